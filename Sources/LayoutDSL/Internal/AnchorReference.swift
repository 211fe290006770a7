import Foundation

/// One side of a statement as written: a target and the attribute, or the compound, it names.
struct AnchorReference {
  let target: LayoutTarget
  let attributes: AnchorAttributes
}

/// What an anchor names on its target: one attribute, or a compound that ``Expansion`` turns into
/// several.
enum AnchorAttributes: Hashable {
  case single(PlatformLayoutConstraint.Attribute)
  case edges
  case horizontalEdges
  case verticalEdges
  case size
  case center

  /// The name the DSL spells it with (`leading`, `edges`).
  var name: String {
    switch self {
    case .single(let attribute): Names.of(attribute)
    case .edges: "edges"
    case .horizontalEdges: "horizontalEdges"
    case .verticalEdges: "verticalEdges"
    case .size: "size"
    case .center: "center"
    }
  }
}

/// The right side of a relation as written: `multiplier × reference + offset`.
struct Operand {
  var reference: AnchorReference
  var multiplier: CGFloat
  var offset: Offset

  init(_ reference: AnchorReference, multiplier: CGFloat = 1, offset: Offset = .constant(0)) {
    self.reference = reference
    self.multiplier = multiplier
    self.offset = offset
  }

  /// `(m × x + c) × factor = (m × factor) × x + c × factor`.
  func scaled(by factor: CGFloat) -> Operand {
    Operand(reference, multiplier: multiplier * factor, offset: offset.scaled(by: factor))
  }

  /// `name.attribute`, `0.5*name.width + 8`, `name.edges inset (8, 8, 8, 8)`.
  var description: String {
    var text = multiplier == 1 ? "" : "\(formatPoints(multiplier))*"
    text += "\(reference.target).\(reference.attributes.name)"
    return text + offset.suffixDescription
  }
}

/// What a statement adds to its right side; its shape follows the anchor (a scalar for one attribute,
/// insets for edges, a size for sizes, a point for centres).
enum Offset {
  case constant(CGFloat)
  case insets(Insets)
  case size(CGSize)
  case point(CGPoint)

  func scaled(by factor: CGFloat) -> Offset {
    switch self {
    case .constant(let c): .constant(c * factor)
    case .insets: self
    case .size(let size): .size(CGSize(width: size.width * factor, height: size.height * factor))
    case .point(let point): .point(CGPoint(x: point.x * factor, y: point.y * factor))
    }
  }

  /// The offset printed after an anchor: ` + 8`, ` inset 8`, ` offset (10, -4)`; empty when zero.
  var suffixDescription: String {
    switch self {
    case .constant(let c) where c > 0: " + \(formatPoints(c))"
    case .constant(let c) where c < 0: " - \(formatPoints(-c))"
    case .constant: ""
    case .insets(let insets): " inset \(insets)"
    case .size(let size) where size == .zero: ""
    case .size(let size): " offset (\(formatPoints(size.width)), \(formatPoints(size.height)))"
    case .point(let point) where point == .zero: ""
    case .point(let point): " offset (\(formatPoints(point.x)), \(formatPoints(point.y)))"
    }
  }

  /// The offset printed on its own, as the right side of a constant statement.
  var constantDescription: String {
    switch self {
    case .constant(let c): formatPoints(c)
    case .insets(let insets): "\(insets)"
    case .size(let size): "(\(formatPoints(size.width)), \(formatPoints(size.height)))"
    case .point(let point): "(\(formatPoints(point.x)), \(formatPoints(point.y)))"
    }
  }
}

/// Insets given to ``EdgesAnchor/inset(by:)-(CGFloat)``, in the form they were written: that form
/// decides whether edges expand to leading/trailing or to left/right.
enum Insets: CustomStringConvertible {
  case uniform(CGFloat)
  case absolute(PlatformEdgeInsets)
  case directional(PlatformDirectionalEdgeInsets)

  var description: String {
    switch self {
    case .uniform(let inset): formatPoints(inset)
    case .absolute(let insets): Names.of(insets)
    case .directional(let insets): Names.of(insets)
    }
  }
}

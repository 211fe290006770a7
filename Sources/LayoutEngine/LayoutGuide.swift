import ConstraintSolver
import Foundation

/// A rectangle that takes part in layout without being a view: UIKit's `UILayoutGuide`.
///
/// Custom guides are added with ``View/addLayoutGuide(_:)`` and placed by constraints. A view's
/// system guides — ``View/layoutMarginsGuide``, ``View/safeAreaLayoutGuide`` and
/// ``View/readableContentGuide`` — follow its margins, safe area and readable width.
open class LayoutGuide: LayoutItem {
  /// The view the guide belongs to.
  public internal(set) weak var owningView: View?
  /// A name used in descriptions and diagnostics.
  public var identifier: String

  let variables = ItemVariables()
  /// For a system guide, which one; nil for a custom guide.
  let system: SystemGuide?
  /// The constraints that tie a system guide to its view (left, top, width, height).
  var ties: [LayoutConstraint] = []

  public init() {
    self.identifier = ""
    self.system = nil
  }

  init(system: SystemGuide, owningView: View) {
    self.system = system
    self.owningView = owningView
    self.identifier = system.identifier
  }

  /// The guide's rectangle in its owning view's coordinates, from the last layout pass.
  public internal(set) var layoutFrame: CGRect = .zero

  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
  public var trailingAnchor: LayoutXAxisAnchor {
    LayoutXAxisAnchor(item: self, attribute: .trailing)
  }
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
  public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
  public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }

  public var layoutOwningView: View? { owningView }

  /// `card.layoutMarginsGuide`, or the identifier / index of a custom guide.
  public var layoutName: String {
    let owner = owningView?.layoutName ?? "(no owning view)"
    if let system { return "\(owner).\(system.identifier)" }
    if !identifier.isEmpty { return identifier }
    let index = owningView?.layoutGuides.firstIndex { $0 === self } ?? 0
    return "\(owner).layoutGuides[\(index)]"
  }

  open var description: String {
    "<\(type(of: self)) \(layoutName) layoutFrame=\(formatRect(layoutFrame))>"
  }
}

/// The guides every view has.
enum SystemGuide: Hashable, Sendable {
  case layoutMargins
  case safeArea
  case readableContent

  var identifier: String {
    switch self {
    case .layoutMargins: "layoutMarginsGuide"
    case .safeArea: "safeAreaLayoutGuide"
    case .readableContent: "readableContentGuide"
    }
  }
}

/// A view's system guides, created on first use.
struct SystemGuides {
  var layoutMargins: LayoutGuide?
  var safeArea: LayoutGuide?
  var readableContent: LayoutGuide?

  var all: [LayoutGuide] { [layoutMargins, safeArea, readableContent].compactMap { $0 } }
}

/// The four solver variables of a view or guide, in the root's coordinate space.
final class ItemVariables {
  let minX = Variable()
  let minY = Variable()
  let width = Variable()
  let height = Variable()
}

extension View {
  /// The view's bounds inset by its effective layout margins (spec §6).
  public var layoutMarginsGuide: LayoutGuide { systemGuide(.layoutMargins) }
  /// The view's bounds inset by its safe area (spec §6).
  public var safeAreaLayoutGuide: LayoutGuide { systemGuide(.safeArea) }
  /// The layout margins guide narrowed to a readable width, centred (spec §6).
  public var readableContentGuide: LayoutGuide { systemGuide(.readableContent) }

  func systemGuide(_ kind: SystemGuide) -> LayoutGuide {
    let slot: ReferenceWritableKeyPath<View, LayoutGuide?> =
      switch kind {
      case .layoutMargins: \.systemGuides.layoutMargins
      case .safeArea: \.systemGuides.safeArea
      case .readableContent: \.systemGuides.readableContent
      }
    if let guide = self[keyPath: slot] { return guide }
    let guide = LayoutGuide(system: kind, owningView: self)
    self[keyPath: slot] = guide
    setNeedsEngineSync()
    return guide
  }
}

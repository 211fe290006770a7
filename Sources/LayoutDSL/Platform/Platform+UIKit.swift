#if canImport(UIKit)
  import UIKit

  // In an app the DSL lowers to UIKit through its public API alone, in one
  // `NSLayoutConstraint.activate` batch (DSL.md, "Two engines"). Nothing here names Trellis:
  // `Tests/UIKitStandIn` compiles these sources against a stand-in of UIKit's declarations only.

  /// The views the DSL lays out: `UIView` in an app, `View` in Trellis.
  public typealias PlatformView = UIView
  /// The guides the DSL lays out: `UILayoutGuide` in an app, `LayoutGuide` in Trellis.
  public typealias PlatformLayoutGuide = UILayoutGuide
  /// A view or a guide: `AnyObject` in an app (UIKit's `firstItem`), `any LayoutItem` in Trellis.
  public typealias PlatformLayoutItem = AnyObject
  /// The constraints the DSL makes: `NSLayoutConstraint` in an app, `LayoutConstraint` in Trellis.
  public typealias PlatformLayoutConstraint = NSLayoutConstraint
  /// `UILayoutPriority` in an app, `LayoutPriority` in Trellis.
  public typealias PlatformLayoutPriority = UILayoutPriority
  /// `NSLayoutXAxisAnchor` in an app, `LayoutXAxisAnchor` in Trellis.
  public typealias PlatformXAxisAnchor = NSLayoutXAxisAnchor
  /// `NSLayoutYAxisAnchor` in an app, `LayoutYAxisAnchor` in Trellis.
  public typealias PlatformYAxisAnchor = NSLayoutYAxisAnchor
  /// `NSLayoutDimension` in an app, `LayoutDimension` in Trellis.
  public typealias PlatformDimension = NSLayoutDimension
  /// `UIEdgeInsets` in an app, `EdgeInsets` in Trellis.
  public typealias PlatformEdgeInsets = UIEdgeInsets
  /// `NSDirectionalEdgeInsets` in an app, `DirectionalEdgeInsets` in Trellis.
  public typealias PlatformDirectionalEdgeInsets = NSDirectionalEdgeInsets

  /// One of UIKit's anchors.
  typealias PlatformAnchor<AnchorType: AnyObject> = NSLayoutAnchor<AnchorType>

  /// Where a statement was written, `Card.swift:12`: what Trellis's constraints carry as
  /// `sourceLocation`, and what the DSL puts in a UIKit constraint's `identifier` when the statement
  /// named none.
  public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public var fileID: String
    public var line: Int

    public init(fileID: String, line: Int) {
      self.fileID = fileID
      self.line = line
    }

    /// `Card.swift:12` — the file name without the module.
    public var description: String {
      let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
      return "\(file):\(line)"
    }
  }

  /// A statement the DSL did not make into a constraint because UIKit would have raised: the kind
  /// (Trellis's names), and a message naming the statement and its line.
  ///
  /// The group keeps them (``ConstraintGroup/diagnostics``) and passes each to
  /// ``ConstraintGroup/diagnosticHandler``, which by default stops a debug build with
  /// `assertionFailure` and does nothing in a release build.
  public struct LayoutDiagnostic: Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
      case noCommonAncestor
      case requiredPriorityChange
      case invalidPriority
      case nonFiniteValue
      case invalidConstraint
    }

    public let kind: Kind
    public let message: String

    public init(kind: Kind, message: String) {
      self.kind = kind
      self.message = message
    }

    public var description: String { message }
  }

  extension ConstraintGroup {
    /// What the DSL does with a statement UIKit would have raised on (the constraint is not made,
    /// or the change not applied): by default `assertionFailure(message)` — a debug build stops
    /// with the message, a release build goes on without the constraint. Tests replace it.
    public static var diagnosticHandler: (LayoutDiagnostic) -> Void = { diagnostic in
      assertionFailure(diagnostic.message)
    }
  }

  /// Descriptions the way Trellis prints them (UIKit's types print their raw values).
  enum Names {
    static func of(_ item: AnyObject?) -> String {
      switch item {
      case let view as UIView:
        view.accessibilityIdentifier ?? String(describing: type(of: view))
      case let guide as UILayoutGuide:
        guide.identifier.isEmpty ? String(describing: type(of: guide)) : guide.identifier
      case nil: "<deallocated>"
      case let other?: String(describing: type(of: other))
      }
    }

    static func of(_ attribute: NSLayoutConstraint.Attribute) -> String {
      switch attribute {
      case .left: "left"
      case .right: "right"
      case .top: "top"
      case .bottom: "bottom"
      case .leading: "leading"
      case .trailing: "trailing"
      case .width: "width"
      case .height: "height"
      case .centerX: "centerX"
      case .centerY: "centerY"
      case .lastBaseline: "lastBaseline"
      case .firstBaseline: "firstBaseline"
      case .leftMargin: "leftMargin"
      case .rightMargin: "rightMargin"
      case .topMargin: "topMargin"
      case .bottomMargin: "bottomMargin"
      case .leadingMargin: "leadingMargin"
      case .trailingMargin: "trailingMargin"
      case .centerXWithinMargins: "centerXWithinMargins"
      case .centerYWithinMargins: "centerYWithinMargins"
      case .notAnAttribute: "notAnAttribute"
      @unknown default: "attribute(\(attribute.rawValue))"
      }
    }

    static func of(_ relation: NSLayoutConstraint.Relation) -> String {
      switch relation {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      @unknown default: "relation(\(relation.rawValue))"
      }
    }

    static func of(_ priority: UILayoutPriority) -> String {
      formatPoints(CGFloat(priority.rawValue))
    }

    static func of(_ insets: UIEdgeInsets) -> String {
      "(\(formatPoints(insets.top)), \(formatPoints(insets.left)), "
        + "\(formatPoints(insets.bottom)), \(formatPoints(insets.right)))"
    }

    static func of(_ insets: NSDirectionalEdgeInsets) -> String {
      "(top: \(formatPoints(insets.top)), leading: \(formatPoints(insets.leading)), "
        + "bottom: \(formatPoints(insets.bottom)), trailing: \(formatPoints(insets.trailing)))"
    }
  }

  /// `16`, `173.667`, never `-0`: coordinates as Trellis prints them.
  func formatPoints(_ value: CGFloat) -> String {
    if !value.isFinite { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return "\(Double(rounded))"
  }

  extension Lowering {
    /// A constraint made with `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:
    /// multiplier:constant:)`, after the checks on which UIKit would raise (it cannot throw).
    static func platformConstraint(
      _ first: AnyObject, _ second: AnyObject?, _ description: ConstraintDescription
    ) -> Outcome {
      if let problem = illegality(of: description) {
        return .notMade(
          LayoutDiagnostic(
            kind: problem.kind,
            message: "\(problem.reason) The constraint \(description) was not made."))
      }
      let constraint = NSLayoutConstraint(
        item: first, attribute: description.firstAttribute, relatedBy: description.relation,
        toItem: second, attribute: description.secondAttribute,
        multiplier: description.multiplier, constant: description.constant)
      constraint.identifier = description.constraintIdentifier
      constraint.priority = description.priority
      return .made(constraint)
    }

    /// What UIKit raises on for the constraint `description` stands for. The DSL's anchor types
    /// already rule out mixed axes, leading with left and a position with a size.
    private static func illegality(of d: ConstraintDescription)
      -> (kind: LayoutDiagnostic.Kind, reason: String)?
    {
      if !d.constant.isFinite { return (.nonFiniteValue, "The constant is not finite.") }
      if !d.multiplier.isFinite { return (.nonFiniteValue, "The multiplier is not finite.") }
      if !(d.priority.rawValue > 0 && d.priority.rawValue <= 1000) {
        return (.invalidPriority, "A priority must be greater than 0 and at most 1000.")
      }
      let isSize = d.firstAttribute == .width || d.firstAttribute == .height
      if !isSize && (d.secondTarget == nil || d.multiplier == 0) {
        return (
          .invalidConstraint,
          "A multiplier of 0 or no second item with a location for the first attribute makes a "
            + "location equal to a constant."
        )
      }
      return nil
    }

    /// A constraint written with UIKit's anchors in a block carries the statement's location in
    /// its identifier when it has none.
    static func adopt(_ constraint: NSLayoutConstraint, _ description: ConstraintDescription) {
      if constraint.identifier == nil { constraint.identifier = description.constraintIdentifier }
    }

    /// A statement that made no constraint: UIKit would have raised.
    static func report(_ diagnostic: LayoutDiagnostic, _ description: ConstraintDescription) {
      ConstraintGroup.diagnosticHandler(diagnostic)
    }
  }

  extension ConstraintDescription {
    /// The identifier the constraint carries: the statement's, else its source location
    /// (`Card.swift:12`) — what UIKit's log prints for an unsatisfiable constraint.
    var constraintIdentifier: String? { identifier ?? sourceLocation?.description }
  }

  extension ConstraintGroup {
    /// Sets `priority` on `constraint`, unless UIKit would raise: a priority out of range, or a
    /// change to or from required while the constraint is active.
    static func setPriority(_ priority: UILayoutPriority, on constraint: NSLayoutConstraint) {
      guard constraint.priority != priority else { return }
      if !(priority.rawValue > 0 && priority.rawValue <= 1000) {
        diagnosticHandler(
          LayoutDiagnostic(
            kind: .invalidPriority,
            message: "The priority \(Names.of(priority)) is not greater than 0 and at most 1000; "
              + "the old priority is kept."))
      } else if constraint.isActive && (constraint.priority == .required) != (priority == .required)
      {
        diagnosticHandler(
          LayoutDiagnostic(
            kind: .requiredPriorityChange,
            message: "An active constraint cannot change to or from required (UIKit raises); "
              + "deactivate it first. The old priority is kept."))
      } else {
        constraint.priority = priority
      }
    }

    /// Sets `constant` on `constraint`, unless it is not finite (UIKit raises).
    static func setConstant(_ constant: CGFloat, on constraint: NSLayoutConstraint) {
      guard constant.isFinite else {
        diagnosticHandler(
          LayoutDiagnostic(
            kind: .nonFiniteValue,
            message: "The constant \(constant) is not finite; the old constant is kept."))
        return
      }
      constraint.constant = constant
    }
  }

  // UIKit's `UILayoutPriority` takes no number literals: `~ 999` and `.priority(500)` have their own
  // overloads in an app.
  extension ConstraintStatement {
    /// The statement at `rhs`: `title.width == 200 ~ 999`.
    public static func ~ (lhs: ConstraintStatement, rhs: Float) -> ConstraintStatement {
      lhs.priority(UILayoutPriority(rhs))
    }

    /// The statement at `priority`: `(title.width == 200).priority(999)`.
    public func priority(_ priority: Float) -> ConstraintStatement {
      self.priority(UILayoutPriority(priority))
    }
  }

  extension NSLayoutConstraint {
    /// Sets the priority on the object and returns it: `title.widthAnchor == 200 ~ 999`.
    @discardableResult
    public static func ~ (lhs: NSLayoutConstraint, rhs: Float) -> NSLayoutConstraint {
      lhs ~ UILayoutPriority(rhs)
    }

    /// Sets the priority on the object and returns it: `(title.widthAnchor == 200).priority(999)`.
    @discardableResult
    public func priority(_ priority: Float) -> NSLayoutConstraint {
      self.priority(UILayoutPriority(priority))
    }
  }
#endif

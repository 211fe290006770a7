#if !canImport(UIKit)
  import Foundation
  import LayoutEngine

  // Off Apple's UIKit platforms the DSL lowers to Trellis's `LayoutEngine` (DSL.md, "Two
  // engines"). The public API names the platform's types through these aliases; in an app they
  // are UIKit's (Platform+UIKit.swift).

  /// The views the DSL lays out: `View` here, `UIView` in an app.
  public typealias PlatformView = View
  /// The guides the DSL lays out: `LayoutGuide` here, `UILayoutGuide` in an app.
  public typealias PlatformLayoutGuide = LayoutGuide
  /// A view or a guide: `any LayoutItem` here, `AnyObject` in an app.
  public typealias PlatformLayoutItem = any LayoutItem
  /// The constraints the DSL makes: `LayoutConstraint` here, `NSLayoutConstraint` in an app.
  public typealias PlatformLayoutConstraint = LayoutConstraint
  /// `LayoutPriority` here, `UILayoutPriority` in an app.
  public typealias PlatformLayoutPriority = LayoutPriority
  /// `LayoutXAxisAnchor` here, `NSLayoutXAxisAnchor` in an app.
  public typealias PlatformXAxisAnchor = LayoutXAxisAnchor
  /// `LayoutYAxisAnchor` here, `NSLayoutYAxisAnchor` in an app.
  public typealias PlatformYAxisAnchor = LayoutYAxisAnchor
  /// `LayoutDimension` here, `NSLayoutDimension` in an app.
  public typealias PlatformDimension = LayoutDimension
  /// `EdgeInsets` here, `UIEdgeInsets` in an app.
  public typealias PlatformEdgeInsets = EdgeInsets
  /// `DirectionalEdgeInsets` here, `NSDirectionalEdgeInsets` in an app.
  public typealias PlatformDirectionalEdgeInsets = DirectionalEdgeInsets

  /// One of the engine's anchors.
  typealias PlatformAnchor<AnchorType: AnyObject> = LayoutAnchor<AnchorType>

  /// The engine's own names for what descriptions print.
  enum Names {
    static func of(_ item: AnyObject?) -> String {
      (item as? any LayoutItem)?.layoutName ?? "<deallocated>"
    }
    static func of(_ attribute: LayoutConstraint.Attribute) -> String { attribute.description }
    static func of(_ relation: LayoutConstraint.Relation) -> String { relation.description }
    static func of(_ priority: LayoutPriority) -> String { priority.description }
    static func of(_ insets: EdgeInsets) -> String { insets.description }
    static func of(_ insets: DirectionalEdgeInsets) -> String { insets.description }
  }

  extension Lowering {
    /// A constraint the engine makes with UIKit's checks, which throw where UIKit would raise.
    static func platformConstraint(
      _ first: any LayoutItem, _ second: (any LayoutItem)?, _ description: ConstraintDescription
    ) -> Outcome {
      let constraint: LayoutConstraint
      do {
        constraint = try LayoutConstraint(
          item: first, attribute: description.firstAttribute, relatedBy: description.relation,
          toItem: second, attribute: description.secondAttribute,
          multiplier: description.multiplier, constant: description.constant)
      } catch {
        return .notMade(
          LayoutDiagnostic(
            kind: kind(of: error),
            message: "\(error) The constraint \(description) was not made."))
      }
      constraint.sourceLocation = description.sourceLocation
      constraint.identifier = description.identifier
      constraint.priority = description.priority
      return .made(constraint)
    }

    /// A constraint written with the engine's anchors keeps its own location, else takes the
    /// statement's.
    static func adopt(_ constraint: LayoutConstraint, _ description: ConstraintDescription) {
      if constraint.sourceLocation == nil { constraint.sourceLocation = description.sourceLocation }
    }

    /// The diagnostic kind closest to what UIKit would have raised for `error`.
    private static func kind(of error: LayoutError) -> LayoutDiagnostic.Kind {
      switch error {
      case .nonFiniteConstant, .nonFiniteMultiplier: .nonFiniteValue
      case .invalidPriority: .invalidPriority
      case .mixedDirectionalAndAbsolute: .mixedDirectionalAndAbsolute
      // A location related to a constant: the DSL's types leave only a multiplier of 0 on a
      // position.
      case .locationEqualToConstant, .invalidPairing, .missingFirstAttribute: .invalidConstraint
      }
    }

    /// Where a statement that made no constraint is reported besides the group: the tree's
    /// diagnostics, with every other layout problem.
    static func report(_ diagnostic: LayoutDiagnostic, _ description: ConstraintDescription) {
      description.firstTarget.item?.layoutOwningView?.recordDiagnostic(diagnostic)
    }
  }

  extension LayoutDiagnostic {
    /// A problem with a statement, which made no constraint.
    init(kind: Kind, message: String) { self.init(kind: kind, constraints: [], message: message) }
  }

  extension ConstraintDescription {
    /// The identifier the constraint carries: the statement's (the location has its own property).
    var constraintIdentifier: String? { identifier }
  }

  extension ConstraintGroup {
    /// Sets `priority` on `constraint`; the engine itself records a change across required on an
    /// active constraint as a diagnostic and ignores it, as UIKit refuses it.
    static func setPriority(_ priority: LayoutPriority, on constraint: LayoutConstraint) {
      constraint.priority = priority
    }

    /// Sets `constant` on `constraint`; the engine records a non-finite one as a diagnostic.
    static func setConstant(_ constant: CGFloat, on constraint: LayoutConstraint) {
      constraint.constant = constant
    }
  }
#endif

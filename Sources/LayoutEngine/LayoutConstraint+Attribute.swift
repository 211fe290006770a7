extension LayoutConstraint {
  /// The part of an item a constraint relates: UIKit's `NSLayoutConstraint.Attribute`, same raw values.
  nonisolated public enum Attribute: Int, Hashable, Sendable, CustomStringConvertible, CaseIterable
  {
    case notAnAttribute = 0
    case left = 1
    case right = 2
    case top = 3
    case bottom = 4
    case leading = 5
    case trailing = 6
    case width = 7
    case height = 8
    case centerX = 9
    case centerY = 10
    case lastBaseline = 11
    case firstBaseline = 12
    case leftMargin = 13
    case rightMargin = 14
    case topMargin = 15
    case bottomMargin = 16
    case leadingMargin = 17
    case trailingMargin = 18
    case centerXWithinMargins = 19
    case centerYWithinMargins = 20

    /// UIKit's alias for ``lastBaseline``.
    public static let baseline = Attribute.lastBaseline

    public var description: String {
      switch self {
      case .notAnAttribute: "notAnAttribute"
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
      }
    }

    /// Width and height.
    public var isSize: Bool { self == .width || self == .height }

    /// Positions on the horizontal axis (margin forms included).
    public var isXAxisLocation: Bool {
      switch self {
      case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
        .trailingMargin, .centerXWithinMargins:
        true
      default: false
      }
    }

    /// Positions on the vertical axis (margin forms and baselines included).
    public var isYAxisLocation: Bool {
      switch self {
      case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
        .centerYWithinMargins:
        true
      default: false
      }
    }

    public var isLocation: Bool { isXAxisLocation || isYAxisLocation }

    /// The first or the last baseline.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// The axis the attribute measures along, if any.
    public var axis: Axis? {
      switch self {
      case .width: .horizontal
      case .height: .vertical
      case _ where isXAxisLocation: .horizontal
      case _ where isYAxisLocation: .vertical
      default: nil
      }
    }

    /// Leading, trailing and their margin forms: resolved by the layout direction.
    var isDirectional: Bool {
      switch self {
      case .leading, .trailing, .leadingMargin, .trailingMargin: true
      default: false
      }
    }

    /// Left, right and their margin forms.
    var isAbsoluteHorizontal: Bool {
      switch self {
      case .left, .right, .leftMargin, .rightMargin: true
      default: false
      }
    }

    /// The margin form's plain attribute, and whether it was a margin form.
    var withoutMargin: (attribute: Attribute, isMargin: Bool) {
      switch self {
      case .leftMargin: (.left, true)
      case .rightMargin: (.right, true)
      case .topMargin: (.top, true)
      case .bottomMargin: (.bottom, true)
      case .leadingMargin: (.leading, true)
      case .trailingMargin: (.trailing, true)
      case .centerXWithinMargins: (.centerX, true)
      case .centerYWithinMargins: (.centerY, true)
      default: (self, false)
      }
    }
  }

  /// How the two sides relate: UIKit's `NSLayoutConstraint.Relation`, same raw values.
  nonisolated public enum Relation: Int, Hashable, Sendable, CustomStringConvertible {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1

    public var description: String {
      switch self {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    }
  }

  /// UIKit's `NSLayoutConstraint.Axis`.
  nonisolated public enum Axis: Int, Hashable, Sendable, CustomStringConvertible {
    case horizontal = 0
    case vertical = 1

    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
  }
}

import Foundation

/// Insets for the four edges of a rectangle, in absolute directions: UIKit's `UIEdgeInsets`.
nonisolated public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on every edge.
  public init(_ all: CGFloat) { self.init(top: all, left: all, bottom: all, right: all) }

  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// Per-edge sum.
  public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
      right: lhs.right + rhs.right)
  }

  /// The directional form under `direction`: leading is left in left-to-right layouts, right otherwise.
  public func directional(_ direction: UserInterfaceLayoutDirection) -> DirectionalEdgeInsets {
    direction == .leftToRight
      ? DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
      : DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
  }

  /// `(top, left, bottom, right)` with fixed formatting, like UIKit's `{top, left, bottom, right}`.
  public var description: String {
    "(\(formatPoints(top)), \(formatPoints(left)), \(formatPoints(bottom)), \(formatPoints(right)))"
  }
}

/// Insets for the four edges of a rectangle, with leading and trailing resolved by the layout
/// direction: UIKit's `NSDirectionalEdgeInsets`.
nonisolated public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on every edge.
  public init(_ all: CGFloat) { self.init(top: all, leading: all, bottom: all, trailing: all) }

  public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// The absolute form under `direction`.
  public func physical(_ direction: UserInterfaceLayoutDirection) -> EdgeInsets {
    direction == .leftToRight
      ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
      : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
  }

  public var description: String {
    "(top: \(formatPoints(top)), leading: \(formatPoints(leading)), "
      + "bottom: \(formatPoints(bottom)), trailing: \(formatPoints(trailing)))"
  }
}

extension CGRect {
  /// The rectangle with `insets` taken off each edge: UIKit's `CGRect.inset(by:)` for
  /// `UIEdgeInsets`.
  public func inset(by insets: EdgeInsets) -> CGRect {
    CGRect(
      x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
      height: height - insets.top - insets.bottom)
  }
}

/// Formats a coordinate for descriptions and dumps: whole numbers without a fraction (`16`),
/// others with up to three decimals (`173.667`), never `-0`.
nonisolated package func formatPoints(_ value: CGFloat) -> String {
  if value.isNaN { return "nan" }
  if value.isInfinite { return value < 0 ? "-inf" : "inf" }
  // Beyond any screen (and beyond what fits an Int64 in thousandths): Swift's shortest form.
  if abs(value) >= 1e15 { return "\(Double(value))" }
  let rounded = (value * 1000).rounded() / 1000
  if rounded == 0 { return "0" }
  if rounded == rounded.rounded() { return String(Int64(rounded)) }
  var text = String(format: "%.3f", Double(rounded))
  while text.hasSuffix("0") { text.removeLast() }
  return text
}

/// `(x, y, w, h)` with ``formatPoints(_:)``.
package func formatRect(_ rect: CGRect) -> String {
  "(\(formatPoints(rect.minX)), \(formatPoints(rect.minY)), "
    + "\(formatPoints(rect.width)), \(formatPoints(rect.height)))"
}

/// `UIEdgeInsets`: insets by absolute side.
public struct UIEdgeInsets: Hashable, Equatable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  public init() { (top, left, bottom, right) = (0, 0, 0, 0) }

  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }

  public static let zero = UIEdgeInsets()
}

/// `NSDirectionalEdgeInsets`: insets by leading and trailing side.
public struct NSDirectionalEdgeInsets: Hashable, Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init() { (top, leading, bottom, trailing) = (0, 0, 0, 0) }

  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }

  public static let zero = NSDirectionalEdgeInsets()
}

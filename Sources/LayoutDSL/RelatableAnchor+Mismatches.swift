import Foundation

// Overloads that only improve error messages. The available overloads already reject these
// relations — there is no overload to pick — but the compiler's own message then names an unrelated
// candidate. They can never be called.

extension XAxisAnchor where Family == LeadingTrailing {
  @available(
    *, unavailable,
    message:
      "leading/trailing cannot be related to left/right (UIKit raises); use one family on both sides"
  )
  public static func == (lhs: Self, rhs: some LayoutOperand<XAxisAnchor<LeftRight>>)
    -> ConstraintStatement
  {
    fatalError()
  }

  @available(
    *, unavailable,
    message:
      "leading/trailing cannot be related to left/right (UIKit raises); use one family on both sides"
  )
  public static func <= (lhs: Self, rhs: some LayoutOperand<XAxisAnchor<LeftRight>>)
    -> ConstraintStatement
  {
    fatalError()
  }

  @available(
    *, unavailable,
    message:
      "leading/trailing cannot be related to left/right (UIKit raises); use one family on both sides"
  )
  public static func >= (lhs: Self, rhs: some LayoutOperand<XAxisAnchor<LeftRight>>)
    -> ConstraintStatement
  {
    fatalError()
  }
}

extension XAxisAnchor where Family == LeftRight {
  @available(
    *, unavailable,
    message:
      "left/right cannot be related to leading/trailing (UIKit raises); use one family on both sides"
  )
  public static func == (lhs: Self, rhs: some LayoutOperand<XAxisAnchor<LeadingTrailing>>)
    -> ConstraintStatement
  {
    fatalError()
  }

  @available(
    *, unavailable,
    message:
      "left/right cannot be related to leading/trailing (UIKit raises); use one family on both sides"
  )
  public static func <= (lhs: Self, rhs: some LayoutOperand<XAxisAnchor<LeadingTrailing>>)
    -> ConstraintStatement
  {
    fatalError()
  }

  @available(
    *, unavailable,
    message:
      "left/right cannot be related to leading/trailing (UIKit raises); use one family on both sides"
  )
  public static func >= (lhs: Self, rhs: some LayoutOperand<XAxisAnchor<LeadingTrailing>>)
    -> ConstraintStatement
  {
    fatalError()
  }
}

extension XAxisAnchor {
  @available(*, unavailable, message: "a horizontal position cannot be related to a vertical one")
  public static func == (lhs: Self, rhs: some LayoutOperand<YAxisAnchor>) -> ConstraintStatement {
    fatalError()
  }

  @available(*, unavailable, message: "a horizontal position cannot be related to a vertical one")
  public static func <= (lhs: Self, rhs: some LayoutOperand<YAxisAnchor>) -> ConstraintStatement {
    fatalError()
  }

  @available(*, unavailable, message: "a horizontal position cannot be related to a vertical one")
  public static func >= (lhs: Self, rhs: some LayoutOperand<YAxisAnchor>) -> ConstraintStatement {
    fatalError()
  }
}

extension XAxisAnchor {
  @available(*, unavailable, message: "a position cannot be related to a size")
  public static func == (lhs: Self, rhs: some LayoutOperand<DimensionAnchor>) -> ConstraintStatement
  {
    fatalError()
  }

  @available(*, unavailable, message: "a position cannot be related to a size")
  public static func <= (lhs: Self, rhs: some LayoutOperand<DimensionAnchor>) -> ConstraintStatement
  {
    fatalError()
  }

  @available(*, unavailable, message: "a position cannot be related to a size")
  public static func >= (lhs: Self, rhs: some LayoutOperand<DimensionAnchor>) -> ConstraintStatement
  {
    fatalError()
  }
}

extension XAxisAnchor {
  @available(
    *, unavailable,
    message:
      "a position cannot be related to a constant (UIKit raises); relate it to another anchor, e.g. superview.leading + 8"
  )
  public static func == (lhs: Self, rhs: CGFloat) -> ConstraintStatement {
    fatalError()
  }

  @available(
    *, unavailable,
    message:
      "a position cannot be related to a constant (UIKit raises); relate it to another anchor, e.g. superview.leading + 8"
  )
  public static func <= (lhs: Self, rhs: CGFloat) -> ConstraintStatement {
    fatalError()
  }

  @available(
    *, unavailable,
    message:
      "a position cannot be related to a constant (UIKit raises); relate it to another anchor, e.g. superview.leading + 8"
  )
  public static func >= (lhs: Self, rhs: CGFloat) -> ConstraintStatement {
    fatalError()
  }
}

extension YAxisAnchor {
  @available(*, unavailable, message: "a vertical position cannot be related to a horizontal one")
  public static func == <Family>(lhs: Self, rhs: some LayoutOperand<XAxisAnchor<Family>>)
    -> ConstraintStatement
  {
    fatalError()
  }

  @available(*, unavailable, message: "a vertical position cannot be related to a horizontal one")
  public static func <= <Family>(lhs: Self, rhs: some LayoutOperand<XAxisAnchor<Family>>)
    -> ConstraintStatement
  {
    fatalError()
  }

  @available(*, unavailable, message: "a vertical position cannot be related to a horizontal one")
  public static func >= <Family>(lhs: Self, rhs: some LayoutOperand<XAxisAnchor<Family>>)
    -> ConstraintStatement
  {
    fatalError()
  }
}

extension YAxisAnchor {
  @available(*, unavailable, message: "a position cannot be related to a size")
  public static func == (lhs: Self, rhs: some LayoutOperand<DimensionAnchor>) -> ConstraintStatement
  {
    fatalError()
  }

  @available(*, unavailable, message: "a position cannot be related to a size")
  public static func <= (lhs: Self, rhs: some LayoutOperand<DimensionAnchor>) -> ConstraintStatement
  {
    fatalError()
  }

  @available(*, unavailable, message: "a position cannot be related to a size")
  public static func >= (lhs: Self, rhs: some LayoutOperand<DimensionAnchor>) -> ConstraintStatement
  {
    fatalError()
  }
}

extension YAxisAnchor {
  @available(
    *, unavailable,
    message:
      "a position cannot be related to a constant (UIKit raises); relate it to another anchor, e.g. superview.top + 8"
  )
  public static func == (lhs: Self, rhs: CGFloat) -> ConstraintStatement {
    fatalError()
  }

  @available(
    *, unavailable,
    message:
      "a position cannot be related to a constant (UIKit raises); relate it to another anchor, e.g. superview.top + 8"
  )
  public static func <= (lhs: Self, rhs: CGFloat) -> ConstraintStatement {
    fatalError()
  }

  @available(
    *, unavailable,
    message:
      "a position cannot be related to a constant (UIKit raises); relate it to another anchor, e.g. superview.top + 8"
  )
  public static func >= (lhs: Self, rhs: CGFloat) -> ConstraintStatement {
    fatalError()
  }
}

extension DimensionAnchor {
  @available(*, unavailable, message: "a size cannot be related to a position")
  public static func == <Family>(lhs: Self, rhs: some LayoutOperand<XAxisAnchor<Family>>)
    -> ConstraintStatement
  {
    fatalError()
  }

  @available(*, unavailable, message: "a size cannot be related to a position")
  public static func <= <Family>(lhs: Self, rhs: some LayoutOperand<XAxisAnchor<Family>>)
    -> ConstraintStatement
  {
    fatalError()
  }

  @available(*, unavailable, message: "a size cannot be related to a position")
  public static func >= <Family>(lhs: Self, rhs: some LayoutOperand<XAxisAnchor<Family>>)
    -> ConstraintStatement
  {
    fatalError()
  }
}

extension DimensionAnchor {
  @available(*, unavailable, message: "a size cannot be related to a position")
  public static func == (lhs: Self, rhs: some LayoutOperand<YAxisAnchor>) -> ConstraintStatement {
    fatalError()
  }

  @available(*, unavailable, message: "a size cannot be related to a position")
  public static func <= (lhs: Self, rhs: some LayoutOperand<YAxisAnchor>) -> ConstraintStatement {
    fatalError()
  }

  @available(*, unavailable, message: "a size cannot be related to a position")
  public static func >= (lhs: Self, rhs: some LayoutOperand<YAxisAnchor>) -> ConstraintStatement {
    fatalError()
  }
}

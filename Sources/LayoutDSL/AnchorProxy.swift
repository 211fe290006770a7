import Foundation

/// What the builder closure of ``constrain(_:fileID:line:layout:)`` receives for each argument: a
/// stand-in that names a view or a guide and hands out its anchors under short names.
///
/// ``ViewProxy`` (for a view) and ``GuideProxy`` (for a guide, or a view's `layoutMargins`,
/// `safeArea` and `readableContent`) share these anchors; a view adds its baselines, its guides and
/// its superview.
///
/// ```swift
/// constrain(title, card) { title, card in
///   title.leading == card.layoutMargins.leading + 8
///   title.top == card.safeArea.top
///   title.size == CGSize(width: 200, height: 44)
/// }
/// ```
public protocol AnchorProxy {
  /// The view or guide the anchors belong to.
  var target: LayoutTarget { get }
}

extension AnchorProxy {
  /// The leading edge (left in left-to-right layouts, right in right-to-left ones).
  public var leading: XAxisAnchor<LeadingTrailing> { XAxisAnchor(target, .leading) }
  /// The trailing edge.
  public var trailing: XAxisAnchor<LeadingTrailing> { XAxisAnchor(target, .trailing) }
  /// The left edge, whatever the layout direction.
  public var left: XAxisAnchor<LeftRight> { XAxisAnchor(target, .left) }
  /// The right edge, whatever the layout direction.
  public var right: XAxisAnchor<LeftRight> { XAxisAnchor(target, .right) }
  /// The horizontal centre.
  public var centerX: XAxisAnchor<CenterX> { XAxisAnchor(target, .centerX) }
  /// The top edge.
  public var top: YAxisAnchor { YAxisAnchor(target, .top) }
  /// The bottom edge.
  public var bottom: YAxisAnchor { YAxisAnchor(target, .bottom) }
  /// The vertical centre.
  public var centerY: YAxisAnchor { YAxisAnchor(target, .centerY) }
  /// The width.
  public var width: DimensionAnchor { DimensionAnchor(target, .width) }
  /// The height.
  public var height: DimensionAnchor { DimensionAnchor(target, .height) }

  /// Top, leading, bottom and trailing (left and right with `EdgeInsets`).
  public var edges: EdgesAnchor<AllEdges> { EdgesAnchor(target, .edges) }
  /// Leading and trailing (left and right with `EdgeInsets`).
  public var horizontalEdges: EdgesAnchor<HorizontalEdges> { EdgesAnchor(target, .horizontalEdges) }
  /// Top and bottom.
  public var verticalEdges: EdgesAnchor<VerticalEdges> { EdgesAnchor(target, .verticalEdges) }
  /// Width and height.
  public var size: SizeAnchor { SizeAnchor(target) }
  /// The horizontal and vertical centres.
  public var center: CenterAnchor { CenterAnchor(target) }
}

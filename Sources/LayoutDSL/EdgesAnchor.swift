import Foundation

/// Several edges at once (`edges`, `horizontalEdges`, `verticalEdges`), related edge by edge.
///
/// Insets shrink the right side toward its inside on every edge: the near edges (top, leading or
/// left) move in by `+inset`, the far edges (bottom, trailing or right) by `-inset`. For
/// inequalities the relation is flipped on the far edges, so `>=` reads "inset at least this much"
/// (the left side stays inside) and `<=` "inset at most this much".
///
/// The form of the insets picks the horizontal attributes: `DirectionalEdgeInsets`, a single
/// number and no insets use leading/trailing; `EdgeInsets` uses left/right.
///
/// ```swift
/// constrain(content, card) { content, card in
///   content.edges == card.layoutMargins.edges.inset(by: 8)
/// }
/// constrain(badge, card) { badge, card in
///   badge.edges >= card.edges.inset(by: DirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8))
/// }
/// ```
public struct EdgesAnchor<Edges: EdgeSelection>: RelatableAnchor, CustomStringConvertible {
  public let layoutExpression: AnchorExpression<EdgesAnchor>

  init(_ target: LayoutTarget, _ attributes: AnchorAttributes) {
    layoutExpression = AnchorExpression(
      Operand(AnchorReference(target: target, attributes: attributes)))
  }

  /// `card.edges`.
  public var description: String { layoutExpression.description }

  /// These edges moved inward by `inset` on each side (leading/trailing horizontally).
  public func inset(by inset: CGFloat) -> AnchorExpression<EdgesAnchor> {
    layoutExpression.with(.insets(.uniform(inset)))
  }

  /// These edges moved inward by `insets`, in absolute directions (left/right horizontally).
  public func inset(by insets: PlatformEdgeInsets) -> AnchorExpression<EdgesAnchor> {
    layoutExpression.with(.insets(.absolute(insets)))
  }

  /// These edges moved inward by `insets`, following the layout direction (leading/trailing).
  public func inset(by insets: PlatformDirectionalEdgeInsets) -> AnchorExpression<EdgesAnchor> {
    layoutExpression.with(.insets(.directional(insets)))
  }
}

/// Which edges an ``EdgesAnchor`` relates: ``AllEdges``, ``HorizontalEdges`` or ``VerticalEdges``.
public protocol EdgeSelection {}

/// Top, leading (or left), bottom and trailing (or right).
public enum AllEdges: EdgeSelection {}

/// Leading and trailing (or left and right).
public enum HorizontalEdges: EdgeSelection {}

/// Top and bottom.
public enum VerticalEdges: EdgeSelection {}

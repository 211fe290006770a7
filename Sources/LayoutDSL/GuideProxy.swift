import Foundation

/// A guide inside a builder closure — a `LayoutGuide` argument, or a view's `layoutMargins`,
/// `safeArea` or `readableContent` — with the anchors of ``AnchorProxy`` (guides have no
/// baselines).
///
/// A view's system guide is named, not fetched: it is created only when a constraint is made.
///
/// ```swift
/// let column = LayoutGuide()
/// root.addLayoutGuide(column)
/// constrain(column, root) { column, root in
///   column.horizontalEdges == root.readableContent.horizontalEdges
///   column.verticalEdges == root.safeArea.verticalEdges
/// }
/// ```
public struct GuideProxy: AnchorProxy {
  /// The guide, or the view whose system guide this is.
  public let target: LayoutTarget

  init(_ target: LayoutTarget) { self.target = target }

  /// A proxy for `guide`.
  public init(_ guide: PlatformLayoutGuide) { self.target = .guide(guide) }

  /// The guide the UIKit-named anchors come from (a system guide is created on first use); for a
  /// guide of a missing superview, or one already gone, a detached guide.
  public var guide: PlatformLayoutGuide {
    target.item as? PlatformLayoutGuide ?? PlatformLayoutGuide()
  }

  // UIKit's names, which make `LayoutConstraint`s with the operators.
  public var leadingAnchor: PlatformXAxisAnchor { guide.leadingAnchor }
  public var trailingAnchor: PlatformXAxisAnchor { guide.trailingAnchor }
  public var leftAnchor: PlatformXAxisAnchor { guide.leftAnchor }
  public var rightAnchor: PlatformXAxisAnchor { guide.rightAnchor }
  public var centerXAnchor: PlatformXAxisAnchor { guide.centerXAnchor }
  public var topAnchor: PlatformYAxisAnchor { guide.topAnchor }
  public var bottomAnchor: PlatformYAxisAnchor { guide.bottomAnchor }
  public var centerYAnchor: PlatformYAxisAnchor { guide.centerYAnchor }
  public var widthAnchor: PlatformDimension { guide.widthAnchor }
  public var heightAnchor: PlatformDimension { guide.heightAnchor }
}

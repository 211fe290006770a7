import Foundation

/// A view inside a builder closure: its anchors under short names, its guides, its superview, and
/// UIKit's anchors for code written the UIKit way.
///
/// ```swift
/// constrain(title, card) { title, card in
///   title.leading == card.layoutMargins.leading + 8
///   title.firstBaseline == card.top + 32
///   card.edges == card.superview.safeArea.edges
///   title.trailingAnchor == card.layoutMarginsGuide.trailingAnchor   // UIKit's names work too
/// }
/// ```
public struct ViewProxy: AnchorProxy {
  /// The view (not retained: see ``LayoutTarget``).
  public let target: LayoutTarget

  /// A proxy for `view`.
  public init(_ view: PlatformView) {
    self.target = .view(view)
  }

  private init(target: LayoutTarget) { self.target = target }

  /// The view, which the UIKit-named anchors come from; for a superview that did not exist, or a
  /// view already gone, a detached stand-in whose constraints cannot be activated.
  public var view: PlatformView { target.view ?? MissingSuperview(named: target.description) }

  /// The first baseline (the bottom edge for views without text).
  public var firstBaseline: YAxisAnchor { YAxisAnchor(target, .firstBaseline) }
  /// The last baseline (the bottom edge for views without text).
  public var lastBaseline: YAxisAnchor { YAxisAnchor(target, .lastBaseline) }

  /// The view's `View.layoutMarginsGuide`: its bounds inset by its layout margins.
  public var layoutMargins: GuideProxy { GuideProxy(target.systemGuide(.layoutMargins)) }
  /// The view's `View.safeAreaLayoutGuide`.
  public var safeArea: GuideProxy { GuideProxy(target.systemGuide(.safeArea)) }
  /// The view's `View.readableContentGuide`.
  public var readableContent: GuideProxy { GuideProxy(target.systemGuide(.readableContent)) }

  /// The view's superview, as it is when the block runs. A view without one gives a stand-in
  /// (named `<view>.superview`) whose constraints are not made: the group records a diagnostic
  /// naming the line instead, and ``ConstraintGroup/reapply()`` tries again.
  public var superview: ViewProxy {
    guard let view = target.view else { return ViewProxy(target: .missingSuperview(of: view)) }
    return view.superview.map(ViewProxy.init) ?? ViewProxy(target: .missingSuperview(of: view))
  }

  // UIKit's names, which make `LayoutConstraint`s with the operators.
  public var leadingAnchor: PlatformXAxisAnchor { view.leadingAnchor }
  public var trailingAnchor: PlatformXAxisAnchor { view.trailingAnchor }
  public var leftAnchor: PlatformXAxisAnchor { view.leftAnchor }
  public var rightAnchor: PlatformXAxisAnchor { view.rightAnchor }
  public var centerXAnchor: PlatformXAxisAnchor { view.centerXAnchor }
  public var topAnchor: PlatformYAxisAnchor { view.topAnchor }
  public var bottomAnchor: PlatformYAxisAnchor { view.bottomAnchor }
  public var centerYAnchor: PlatformYAxisAnchor { view.centerYAnchor }
  public var firstBaselineAnchor: PlatformYAxisAnchor { view.firstBaselineAnchor }
  public var lastBaselineAnchor: PlatformYAxisAnchor { view.lastBaselineAnchor }
  public var widthAnchor: PlatformDimension { view.widthAnchor }
  public var heightAnchor: PlatformDimension { view.heightAnchor }
  public var layoutMarginsGuide: PlatformLayoutGuide { view.layoutMarginsGuide }
  public var safeAreaLayoutGuide: PlatformLayoutGuide { view.safeAreaLayoutGuide }
  public var readableContentGuide: PlatformLayoutGuide { view.readableContentGuide }
}

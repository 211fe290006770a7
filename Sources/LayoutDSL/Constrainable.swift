/// Something ``constrain(_:fileID:line:layout:)`` accepts, with the proxy its builder closure
/// receives for it: a `View` gives a ``ViewProxy``, a `LayoutGuide` a ``GuideProxy``, an array
/// an array of its elements' proxies, and an optional an optional proxy.
///
/// ```swift
/// constrain(title, dots, badge) { title, dots, badge in   // [View] → [ViewProxy], View? → ViewProxy?
///   for dot in dots { dot.centerY == title.centerY }
///   if let badge { badge.leading == title.trailing + 4 }
/// }
/// ```
public protocol Constrainable {
  /// What the builder closure receives for this argument.
  associatedtype Proxy
  /// The proxy for this argument.
  var layoutProxy: Proxy { get }
}

extension PlatformView: Constrainable {
  public var layoutProxy: ViewProxy { ViewProxy(self) }
}

extension PlatformLayoutGuide: Constrainable {
  public var layoutProxy: GuideProxy { GuideProxy(self) }
}

extension Array: Constrainable where Element: Constrainable {
  public var layoutProxy: [Element.Proxy] { map(\.layoutProxy) }
}

extension Optional: Constrainable where Wrapped: Constrainable {
  public var layoutProxy: Wrapped.Proxy? { map(\.layoutProxy) }
}

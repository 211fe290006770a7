import Components
import Foundation

/// The name of a method, as UIKit code passes it to target–action APIs: Objective-C's `SEL`,
/// which Foundation on Linux does not have. `Selector("save")` and `nil` compile; nothing is ever
/// called through it (`#selector` itself needs the Objective-C runtime: TestingYourUIKitCode.md).
nonisolated public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  public let name: String
  public init(_ name: String) { self.name = name }
  public init(stringLiteral name: String) { self.name = name }
  public var description: String { name }
}

extension BarButtonItem {
  /// UIKit's `init(barButtonSystemItem:target:action:)`: a standard item that stores `target`
  /// (weakly) and `action`, and runs nothing when tapped (give it a `primaryAction` for that).
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?
  ) {
    self.init(systemItem: systemItem)
    setTarget(target, action: action)
  }

  /// UIKit's `init(title:style:target:action:)`.
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init(title: title, style: style)
    setTarget(target, action: action)
  }

  /// UIKit's `init(image:style:target:action:)`.
  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init(image: image, style: style)
    setTarget(target, action: action)
  }

  /// The action a target–action item names (UIKit's `action`).
  public var action: Selector? {
    get { actionName.map { Selector($0) } }
    set { actionName = newValue?.name }
  }

  private func setTarget(_ target: Any?, action: Selector?) {
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }
}

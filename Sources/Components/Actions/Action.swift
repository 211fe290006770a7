import Foundation

/// A closure with a title and an image, run by a control or chosen from a menu: UIKit's `UIAction`.
///
/// ```swift
/// let signIn = Button(type: .system, primaryAction: Action(title: "Sign In") { _ in submit() })
/// signIn.sendActions(for: .primaryActionTriggered)  // runs submit()
/// ```
///
/// Nothing is tapped in a layout test: a test runs actions with ``Control/sendActions(for:)``
/// (UIKit's method) or ``perform(sender:)`` (a Trellis name).
@preconcurrency @MainActor
public final class Action: MenuElement {
  /// Names an action, so a control can remove it by name: UIKit's `UIAction.Identifier`.
  nonisolated public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The action's name; a unique one by default.
  public let identifier: Identifier
  /// The title spoken by VoiceOver and shown in the discoverability HUD.
  public var discoverabilityTitle: String?
  /// How the action is drawn in a menu and whether it can be chosen.
  public var attributes: Attributes
  /// Whether the action shows a check mark in a menu.
  public var state: State
  /// The control that is running the action, while its handler runs; nil otherwise (UIKit's
  /// `sender`).
  public private(set) var sender: Any?
  private let handler: (Action) -> Void

  /// An action that runs `handler`, as UIKit's `UIAction(title:image:identifier:…:handler:)`.
  public init(
    title: String = "", image: Image? = nil, identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
    handler: @escaping (Action) -> Void
  ) {
    self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, image: image)
  }

  /// Runs the handler with ``sender`` set to `sender` (a Trellis name: UIKit's controls do this when
  /// touched).
  public func perform(sender: Any? = nil) {
    let previous = self.sender
    self.sender = sender
    handler(self)
    self.sender = previous
  }
}

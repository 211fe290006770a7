/// UIKit's closure-based actions (iOS 14): `addAction(_:for:)`, `removeAction(_:for:)`,
/// `sendActions(for:)`. Target–action with selectors needs the Objective-C runtime and is not
/// available (Documentation/UIKitNames.md, "TrellisUIKit").
extension Control {
  /// Runs `action` when any of `controlEvents` is sent. Adding an action with the same
  /// ``Action/identifier`` again replaces it, as UIKit does.
  public func addAction(_ action: Action, for controlEvents: Event) {
    if let index = registeredActions.firstIndex(where: {
      $0.action.identifier == action.identifier
    }) {
      registeredActions[index] = (action, registeredActions[index].events.union(controlEvents))
    } else {
      registeredActions.append((action, controlEvents))
    }
  }

  /// Stops running `action` for `controlEvents`.
  public func removeAction(_ action: Action, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// Stops running the action named `actionIdentifier` for `controlEvents`.
  public func removeAction(
    identifiedBy actionIdentifier: Action.Identifier, for controlEvents: Event
  ) {
    for index in registeredActions.indices.reversed()
    where registeredActions[index].action.identifier == actionIdentifier {
      let remaining = registeredActions[index].events.subtracting(controlEvents)
      if remaining.isEmpty {
        registeredActions.remove(at: index)
      } else {
        registeredActions[index].events = remaining
      }
    }
  }

  /// Runs, in the order they were added, the actions registered for any of `controlEvents`, each
  /// with this control as its ``Action/sender``. How a test "taps" a control.
  public func sendActions(for controlEvents: Event) {
    let due = registeredActions.filter { !$0.events.isDisjoint(with: controlEvents) }
    for entry in due { entry.action.perform(sender: self) }
  }

  /// The events an action is registered for; empty when it is not (UIKit's
  /// `allControlEvents`/`actions(forTarget:forControlEvent:)` in closure form, a Trellis name).
  public func events(for action: Action) -> Event {
    registeredActions.first { $0.action.identifier == action.identifier }?.events ?? []
  }

  /// Every event some action is registered for: UIKit's `allControlEvents`.
  public var allControlEvents: Event {
    registeredActions.reduce(into: []) { $0.formUnion($1.events) }
  }
}

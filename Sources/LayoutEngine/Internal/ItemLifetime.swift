/// Whether a layout item is still alive, for a constraint that does not retain it (UIKit's
/// constraints do not retain their items either).
///
/// A ``View`` or ``LayoutGuide`` hands out one token and marks it dead in its `deinit`, so a
/// constraint can hold its items `unowned(unsafe)` — no side table on the item, whose retains stay
/// on the fast path — and still never read one that has gone. An item of any other type is kept
/// alive by its token, as before.
///
/// `@unchecked Sendable`: read and written on the main actor, and in its item's `deinit`, which
/// has the item to itself.
final class ItemLifetime: @unchecked Sendable {
  nonisolated(unsafe) private(set) var isAlive = true
  /// Only for items that mark no token dead themselves.
  nonisolated(unsafe) private let retained: AnyObject?

  nonisolated private init(retaining item: AnyObject?) { retained = item }

  /// The token of `item`.
  static func of(_ item: any LayoutItem) -> ItemLifetime {
    switch item {
    case let view as View: view.lifetime
    case let guide as LayoutGuide: guide.lifetime
    default: ItemLifetime(retaining: item)
    }
  }

  /// A view's or guide's token, made the first time a constraint names it and kept in `slot`;
  /// the item calls ``end()`` in its `deinit`.
  static func token(in slot: inout ItemLifetime?) -> ItemLifetime {
    if let slot { return slot }
    let made = ItemLifetime(retaining: nil)
    slot = made
    return made
  }

  nonisolated func end() { isAlive = false }
}

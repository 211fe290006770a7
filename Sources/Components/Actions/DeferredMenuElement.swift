import Foundation

/// A menu element whose items are provided later: UIKit's `UIDeferredMenuElement` (iOS 14; its
/// `uncached` form iOS 15). UIKit asks for the items when the menu opens; Trellis opens no menus,
/// so it asks when a test calls ``loadElements(_:)``.
///
/// ```swift
/// let recent = DeferredMenuElement { completion in
///   completion(store.recentItems.map { item in Action(title: item.name) { _ in } })
/// }
/// ```
public final class DeferredMenuElement: MenuElement {
  /// What the provider calls with the items, from the main actor (at once or later, from a task).
  public typealias Completion = @MainActor @Sendable ([MenuElement]) -> Void

  /// Whether the items are asked for each time the menu opens (false: once, then kept).
  public let isUncached: Bool
  private let provider: @MainActor (@escaping Completion) -> Void
  private var cached: [MenuElement]?

  /// An element whose items `elementProvider` gives once, through its completion.
  public init(_ elementProvider: @escaping @MainActor (@escaping Completion) -> Void) {
    provider = elementProvider
    isUncached = false
    super.init(title: "", image: nil)
  }

  private init(
    uncached elementProvider: @escaping @MainActor (@escaping Completion) -> Void
  ) {
    provider = elementProvider
    isUncached = true
    super.init(title: "", image: nil)
  }

  /// An element whose items `elementProvider` gives each time the menu opens.
  public static func uncached(
    _ elementProvider: @escaping @MainActor (@escaping Completion) -> Void
  ) -> DeferredMenuElement {
    DeferredMenuElement(uncached: elementProvider)
  }

  /// Asks for the items as opening the menu would, and hands them to `completion` (at once when
  /// cached and when the provider completes at once).
  public func loadElements(_ completion: @escaping Completion) {
    if !isUncached, let cached {
      completion(cached)
      return
    }
    provider { [weak self] elements in
      if let self, !self.isUncached { self.cached = elements }
      completion(elements)
    }
  }
}

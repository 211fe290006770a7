import Foundation

/// What a menu holds — an ``Action`` or a submenu (``Menu``): UIKit's `UIMenuElement`. Trellis
/// stores menus so code that builds them compiles and tests can read them back; nothing is shown.
@preconcurrency @MainActor
open class MenuElement {
  /// The title shown for the element.
  public let title: String
  /// The image shown beside the title.
  public let image: Image?
  /// A second line under the title (UIKit's `subtitle`).
  public var subtitle: String?

  init(title: String, image: Image?) {
    self.title = title
    self.image = image
  }
}

extension MenuElement {
  /// How an element is drawn and whether it can be chosen: UIKit's `UIMenuElement.Attributes`,
  /// with its raw values.
  nonisolated public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Whether an element shows a check mark: UIKit's `UIMenuElement.State`.
  nonisolated public enum State: Int, Hashable, Sendable {
    case off, on, mixed
  }
}

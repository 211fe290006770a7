import Foundation

/// A titled group of actions and submenus: UIKit's `UIMenu`. Stored for controls' ``Button/menu``
/// and bar button items; Trellis shows no menus.
///
/// ```swift
/// sortButton.menu = Menu(title: "Sort", children: [
///   Action(title: "Name") { _ in sort(by: .name) },
///   Action(title: "Date", state: .on) { _ in sort(by: .date) },
/// ])
/// sortButton.showsMenuAsPrimaryAction = true
/// ```
@preconcurrency @MainActor
public final class Menu: MenuElement {
  /// Names a menu: UIKit's `UIMenu.Identifier`.
  nonisolated public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How a menu shows its children: UIKit's `UIMenu.Options`, with its raw values.
  nonisolated public struct Options: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let displayInline = Options(rawValue: 1 << 0)
    public static let destructive = Options(rawValue: 1 << 1)
    public static let singleSelection = Options(rawValue: 1 << 5)
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  /// The menu's name; a unique one by default.
  public let identifier: Identifier
  /// How the menu shows its children.
  public let options: Options
  /// The actions and submenus, in order.
  public let children: [MenuElement]

  /// A menu of `children`, as UIKit's `UIMenu(title:subtitle:image:identifier:options:children:)`.
  public init(
    title: String = "", subtitle: String? = nil, image: Image? = nil,
    identifier: Identifier? = nil, options: Options = [], children: [MenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
    self.options = options
    self.children = children
    super.init(title: title, image: image)
    self.subtitle = subtitle
  }

  /// The same menu with other children (UIKit's `replacingChildren(_:)`).
  public func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
    Menu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      children: newChildren)
  }
}

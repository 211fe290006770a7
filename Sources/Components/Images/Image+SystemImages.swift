import Foundation

// UIKit's preconfigured system images (`UIImage.checkmark`, `.add`, …, iOS 13) as the SF Symbols
// that look like them, at the size every symbol gets here (``Image/defaultSymbolSize``, 20 × 20
// points). UIKit does not say which symbols they are; the names follow Apple's descriptions
// ("a checkmark on a filled-circle background") where they give a shape (Decisions.md, "System
// images"). Only the size reaches a layout; the name shows in descriptions and pictures.

nonisolated extension Image {
  /// UIKit's `UIImage.checkmark`, "a checkmark on a filled-circle background" (Apple's page): the
  /// `checkmark.circle.fill` symbol.
  ///
  /// ```swift
  /// let selectedMark = ImageView(image: .checkmark)  // 20 × 20
  /// ```
  public static let checkmark = Image.systemImage("checkmark.circle.fill")

  /// UIKit's `UIImage.strokedCheckmark`, "a checkmark on a tinted circle with a white-stroked
  /// border" (Apple's page): the `checkmark.circle.fill` symbol too (the border is not modelled).
  public static let strokedCheckmark = Image.systemImage("checkmark.circle.fill")

  /// UIKit's `UIImage.add`: the `plus` symbol.
  public static let add = Image.systemImage("plus")

  /// UIKit's `UIImage.remove`: the `minus` symbol.
  public static let remove = Image.systemImage("minus")

  /// UIKit's `UIImage.actions`: the `ellipsis.circle` symbol.
  public static let actions = Image.systemImage("ellipsis.circle")

  /// The symbol image `Image(systemName: name)` makes, without the optional (names are non-empty).
  private static func systemImage(_ name: String) -> Image {
    Image(size: defaultSymbolSize, scale: 1, renderingMode: .automatic, symbolName: name)
  }
}

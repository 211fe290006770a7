import Foundation
import LayoutEngine

/// An image's size and scale — all a layout needs of UIKit's `UIImage`; no pixels are loaded.
///
/// ```swift
/// let photo = Image(size: CGSize(width: 120, height: 80), scale: 3)  // 120 × 80 points
/// let star = Image(systemName: "star.fill")                         // 20 × 20 points
/// let imageView = ImageView(image: photo)
/// imageView.intrinsicContentSize  // (120, 80)
/// ```
///
/// UIKit has no `UIImage(size:scale:)`: images come from files, assets or renderers. Trellis has
/// no image files, so tests say how big an image is. ``size`` is in points, as `UIImage.size` is;
/// ``scale`` is the number of pixels per point.
nonisolated public final class Image: Sendable, CustomStringConvertible {
  /// How an image view draws the image: UIKit's `UIImage.RenderingMode`.
  nonisolated public enum RenderingMode: Int, Hashable, Sendable {
    /// Symbol images as templates, others as they are (the default).
    case automatic = 0
    /// The image's own colours.
    case alwaysOriginal = 1
    /// A shape filled with the tint colour.
    case alwaysTemplate = 2
  }

  /// The size in points (never negative, never non-finite).
  public let size: CGSize
  /// Pixels per point (positive and finite).
  public let scale: CGFloat
  /// How an image view draws it (``RenderingMode/automatic`` unless set with
  /// ``withRenderingMode(_:)``).
  public let renderingMode: RenderingMode
  /// The SF Symbol's name for images made with ``init(systemName:)``, else nil (a Trellis addition,
  /// for pictures and descriptions).
  public let symbolName: String?
  /// The insets from the image's bounds to the part that aligns with other content (a shadow or a
  /// badge left out): UIKit's `UIImage.alignmentRectInsets`, zero unless set with
  /// ``withAlignmentRectInsets(_:)``. Symbol images have none in Trellis: their insets in UIKit come
  /// from each symbol's shape, which Trellis does not have (Decisions.md).
  public let alignmentRectInsets: EdgeInsets
  /// The symbol configuration the image was made with (nil: none); stored, the size does not
  /// depend on it (Image+SymbolConfiguration.swift).
  public let symbolConfiguration: SymbolConfiguration?

  /// The size ``init(systemName:)`` gives every symbol: 20 × 20 points.
  ///
  /// A choice: a symbol's size in UIKit depends on the symbol's own shape and the symbol
  /// configuration (text style, weight, scale), which Trellis does not model.
  public static let defaultSymbolSize = CGSize(width: 20, height: 20)

  /// An image of `size` points at `scale` pixels per point.
  ///
  /// A negative, NaN or infinite width or height is taken as 0; a scale that is not positive and
  /// finite is taken as 1 (Trellis choices: no input traps).
  public init(size: CGSize, scale: CGFloat = 1) {
    self.size = CGSize(width: Image.sanitized(size.width), height: Image.sanitized(size.height))
    self.scale = scale.isFinite && scale > 0 ? scale : 1
    self.renderingMode = .automatic
    self.symbolName = nil
    self.alignmentRectInsets = .zero
    self.symbolConfiguration = nil
  }

  /// A system symbol image, ``defaultSymbolSize`` at scale 1. Nil when the name is empty: Trellis
  /// has no symbol catalogue, so any other name is accepted (UIKit returns nil for unknown names).
  public convenience init?(systemName: String) {
    guard !systemName.isEmpty else { return nil }
    self.init(
      size: Image.defaultSymbolSize, scale: 1, renderingMode: .automatic, symbolName: systemName)
  }

  /// The image registered under `name` with ``register(named:size:scale:)``; nil when none is, as
  /// UIKit's `UIImage(named:)` is nil for a name its bundle lacks. Trellis reads no asset catalogs:
  /// a test registers the names its code uses, with their sizes.
  public convenience init?(named name: String) {
    guard let entry = Image.registeredImage(named: name) else { return nil }
    self.init(size: entry.size, scale: entry.scale, renderingMode: .automatic, symbolName: nil)
  }

  /// UIKit's `UIImage(named:in:compatibleWith:)`: the bundle and traits are ignored (the
  /// registry has one image per name).
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?
  ) {
    self.init(named: name)
  }

  /// Makes `Image(named: name)` an image of `size` points at `scale` (a Trellis name; UIKit reads
  /// its asset catalog). Registering a name again replaces its size. The registry is shared by
  /// the whole process and safe to use from parallel tests; use names your tests own.
  public static func register(named name: String, size: CGSize, scale: CGFloat = 1) {
    let image = Image(size: size, scale: scale)
    namedImages.withLock { $0[name] = (image.size, image.scale) }
  }

  /// Removes `name` from the registry: `Image(named: name)` is nil again.
  public static func unregister(named name: String) {
    namedImages.withLock { $0[name] = nil }
  }

  private static func registeredImage(named name: String) -> (size: CGSize, scale: CGFloat)? {
    namedImages.withLock { $0[name] }
  }

  private static let namedImages = NamedImages()

  init(
    size: CGSize, scale: CGFloat, renderingMode: RenderingMode, symbolName: String?,
    symbolConfiguration: SymbolConfiguration? = nil, alignmentRectInsets: EdgeInsets = .zero
  ) {
    self.size = size
    self.scale = scale
    self.renderingMode = renderingMode
    self.symbolName = symbolName
    self.alignmentRectInsets = alignmentRectInsets
    self.symbolConfiguration = symbolConfiguration
  }

  /// A system symbol image made with `configuration` (the same size as without one).
  public convenience init?(
    systemName: String, withConfiguration configuration: SymbolConfiguration?
  ) {
    guard !systemName.isEmpty else { return nil }
    self.init(
      size: Image.defaultSymbolSize, scale: 1, renderingMode: .automatic, symbolName: systemName,
      symbolConfiguration: configuration)
  }

  /// The same image drawn with another rendering mode.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
    Image(
      size: size, scale: scale, renderingMode: renderingMode, symbolName: symbolName,
      symbolConfiguration: symbolConfiguration, alignmentRectInsets: alignmentRectInsets)
  }

  /// The same image with other alignment insets: UIKit's `withAlignmentRectInsets(_:)`.
  public func withAlignmentRectInsets(_ alignmentInsets: EdgeInsets) -> Image {
    Image(
      size: size, scale: scale, renderingMode: renderingMode, symbolName: symbolName,
      symbolConfiguration: symbolConfiguration, alignmentRectInsets: alignmentInsets)
  }

  /// The same image with `configuration` (UIKit's `withConfiguration(_:)`); a plain image is
  /// returned as it is.
  public func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
    guard symbolName != nil else { return self }
    return Image(
      size: size, scale: scale, renderingMode: renderingMode, symbolName: symbolName,
      symbolConfiguration: configuration, alignmentRectInsets: alignmentRectInsets)
  }

  /// The same image with `configuration` applied over its own (UIKit's
  /// `applyingSymbolConfiguration(_:)`); nil for an image that is not a symbol.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
    guard symbolName != nil else { return nil }
    let combined = symbolConfiguration?.applying(configuration) ?? configuration
    return withConfiguration(combined)
  }

  /// Whether an image view fills the image's shape with its tint colour: a template, or a symbol
  /// drawn with ``RenderingMode/automatic``.
  public var isTemplate: Bool {
    renderingMode == .alwaysTemplate || (renderingMode == .automatic && symbolName != nil)
  }

  /// `Image(120 × 80 @3x)`, or `Image(systemName: "star")` for symbols.
  public var description: String {
    if let symbolName { return "Image(systemName: \"\(symbolName)\")" }
    return "Image(\(formatPoints(size.width)) × \(formatPoints(size.height)) "
      + "@\(formatPoints(scale))x)"
  }

  private static func sanitized(_ length: CGFloat) -> CGFloat {
    length.isFinite && length > 0 ? length : 0
  }
}

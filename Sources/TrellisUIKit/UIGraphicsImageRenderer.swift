import Components
import Foundation
import ViewHost

#if canImport(Darwin)
  import CoreGraphics
#endif

/// UIKit's `UIGraphicsImageRendererFormat`: the scale and opacity of the images a renderer makes.
@preconcurrency @MainActor
public final class UIGraphicsImageRendererFormat {
  /// Pixels per point; by default the main screen's (`UIScreen.main`, the host's while it lays
  /// out).
  public var scale: CGFloat
  /// Whether the image has no transparency (kept; nothing is drawn).
  public var opaque = false

  public init() { scale = Screen.main.scale }

  /// The main screen's format.
  public static func `default`() -> UIGraphicsImageRendererFormat {
    UIGraphicsImageRendererFormat()
  }
  /// The main screen's format (iOS 11).
  public static func preferred() -> UIGraphicsImageRendererFormat {
    UIGraphicsImageRendererFormat()
  }
}

/// The context a renderer's drawing closure receives: UIKit's `UIGraphicsImageRendererContext`.
/// Trellis draws nothing: the calls compile and do nothing (Documentation/Decisions.md, "Drawing
/// code").
@preconcurrency @MainActor
public final class UIGraphicsImageRendererContext {
  public let format: UIGraphicsImageRendererFormat
  /// The Core Graphics context drawing code calls.
  public let cgContext: CGContext
  private let size: CGSize

  init(format: UIGraphicsImageRendererFormat, size: CGSize) {
    self.format = format
    self.size = size
    cgContext = Self.makeContext()
  }

  /// What has been drawn so far: an image of the renderer's size.
  public var currentImage: UIImage { UIImage(size: size, scale: format.scale) }

  public func fill(_ rect: CGRect) {}
  public func stroke(_ rect: CGRect) {}
  public func clip(to rect: CGRect) {}

  #if canImport(Darwin)
    private static func makeContext() -> CGContext {
      // A one-pixel bitmap context: drawing into it changes nothing Trellis reads.
      guard
        let context = CGContext(
          data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
          space: CGColorSpaceCreateDeviceRGB(),
          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
      else { preconditionFailure("Core Graphics could not make a 1 × 1 bitmap context") }
      return context
    }
  #else
    private static func makeContext() -> CGContext { CGContext() }
  #endif
}

/// UIKit's `UIGraphicsImageRenderer`: makes an image of a size by running drawing code.
///
/// ```swift
/// let dot = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { context in
///   UIColor.systemRed.setFill()
///   context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 8, height: 8))
/// }
/// dot.size  // (8, 8)
/// ```
///
/// The image has the renderer's size and format's scale, which is what layout reads; the drawing
/// closure runs, but Trellis draws nothing (there are no pixels).
@preconcurrency @MainActor
public final class UIGraphicsImageRenderer {
  public let format: UIGraphicsImageRendererFormat
  private let bounds: CGRect

  public convenience init(size: CGSize) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: UIGraphicsImageRendererFormat())
  }

  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  public convenience init(bounds: CGRect) {
    self.init(bounds: bounds, format: UIGraphicsImageRendererFormat())
  }

  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    self.bounds = bounds
    self.format = format
  }

  /// Runs `actions` and returns an image of the renderer's size at the format's scale.
  public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let context = UIGraphicsImageRendererContext(format: format, size: bounds.size)
    actions(context)
    return context.currentImage
  }
}

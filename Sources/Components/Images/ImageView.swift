import Foundation
import LayoutEngine

/// A view that shows an image: UIKit's `UIImageView`. Its intrinsic content size is the size of the
/// image it shows, in points.
///
/// ```swift
/// let avatar = ImageView(image: Image(size: CGSize(width: 64, height: 64), scale: 3))
/// avatar.frame                // (0, 0, 64, 64): UIKit sizes the frame to the image
/// avatar.intrinsicContentSize // (64, 64)
/// avatar.image = nil
/// avatar.intrinsicContentSize // (-1, -1): View.noIntrinsicMetric on both axes
/// ```
@preconcurrency @MainActor
open class ImageView: View {
  /// The image shown when not highlighted; a change invalidates the intrinsic content size.
  open var image: Image? {
    didSet { if image !== oldValue { displayedImageDidChange(from: oldValue) } }
  }

  /// The image shown while ``isHighlighted`` (nil: ``image`` is shown then too).
  open var highlightedImage: Image? {
    didSet {
      if highlightedImage !== oldValue && isHighlighted {
        displayedImageDidChange(from: oldValue ?? image)
      }
    }
  }

  /// Whether the view shows ``highlightedImage`` (default false).
  /// The configuration symbols are drawn with in this view (UIKit's
  /// `preferredSymbolConfiguration`, default nil): stored; a symbol's size does not depend on it.
  open var preferredSymbolConfiguration: Image.SymbolConfiguration?

  open var isHighlighted = false {
    didSet {
      if isHighlighted != oldValue && highlightedImage != nil {
        displayedImageDidChange(from: oldValue ? highlightedImage : image)
      }
    }
  }

  /// The displayed image's alignment insets: constraints align the image's alignment rectangle
  /// (``Image/withAlignmentRectInsets(_:)``), as UIKit's image views do.
  open override var alignmentRectInsets: EdgeInsets {
    displayedImage?.alignmentRectInsets ?? .zero
  }

  /// A new displayed image: a new intrinsic size and, if they differ, new alignment insets.
  private func displayedImageDidChange(from old: Image?) {
    invalidateIntrinsicContentSize()
    if (old?.alignmentRectInsets ?? .zero) != alignmentRectInsets {
      invalidateAlignmentRectInsets()
    }
  }

  /// An image view sized to `image`, at the origin, as UIKit's `init(image:)` does.
  public init(image: Image?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false  // UIKit's default for this class
  }

  /// An image view sized to `image`, showing `highlightedImage` while highlighted.
  public init(image: Image?, highlightedImage: Image?) {
    self.image = image
    self.highlightedImage = highlightedImage
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false  // UIKit's default for this class
  }

  /// An empty image view with the given frame.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    isUserInteractionEnabled = false  // UIKit's default for this class
  }

  /// UIKit's archive initializer; Trellis has no nibs or archives and reads nothing from `coder`:
  /// the same as `init(frame: .zero)` (Documentation/Decisions.md, "init(coder:)").
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false  // UIKit's default for this class
  }

  /// The traits set, else `AccessibilityTraits.image` (a Trellis choice; an image view is not an
  /// accessibility element unless made one, as in UIKit).
  open override var accessibilityTraits: AccessibilityTraits {
    get { accessibilityTraitsIfSet ?? .image }
    set { super.accessibilityTraits = newValue }
  }

  /// The image on screen: ``highlightedImage`` while highlighted (when there is one), else ``image``.
  public var displayedImage: Image? {
    isHighlighted ? (highlightedImage ?? image) : image
  }

  /// The displayed image's size in points; with no image, `View.noIntrinsicMetric` on both axes,
  /// as UIKit's `(-1, -1)`.
  open override var intrinsicContentSize: CGSize {
    guard let image = displayedImage else {
      return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
    // The intrinsic size is the alignment rectangle's: the frame comes out the image's size.
    let insets = image.alignmentRectInsets
    return CGSize(
      width: max(0, image.size.width - insets.left - insets.right),
      height: max(0, image.size.height - insets.top - insets.bottom))
  }
}

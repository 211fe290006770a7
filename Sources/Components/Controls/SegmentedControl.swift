import Foundation
import LayoutEngine

/// A row of segments, one selected: UIKit's `UISegmentedControl`, as layout sees it.
///
/// Its intrinsic height is 32 points — the control's height since iOS 13's redesign (28 before),
/// Documentation/Components.md. Its width is the segments' widths side by side: a segment with a
/// width set (``setWidth(_:forSegmentAt:)``) keeps it; the others are as wide as the widest title
/// or image plus 8 points on each side (a choice, Decisions.md), or, with
/// ``apportionsSegmentWidthsByContent``, as wide as their own content plus the padding. Titles are
/// drawn in the system font at 13 points.
///
/// ```swift
/// let control = SegmentedControl(items: ["Day", "Week", "Month"])
/// control.selectedSegmentIndex = 0
/// control.intrinsicContentSize.height  // 32
/// ```
@preconcurrency @MainActor
open class SegmentedControl: Control {
  /// What a segment shows.
  enum Item {
    case title(String)
    case image(Image)
  }

  private var items: [Item] = []
  private var widths: [CGFloat] = []

  /// The selected segment, or ``noSegment`` (-1). An index out of range selects nothing.
  open var selectedSegmentIndex: Int = SegmentedControl.noSegment {
    didSet {
      if !(0..<items.count).contains(selectedSegmentIndex) {
        selectedSegmentIndex = Self.noSegment
      }
    }
  }

  /// UIKit's `UISegmentedControl.noSegment`.
  public static let noSegment = -1

  /// False unless set: in UIKit each segment is an element (a button, selected when chosen) and
  /// the control only contains them. Trellis does not model the segments' elements yet
  /// (Documentation/Decisions.md).
  open override var isAccessibilityElement: Bool {
    get { accessibilityElementIfSet ?? false }
    set { super.isAccessibilityElement = newValue }
  }

  /// Whether each segment is as wide as its own content (default false: all as wide as the
  /// widest).
  open var apportionsSegmentWidthsByContent = false { didSet { segmentsDidChange() } }

  /// The colour of the selected segment (drawn in pictures).
  open var selectedSegmentTintColor: Color?

  /// A control with no segments: UIKit's designated initializer, the one subclasses override.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// UIKit's archive initializer; Trellis has no nibs or archives and reads nothing from `coder`:
  /// the same as `init(frame: .zero)` (Documentation/Decisions.md, "init(coder:)").
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// A control with one segment per item: a `String` becomes a title, an ``Image`` an image;
  /// anything else is skipped (UIKit raises for other types). A convenience initializer, as in
  /// UIKit, so a subclass that overrides ``init(frame:)`` gets it.
  public convenience init(items: [Any]?) {
    self.init(frame: .zero)
    for item in items ?? [] {
      if let title = item as? String {
        self.items.append(.title(title))
      } else if let image = item as? Image {
        self.items.append(.image(image))
      } else {
        continue
      }
      widths.append(0)
    }
    if !self.items.isEmpty { segmentsDidChange() }
  }

  /// How many segments there are.
  public var numberOfSegments: Int { items.count }

  /// Inserts a segment titled `title` at `segment` (clamped to the valid range).
  open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    insert(.title(title ?? ""), at: segment)
  }

  /// Inserts a segment showing `image` at `segment` (clamped to the valid range).
  open func insertSegment(with image: Image?, at segment: Int, animated: Bool) {
    guard let image else { return insert(.title(""), at: segment) }
    insert(.image(image), at: segment)
  }

  private func insert(_ item: Item, at segment: Int) {
    let index = min(max(segment, 0), items.count)
    items.insert(item, at: index)
    widths.insert(0, at: index)
    if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
    segmentsDidChange()
  }

  /// Removes the segment at `segment`; an index out of range does nothing.
  open func removeSegment(at segment: Int, animated: Bool) {
    guard items.indices.contains(segment) else { return }
    items.remove(at: segment)
    widths.remove(at: segment)
    if selectedSegmentIndex == segment {
      selectedSegmentIndex = Self.noSegment
    } else if selectedSegmentIndex > segment {
      selectedSegmentIndex -= 1
    }
    segmentsDidChange()
  }

  /// Removes every segment.
  open func removeAllSegments() {
    items.removeAll()
    widths.removeAll()
    selectedSegmentIndex = Self.noSegment
    segmentsDidChange()
  }

  /// Sets the title of the segment at `segment`; an index out of range does nothing.
  open func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard items.indices.contains(segment) else { return }
    items[segment] = .title(title ?? "")
    segmentsDidChange()
  }

  /// The title of the segment at `segment`, nil for an image segment or an index out of range.
  open func titleForSegment(at segment: Int) -> String? {
    guard items.indices.contains(segment), case .title(let title) = items[segment] else {
      return nil
    }
    return title
  }

  /// Sets the image of the segment at `segment`.
  open func setImage(_ image: Image?, forSegmentAt segment: Int) {
    guard items.indices.contains(segment), let image else { return }
    items[segment] = .image(image)
    segmentsDidChange()
  }

  /// The image of the segment at `segment`.
  open func imageForSegment(at segment: Int) -> Image? {
    guard items.indices.contains(segment), case .image(let image) = items[segment] else {
      return nil
    }
    return image
  }

  /// Fixes the width of the segment at `segment` (0: sized by its content; a negative or
  /// non-finite width is taken as 0).
  open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
    guard items.indices.contains(segment) else { return }
    widths[segment] = width.isFinite && width > 0 ? width : 0
    segmentsDidChange()
  }

  /// The width set for the segment at `segment` (0 when sized by its content).
  open func widthForSegment(at segment: Int) -> CGFloat {
    items.indices.contains(segment) ? widths[segment] : 0
  }

  /// The font of the titles (13-point system font).
  static let titleFont = Font.systemFont(ofSize: 13)
  /// The padding on each side of a segment's content (a choice).
  static let segmentPadding: CGFloat = 8

  /// Each segment's content width: its title measured in ``titleFont``, or its image's width.
  private func contentWidths() -> [CGFloat] {
    items.map { item in
      switch item {
      case .title(let title): ceilToPixels(MeasuredText(title, font: Self.titleFont).width)
      case .image(let image): image.size.width
      }
    }
  }

  /// The width of each segment as laid out at the intrinsic size.
  public var segmentWidths: [CGFloat] {
    let content = contentWidths().map { $0 + 2 * Self.segmentPadding }
    let widest = content.max() ?? 0
    return zip(widths, content).map { fixed, own in
      fixed > 0 ? fixed : apportionsSegmentWidthsByContent ? own : widest
    }
  }

  /// The segments side by side, 32 points tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: segmentWidths.reduce(0, +), height: 32)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  private func segmentsDidChange() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }
}

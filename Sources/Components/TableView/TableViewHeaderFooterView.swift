import Foundation
import LayoutEngine

/// A section header or footer: UIKit's `UITableViewHeaderFooterView`. The table makes one for each
/// title its data source gives; return your own (or a subclass) from the delegate's
/// `tableView(_:viewForHeaderInSection:)`. With the header height at
/// ``TableView/automaticDimension`` it is sized like a self-sizing cell: its content view measured
/// at its width.
@preconcurrency @MainActor
open class TableViewHeaderFooterView: View {
  /// The identifier it was made with.
  public let reuseIdentifier: String?
  /// The view that holds the content; it fills the view (inside the safe area on the sides when
  /// the table's ``TableView/insetsContentViewsToSafeArea``).
  public let contentView = View()
  private var storedTextLabel: Label?

  /// UIKit's designated initializer, the one subclasses override.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// UIKit's archive initializer; Trellis has no nibs or archives and reads nothing from `coder`:
  /// the same as `init(reuseIdentifier: nil)` (Documentation/Decisions.md, "init(coder:)").
  public required init?(coder: NSCoder) {
    self.reuseIdentifier = nil
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// How a table makes a view of a registered class from its metatype (a Trellis name):
  /// `init(reuseIdentifier:)`, which reaches a subclass's override. A `required convenience`
  /// initializer, so subclasses that override the designated initializers inherit it.
  public required convenience init(dequeuedWithReuseIdentifier reuseIdentifier: String?) {
    self.init(reuseIdentifier: reuseIdentifier)
  }

  public convenience override init(frame: CGRect = .zero) {
    self.init(reuseIdentifier: nil)
    if frame != .zero { self.frame = frame }
  }

  /// The title label, made on first use, pinned to the content view's layout margins.
  open var textLabel: Label? {
    if let storedTextLabel { return storedTextLabel }
    let label = Label()
    label.numberOfLines = 0
    label.adjustsFontForContentSizeCategory = true
    label.font = .preferredFont(forTextStyle: .footnote)
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    let margins = contentView.layoutMarginsGuide
    LayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: margins.topAnchor),
      label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
    storedTextLabel = label
    return label
  }

  /// Whether the table should stay out of the safe area on the sides when placing the content.
  var insetsContentViewToSafeArea = true

  /// Places the content view in the bounds (inside the safe area on the sides, if asked).
  func layoutHeaderFooterContent() {
    let safe = insetsContentViewToSafeArea ? safeAreaInsets : .zero
    contentView.frame = CGRect(
      x: safe.left, y: 0, width: max(0, bounds.width - safe.left - safe.right),
      height: bounds.height)
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutHeaderFooterContent()
  }
}

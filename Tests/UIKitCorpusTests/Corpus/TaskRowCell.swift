#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A to-do item shared by the list and its detail screen. `@Observable`: on iOS 26 a cell that
/// reads it in its configuration update handler is updated when it changes.
@Observable
final class TaskItem {
  var title: String
  var notes: String?
  var isDone = false
  var isFlagged = false

  init(title: String, notes: String? = nil) {
    self.title = title
    self.notes = notes
  }
}

/// A row of a to-do list, configured in `configurationUpdateHandler` (iOS 15) from the item and
/// the cell's state: the list content configuration, a checkmark image, the flag as the
/// accessory, and a tinted background while selected. No `didSet`, no reload: observation
/// tracking updates the row when the item changes.
final class TaskRowCell: UITableViewCell {
  private(set) var item: TaskItem?

  func configure(with item: TaskItem) {
    self.item = item
    configurationUpdateHandler = { cell, state in
      guard let cell = cell as? TaskRowCell, let item = cell.item else { return }
      var content = UIListContentConfiguration.subtitleCell().updated(for: state)
      content.text = item.title
      content.secondaryText = item.notes
      content.image = UIImage(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
      content.textProperties.color = item.isDone ? .secondaryLabel : .label
      cell.contentConfiguration = content
      cell.accessoryType = item.isFlagged ? .detailButton : .none
      cell.contentView.backgroundColor =
        state.isSelected || state.isHighlighted ? .systemBlue.withAlphaComponent(0.1) : .clear
    }
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    item = nil
  }
}

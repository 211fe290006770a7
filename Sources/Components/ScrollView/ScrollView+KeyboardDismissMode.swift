extension ScrollView {
  /// How dragging the content dismisses the keyboard: UIKit's
  /// `UIScrollView.KeyboardDismissMode`, with its raw values.
  nonisolated public enum KeyboardDismissMode: Int, Hashable, Sendable {
    case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
  }
}

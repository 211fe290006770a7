/// Something constraints can relate: a ``View`` or a ``LayoutGuide`` (UIKit takes `Any` and raises
/// on anything else; Trellis checks it at compile time).
@preconcurrency @MainActor
public protocol LayoutItem: AnyObject {
  /// The view whose coordinate space the item lives in: the view itself, or a guide's owning view.
  var layoutOwningView: View? { get }
  /// The item's name in descriptions: its identifier, else its path in the tree.
  var layoutName: String { get }
}

import Foundation
import LayoutEngine

/// An item of a collection view: UIKit's `UICollectionViewCell`. Put content in ``contentView``,
/// which fills the cell. With the flow layout's ``CollectionViewFlowLayout/estimatedItemSize`` set
/// (for example to ``CollectionViewFlowLayout/automaticSize``) the item takes the size its content
/// view's constraints give it.
open class CollectionViewCell: View {
  /// The identifier the cell was dequeued with.
  public internal(set) var reuseIdentifier: String?
  /// The view that holds the item's content; it fills the cell.
  public let contentView = View()

  /// Makes a cell; subclasses override this initializer (the one
  /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` calls).
  public required override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.frame = bounds
    addSubview(contentView)
  }

  /// A cell with a zero frame.
  public convenience init() { self.init(frame: .zero) }

  /// Called before the cell is handed out again by the reuse queue; does nothing by default.
  open func prepareForReuse() {}

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
  }
}

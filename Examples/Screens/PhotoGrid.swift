import Components
import Foundation
import LayoutDSL
import ViewHost

/// A photo grid: a collection view with a flow layout, square items two points apart, as many
/// columns of at least 120 points as the safe area holds (three at least). The section insets are measured from the
/// safe area (`sectionInsetReference = .fromSafeArea`), so in landscape on an iPhone X the grid
/// stays clear of the sensor housing while the collection view itself runs edge to edge.
public final class PhotoGridController: ViewController, CollectionViewDataSource,
  CollectionViewDelegateFlowLayout
{
  public static let photoCount = 20
  public static let spacing: CGFloat = 2

  public let layout = CollectionViewFlowLayout()
  public private(set) lazy var grid = CollectionView(frame: .zero, collectionViewLayout: layout)

  public override func viewDidLoad() {
    view.accessibilityIdentifier = "photos"
    grid.accessibilityIdentifier = "grid"
    layout.minimumInteritemSpacing = Self.spacing
    layout.minimumLineSpacing = Self.spacing
    layout.sectionInsetReference = .fromSafeArea
    grid.alwaysBounceVertical = true
    grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
    grid.dataSource = self
    grid.delegate = self
    view.addSubview(grid)
    constrain(grid, view) { grid, root in
      grid.edges == root.edges
    }
  }

  public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    Self.photoCount
  }

  public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    cell.accessibilityIdentifier = "photo\(indexPath.item)"
    return cell
  }

  /// Square items that fill a row inside the safe area — as many columns of at least 120 points
  /// as fit, three at least — rounded down to the pixel grid so that they always fit.
  public func collectionView(
    _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    let safe = collectionView.safeAreaInsets
    let inset = collectionView.adjustedContentInset
    let width =
      collectionView.bounds.width - max(safe.left, inset.left) - max(safe.right, inset.right)
    let count = CGFloat(max(3, Int((width + Self.spacing) / (120 + Self.spacing))))
    let scale = max(1, traitCollection.displayScale)
    let side = ((width - Self.spacing * (count - 1)) / count * scale).rounded(.down) / scale
    return CGSize(width: max(0, side), height: max(0, side))
  }
}

/// A photo: an image view filling the cell.
public final class PhotoCell: CollectionViewCell {
  public let photo = ImageView(image: Image(size: CGSize(width: 300, height: 300), scale: 3))

  public override init(frame: CGRect) {
    super.init(frame: frame)
    photo.contentMode = .scaleAspectFill
    photo.clipsToBounds = true
    photo.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(photo)
    constrain(photo, contentView) { photo, content in
      photo.edges == content.edges
    }
  }

  public required init?(coder: NSCoder) { nil }
}

import Testing
import TrellisUIKit

/// A list screen as UIKit code writes one: a table view controller that is its own data source and
/// delegate, with the built-in content configuration.
private final class ContactsViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate
{
  let tableView = UITableView(frame: .zero, style: .insetGrouped)
  let names = ["Ada", "Grace", "Katherine"]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.translatesAutoresizingMaskIntoConstraints = false
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
    let guide: UILayoutGuide = view.safeAreaLayoutGuide
    let leading: NSLayoutXAxisAnchor = tableView.leadingAnchor
    let top: NSLayoutYAxisAnchor = tableView.topAnchor
    let width: NSLayoutDimension = tableView.widthAnchor
    let anchor: NSLayoutAnchor<NSLayoutXAxisAnchor> = tableView.trailingAnchor
    NSLayoutConstraint.activate([
      leading.constraint(equalTo: view.leadingAnchor),
      anchor.constraint(equalTo: view.trailingAnchor),
      top.constraint(equalTo: guide.topAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
      width.constraint(lessThanOrEqualToConstant: 2000),
    ])
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
    var content: UIListContentConfiguration = cell.defaultContentConfiguration()
    content.text = names[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }
}

/// A grid as UIKit code writes one, sized by the flow layout delegate.
private final class GridViewController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDelegateFlowLayout
{
  let layout = UICollectionViewFlowLayout()
  lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)

  override func viewDidLoad() {
    super.viewDidLoad()
    layout.minimumInteritemSpacing = 0
    layout.minimumLineSpacing = 0
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = self
    collectionView.delegate = self
    collectionView.frame = view.bounds
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 4 }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    CGSize(width: collectionView.bounds.width / 2, height: 100)
  }
}

/// A settings card using the controls, traits and text types by their UIKit names.
private final class SettingsCard: UIView {
  let title = UILabel()
  let volume = UISlider()
  let mode = UISegmentedControl(items: ["Day", "Night"])
  let pages = UIPageControl()
  let progress = UIProgressView(progressViewStyle: .default)
  let spinner = UIActivityIndicatorView(style: .medium)
  let stack = UIStackView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    title.font = UIFontMetrics(forTextStyle: .headline).scaledFont(
      for: .systemFont(ofSize: 17, weight: .semibold))
    title.adjustsFontForContentSizeCategory = true
    title.lineBreakMode = NSLineBreakMode.byTruncatingTail
    title.accessibilityTraits = UIAccessibilityTraits.header
    pages.numberOfPages = 3
    let controls: [UIControl] = [volume, mode, pages]
    for control in controls { control.isEnabled = true }
    stack.axis = .vertical
    stack.spacing = 8
    stack.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 16, leading: 16, bottom: 16, trailing: 16)
    stack.isLayoutMarginsRelativeArrangement = true
    for view in [title, volume, mode, pages, progress, spinner] { stack.addArrangedSubview(view) }
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: topAnchor),
      stack.leadingAnchor.constraint(equalTo: leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: trailingAnchor),
      stack.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    let category: UIContentSizeCategory = traitCollection.preferredContentSizeCategory
    stack.spacing = category.isAccessibilityCategory ? 12 : 8
    let direction: UIUserInterfaceLayoutDirection = traitCollection.layoutDirection
    let sizeClass: UIUserInterfaceSizeClass = traitCollection.horizontalSizeClass
    let idiom: UIUserInterfaceIdiom = traitCollection.userInterfaceIdiom
    if idiom == .pad { stack.spacing = 16 }
    _ = (direction, sizeClass)
  }
}

/// Screens written with UIKit's names for lists, controls and traits lay out on a host.
@Suite struct UIKitScreenTests {
  @Test func aTableScreenLaysOutItsRows() {
    let controller = ContactsViewController()
    let host = ViewHost(rootViewController: controller, configuration: .iPhone8(.portrait))
    host.layoutIfNeeded()
    #expect(controller.tableView.frame == CGRect(x: 0, y: 20, width: 375, height: 647))
    #expect(controller.tableView.visibleCells.count == 3)
    #expect(host.layoutDiagnostics.isEmpty)
  }

  @Test func aGridScreenSizesItemsThroughItsDelegate() {
    let controller = GridViewController()
    let host = ViewHost(rootViewController: controller, configuration: .iPhone8(.portrait))
    host.layoutIfNeeded()
    let attributes: UICollectionViewLayoutAttributes? = controller.collectionView
      .layoutAttributesForItem(at: IndexPath(item: 3, section: 0))
    #expect(attributes?.frame == CGRect(x: 187.5, y: 100, width: 187.5, height: 100))
  }

  @Test func aCardOfControlsLaysOutWithoutProblems() {
    let card = SettingsCard()
    card.semanticContentAttribute = UISemanticContentAttribute.forceRightToLeft
    let host = ViewHost(rootViewController: UIViewController(), configuration: .iPhone8(.portrait))
    let root: UIView = host.rootView
    card.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    host.layoutIfNeeded()
    #expect(host.layoutDiagnostics.isEmpty)
    #expect(card.stack.frame.width == 375)
    #expect(card.title.frame.minX == 16)
    #expect(card.pages.numberOfPages == 3)
    #expect(card.traitCollection.userInterfaceIdiom == .phone)
    #expect(card.stack.spacing == 8)
    #expect(UIView().traitCollection.userInterfaceIdiom == .unspecified)
  }
}

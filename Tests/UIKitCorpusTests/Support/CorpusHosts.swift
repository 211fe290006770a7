import Foundation
import TrellisUIKit

/// A table view controller's table with one row of `Cell`, filling the root edge to edge so that
/// the adjusted content inset does the work, as on a device (ScrollViewsAndLists.md, "Testing
/// cells"). The table sizes the row: the cell is as wide as the table and as tall as its content
/// view's fitting height, plus the separator.
final class OneRowTableController<Cell: UITableViewCell>: UIViewController, UITableViewDataSource {
  let tableView: UITableView
  private let configure: (Cell) -> Void

  init(style: UITableView.Style = .plain, configure: @escaping (Cell) -> Void) {
    tableView = UITableView(frame: .zero, style: style)
    self.configure = configure
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.translatesAutoresizingMaskIntoConstraints = false
    tableView.register(Cell.self, forCellReuseIdentifier: "cell")
    tableView.dataSource = self
    view.addSubview(tableView)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    if let cell = cell as? Cell { configure(cell) }
    return cell
  }

  /// The laid-out row's cell, nil before layout or if the table made another class.
  var cell: Cell? { tableView.rows.first?.cell as? Cell }
}

/// A collection view with one item of `Cell` in a flow layout: `itemSize` when given, else
/// self-sizing (`UICollectionViewFlowLayout.automaticSize`).
final class OneItemCollectionController<Cell: UICollectionViewCell>: UIViewController,
  UICollectionViewDataSource
{
  let collectionView: UICollectionView
  private let configure: (Cell) -> Void

  init(itemSize: CGSize?, configure: @escaping (Cell) -> Void) {
    let layout = UICollectionViewFlowLayout()
    layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    if let itemSize {
      layout.itemSize = itemSize
    } else {
      layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    }
    collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    self.configure = configure
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.translatesAutoresizingMaskIntoConstraints = false
    collectionView.register(Cell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = self
    view.addSubview(collectionView)
    NSLayoutConstraint.activate([
      collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      collectionView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
      collectionView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
      collectionView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
    ])
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    1
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    if let cell = cell as? Cell { configure(cell) }
    return cell
  }

  var cell: Cell? { collectionView.items.first?.cell as? Cell }
}

/// A root that shows one view the way a screen places a component: in the root's readable content
/// guide (the margins on a phone, a centred 672-point column on an iPad), 16 points below the safe
/// area's top, as tall as its constraints make it — or, with `fills`, filling the safe area.
final class ComponentController<Component: UIView>: UIViewController {
  let component: Component
  private let fills: Bool

  init(fills: Bool = false, _ make: () -> Component) {
    component = make()
    self.fills = fills
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    component.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(component)
    let safeArea = view.safeAreaLayoutGuide
    if fills {
      NSLayoutConstraint.activate([
        component.topAnchor.constraint(equalTo: safeArea.topAnchor),
        component.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
        component.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
        component.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
      ])
    } else {
      NSLayoutConstraint.activate([
        component.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 16),
        component.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
        component.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
        component.bottomAnchor.constraint(lessThanOrEqualTo: safeArea.bottomAnchor),
      ])
    }
  }
}

/// Lays `controller` out on `device` and returns the host.
func host(_ controller: UIViewController, on device: CorpusDevice) -> ViewHost {
  let host = ViewHost(rootViewController: controller, configuration: device.configuration)
  host.layoutIfNeeded()
  return host
}

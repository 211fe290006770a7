#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A cart: the items in an inset-grouped table, and the totals pinned under it.
public final class CartViewController: UIViewController, UITableViewDataSource {
  public private(set) var items: [CartItem]

  public let tableView = UITableView(frame: .zero, style: .insetGrouped)
  public let totalView = OrderTotalView()

  /// Called with the items when the customer checks out.
  public var onCheckout: (([CartItem]) -> Void)?

  public init(items: [CartItem]) {
    self.items = items
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Cart"
    view.backgroundColor = .systemGroupedBackground

    tableView.register(CartItemCell.self, forCellReuseIdentifier: CartItemCell.reuseIdentifier)
    tableView.dataSource = self
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 72
    tableView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(tableView)

    totalView.configure(with: items)
    totalView.onCheckout = { [weak self] in
      guard let self else { return }
      self.onCheckout?(self.items)
    }
    totalView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(totalView)

    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: totalView.topAnchor),

      totalView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      totalView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      totalView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }

  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: CartItemCell.reuseIdentifier, for: indexPath)
    (cell as? CartItemCell)?.configure(with: items[indexPath.row])
    return cell
  }
}

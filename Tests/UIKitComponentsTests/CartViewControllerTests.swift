import LayoutTesting
import Testing
import TrellisUIKit
import UIKitComponents

/// The UIKit sample (`Examples/UIKitComponents`): component files that use only UIKit's API, laid
/// out on Linux through `TrellisUIKit`.
@Suite struct CartViewControllerTests {
  static let matrix = LayoutMatrix(
    devices: [
      HostConfiguration.iPhoneSE3, HostConfiguration.iPhone15, HostConfiguration.iPadPro11,
    ],
    contentSizeCategories: [.large, .accessibilityExtraLarge])

  @Test func cartHasNoLayoutProblemsOnAnyDeviceOrTextSize() {
    Self.matrix.expectNoLayoutProblems(of: { CartViewController(items: CartItem.samples) })
  }

  @Test func totalsSitAboveTheHomeIndicatorAndTheTableEndsAtThem() {
    let controller = CartViewController(items: CartItem.samples)
    let host = ViewHost(rootViewController: controller, configuration: .iPhone15(.portrait))
    host.layoutIfNeeded()

    let root = host.rootView.bounds
    let totals = controller.totalView
    #expect(totals.frame.maxY == root.maxY)
    #expect(totals.frame.width == root.width)
    #expect(controller.tableView.frame.maxY == totals.frame.minY)
    // The button ends 12 points above the safe area's bottom (34 on an iPhone 15, §3.2) and sits
    // in the root's side margins, 20 points on a root wider than 375 points (§2.3).
    let button = controller.totalView.checkoutButton.convert(
      controller.totalView.checkoutButton.bounds, to: host.rootView)
    let buttonBottom: CGFloat = root.maxY - 34 - 12
    #expect(abs(button.maxY - buttonBottom) < 0.5)
    #expect(abs(button.minX - 20) < 0.5)
    #expect(abs(button.maxX - (root.maxX - 20)) < 0.5)
    #expect(controller.totalView.totalRow.value.text == "$81.00")
    #expect(controller.totalView.shippingRow.value.text == "Free")
  }

  /// The customer raises the text size to an accessibility size while the cart shows: each cell
  /// hears of it in `traitCollectionDidChange(_:)` and stacks its price under its name.
  @Test func rowsTurnIntoColumnsAtAccessibilitySizes() throws {
    let controller = CartViewController(items: CartItem.samples)
    let host = ViewHost(rootViewController: controller, configuration: .iPhone15(.portrait))
    host.layoutIfNeeded()
    var cell = try #require(controller.tableView.rows[1].cell as? CartItemCell)
    var name = cell.nameLabel.convert(cell.nameLabel.bounds, to: cell.contentView)
    var price = cell.priceLabel.convert(cell.priceLabel.bounds, to: cell.contentView)
    #expect(cell.rowStack.axis == .horizontal)
    #expect(price.minX >= name.maxX + 12 - 0.5)
    #expect(
      abs(price.maxX - (cell.contentView.bounds.width - cell.contentView.layoutMargins.right)) < 0.5
    )

    host.configuration.preferredContentSizeCategory = .accessibilityExtraLarge
    host.layoutIfNeeded()
    expectNoLayoutProblems(host.rootView)
    cell = try #require(controller.tableView.rows[1].cell as? CartItemCell)
    name = cell.nameLabel.convert(cell.nameLabel.bounds, to: cell.contentView)
    price = cell.priceLabel.convert(cell.priceLabel.bounds, to: cell.contentView)
    #expect(cell.rowStack.axis == .vertical)
    #expect(price.minY >= name.maxY - 0.5)
    #expect(abs(name.minX - cell.contentView.layoutMargins.left) < 0.5)
    #expect(!cell.nameLabel.isTextTruncated)
  }

  /// The cart opens at an accessibility text size: each cell reads the table's traits when the
  /// table takes it (`didMoveToSuperview()`) and lays its row out as a column from the start.
  @Test func rowsAreColumnsWhenTheCartOpensAtAnAccessibilitySize() throws {
    var configuration = HostConfiguration.iPhone15(.portrait)
    configuration.preferredContentSizeCategory = .accessibilityExtraLarge
    let controller = CartViewController(items: CartItem.samples)
    let host = ViewHost(rootViewController: controller, configuration: configuration)
    host.layoutIfNeeded()
    expectNoLayoutProblems(host.rootView)
    for row in controller.tableView.rows {
      let cell = try #require(row.cell as? CartItemCell)
      #expect(cell.rowStack.axis == .vertical)
      let content = cell.contentView
      let name = cell.nameLabel.convert(cell.nameLabel.bounds, to: content)
      let price = cell.priceLabel.convert(cell.priceLabel.bounds, to: content)
      #expect(abs(name.minX - content.layoutMargins.left) < 0.5)
      #expect(price.minY >= name.maxY - 0.5)
      #expect(name.maxX <= content.bounds.width - content.layoutMargins.right + 0.5)
      #expect(!cell.nameLabel.isTextTruncated)
    }
  }

  @Test func checkoutHandsOverTheItems() {
    let controller = CartViewController(items: CartItem.samples)
    var checkedOut: [CartItem]?
    controller.onCheckout = { checkedOut = $0 }
    let host = ViewHost(rootViewController: controller, configuration: .iPhoneSE3(.portrait))
    host.layoutIfNeeded()
    controller.totalView.checkoutButton.sendActions(for: .touchUpInside)
    #expect(checkedOut == CartItem.samples)
  }

  @Test func cartSnapshot() {
    let host = ViewHost(
      rootViewController: CartViewController(items: CartItem.samples),
      configuration: .iPhone15(.portrait))
    host.layoutIfNeeded()
    expectLayoutSnapshot(of: host.rootView)
  }
}

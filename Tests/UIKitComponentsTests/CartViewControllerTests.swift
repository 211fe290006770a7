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
    // in the root's 16-point side margins (§2.2).
    let button = controller.totalView.checkoutButton.convert(
      controller.totalView.checkoutButton.bounds, to: host.rootView)
    #expect(button.maxY == root.maxY - 34 - 12)
    #expect(button.minX == 16)
    #expect(button.maxX == root.maxX - 16)
    #expect(controller.totalView.totalRow.value.text == "$81.00")
    #expect(controller.totalView.shippingRow.value.text == "Free")
  }

  @Test func rowsTurnIntoColumnsAtAccessibilitySizes() throws {
    var configuration = HostConfiguration.iPhone15(.portrait)
    for category in [ContentSizeCategory.large, .accessibilityExtraLarge] {
      configuration.preferredContentSizeCategory = category
      let controller = CartViewController(items: CartItem.samples)
      let host = ViewHost(rootViewController: controller, configuration: configuration)
      host.layoutIfNeeded()
      let cell = try #require(controller.tableView.rows[1].cell as? CartItemCell)
      let name = cell.nameLabel.convert(cell.nameLabel.bounds, to: cell.contentView)
      let price = cell.priceLabel.convert(cell.priceLabel.bounds, to: cell.contentView)
      if category.isAccessibilityCategory {
        #expect(cell.rowStack.axis == .vertical)
        #expect(price.minY >= name.maxY)
        #expect(name.minX == cell.contentView.layoutMargins.left)
      } else {
        #expect(cell.rowStack.axis == .horizontal)
        #expect(price.minX >= name.maxX + 12)
        #expect(price.maxX == cell.contentView.bounds.width - cell.contentView.layoutMargins.right)
      }
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

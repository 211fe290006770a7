import LayoutTesting
import Testing
import TrellisUIKit

/// The corpus's collection cells in a flow layout: a fixed item size, and a self-sizing tag.
@Suite struct CorpusCollectionCellTests {
  @Test(arguments: CorpusDevice.allCases)
  func productCellPutsTheNameAndPriceUnderAFourByThreeImage(on device: CorpusDevice) throws {
    let controller = OneItemCollectionController<ProductCell>(
      itemSize: CGSize(width: 160, height: 216)
    ) {
      $0.configure(
        with: Product(
          name: "Ceramic pour-over coffee set", price: "$42.00", imageName: "cup.and.saucer"))
    }
    let host = host(controller, on: device)
    expectNoLayoutProblems(host.rootView)
    let cell = try #require(controller.cell)

    // A line with one item: the flow layout centres it (ScrollViewsAndLists.md, flow layout).
    let collection = controller.collectionView.bounds
    #expect(isClose(cell.frame.midX, collection.midX))
    #expect(isClose(cell.frame.minY, 16))
    #expect(isClose(cell.frame.size, CGSize(width: 160, height: 216)))
    #expect(isClose(cell.imageView.frame, CGRect(x: 0, y: 0, width: 160, height: 120)))
    #expect(isClose(cell.nameLabel.frame.minX, 10))
    #expect(isClose(cell.nameLabel.frame.minY, 128))
    #expect(isClose(cell.nameLabel.frame.width, 140))
    #expect(isClose(cell.priceLabel.frame.maxY, 206))
    #expect(cell.priceLabel.frame.minY >= cell.nameLabel.frame.maxY + 4 - 0.5)
    #expect(cell.contentView.layer.cornerRadius == 12)
  }

  @Test(arguments: CorpusDevice.allCases)
  func tagCellSizesItselfAroundItsLabel(on device: CorpusDevice) throws {
    let controller = OneItemCollectionController<TagCell>(itemSize: nil) {
      $0.label.text = "Photography"
    }
    let host = host(controller, on: device)
    expectNoLayoutProblems(host.rootView)
    let cell = try #require(controller.cell)

    let label = cell.label.intrinsicContentSize
    #expect(isClose(cell.frame.width, label.width + 28, within: 1))
    #expect(isClose(cell.frame.height, label.height + 16, within: 1))
    #expect(isClose(cell.label.frame.minX, 14))
    #expect(isClose(cell.label.frame.minY, 8))
    #expect(!cell.label.isTextTruncated)
  }

  @Test func tagCellRecoloursWhenSelected() {
    let cell = TagCell(frame: CGRect(x: 0, y: 0, width: 100, height: 32))
    cell.isSelected = true
    #expect(cell.contentView.backgroundColor == .systemBlue)
    #expect(cell.label.textColor == .white)
  }
}

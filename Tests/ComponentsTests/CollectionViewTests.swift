import Components
import Foundation
import LayoutTesting
import Testing
import ViewHost

/// `CollectionView` with `CollectionViewFlowLayout`. Sources: Apple's documentation of
/// `UICollectionViewFlowLayout` (`itemSize` "The default size value is (50.0, 50.0)",
/// `minimumLineSpacing` and `minimumInteritemSpacing` default 10.0, `sectionInset` zero,
/// `sectionInsetReference` default `.fromContentInset`, `scrollDirection` default vertical,
/// `estimatedItemSize` default zero and `automaticSize`) and of `UICollectionView`; UIKit's log
/// for items wider than the line ("The behavior of the UICollectionViewFlowLayout is not defined
/// because: the item width must be less than the width of the UICollectionView minus the section
/// insets left and right values, minus the content insets left and right values").
@Suite struct CollectionViewTests {
  final class Source: CollectionViewDataSource {
    var counts: [Int]
    var configure: (CollectionViewCell, IndexPath) -> Void
    init(
      _ counts: [Int], configure: @escaping (CollectionViewCell, IndexPath) -> Void = { _, _ in }
    ) {
      self.counts = counts
      self.configure = configure
    }
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      counts[section]
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
      -> CollectionViewCell
    {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      configure(cell, indexPath)
      return cell
    }
  }

  private func grid(
    _ layout: CollectionViewFlowLayout, _ source: Source, _ configuration: HostConfiguration
  ) -> ListScene<CollectionView> {
    let view = CollectionView(frame: .zero, collectionViewLayout: layout)
    view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.dataSource = source
    return ListScene(view, configuration)
  }

  @Test func defaultsAreUIKits() {
    let layout = CollectionViewFlowLayout()
    #expect(layout.itemSize == CGSize(width: 50, height: 50))
    #expect(layout.minimumLineSpacing == 10)
    #expect(layout.minimumInteritemSpacing == 10)
    #expect(layout.sectionInset == .zero)
    #expect(layout.sectionInsetReference == .fromContentInset)
    #expect(layout.scrollDirection == .vertical)
    #expect(layout.estimatedItemSize == .zero)
    let view = CollectionView(frame: .zero, collectionViewLayout: layout)
    #expect(layout.collectionView === view)
    #expect(!view.alwaysBounceVertical)
  }

  /// Items fill a row while they fit with 10 points between them; the row's leftover length is
  /// shared between the gaps; rows are 10 apart; a row of one item centres it.
  @Test func itemsFillLinesAndShareTheLeftover() {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let source = Source([7])
    let scene = grid(layout, source, .iPhoneSE3(.portrait))
    let frames = scene.list.items.map(\.frame)
    #expect(frames[0] == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(frames[1] == CGRect(x: 137.5, y: 0, width: 100, height: 100))
    #expect(frames[2] == CGRect(x: 275, y: 0, width: 100, height: 100))
    #expect(frames[3].minY == 110)
    #expect(frames[6] == CGRect(x: 137.5, y: 220, width: 100, height: 100))
    #expect(scene.list.contentSize == CGSize(width: 375, height: 320))
    // 320 points fit in 667 − 20: no vertical scrolling, so no vertical safe area in the inset.
    #expect(scene.list.adjustedContentInset == .zero)
    #expect(scene.host.layoutDiagnostics.isEmpty)
  }

  /// Section insets, the delegate's sizes, and items of different heights centred in their line.
  @Test func sectionInsetsAndDelegateSizes() {
    final class Sizes: CollectionViewDelegateFlowLayout {
      func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
      ) -> CGSize {
        CGSize(width: 100, height: indexPath.item == 1 ? 60 : 40)
      }
    }
    let layout = CollectionViewFlowLayout()
    layout.sectionInset = EdgeInsets(top: 20, left: 15, bottom: 30, right: 15)
    let sizes = Sizes()
    let view = CollectionView(frame: .zero, collectionViewLayout: layout)
    view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    view.delegate = sizes
    let source = Source([3, 1])
    view.dataSource = source
    _ = ListScene(view, .iPhoneSE3(.portrait))
    let frames = view.items.map(\.frame)
    #expect(frames[0] == CGRect(x: 15, y: 30, width: 100, height: 40))
    #expect(frames[1] == CGRect(x: 137.5, y: 20, width: 100, height: 60))
    #expect(frames[2] == CGRect(x: 260, y: 30, width: 100, height: 40))
    // Section 1 starts after section 0's bottom inset and its own top inset; one item: centred.
    #expect(frames[3] == CGRect(x: 137.5, y: 20 + 60 + 30 + 20, width: 100, height: 40))
  }

  /// `sectionInsetReference` on an iPhone X in landscape: from the content inset the grid runs
  /// under the sensor housing (x = 0); from the safe area it starts at 44; from the layout
  /// margins at 8 + 44 = 52.
  @Test func sectionInsetReferenceInLandscape() {
    for (reference, x) in [
      (CollectionViewFlowLayout.SectionInsetReference.fromContentInset, CGFloat(0)),
      (.fromSafeArea, 44),
      (.fromLayoutMargins, 52),
    ] {
      let layout = CollectionViewFlowLayout()
      layout.sectionInsetReference = reference
      let scene = grid(layout, Source([100]), .iPhoneX(.landscape))
      let items = scene.list.items
      #expect(items[0].frame.minX == x, "\(reference) \(items[0].frame)")
      let firstRow = items.filter { $0.frame.minY == items[0].frame.minY }
      #expect(near(812 - (firstRow.last?.frame.maxX ?? 0), x), "\(reference) \(firstRow.count)")
      // The content is taller than the view: the vertical safe area is in the inset.
      #expect(scene.list.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
    }
  }

  /// Self-sizing items: `estimatedItemSize = automaticSize` measures each cell's content view.
  @Test func selfSizingItems() {
    let measurer = FixedWidthMeasurer()
    let layout = CollectionViewFlowLayout()
    layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
    let source = Source([3]) { cell, indexPath in
      let label = Label()
      label.textMeasurer = measurer
      label.text = String(repeating: "a", count: 3 + 4 * indexPath.item)
      label.translatesAutoresizingMaskIntoConstraints = false
      cell.contentView.addSubview(label)
      let margins = cell.contentView.layoutMarginsGuide
      LayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: margins.topAnchor),
        label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      ])
    }
    let view = CollectionView(frame: .zero, collectionViewLayout: layout)
    view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    // Bouncing makes the vertical axis scrollable, so the status bar is in the adjusted inset and
    // the first row's cells do not take it into their margins.
    view.alwaysBounceVertical = true
    view.dataSource = source
    let scene = ListScene(view, .iPhoneSE3(.portrait))
    let lineHeight = (Font.systemFont(ofSize: 17).lineHeight * 2).rounded(.up) / 2
    #expect(scene.list.items.map(\.frame.size.width) == [46, 86, 126])
    #expect(scene.list.items.allSatisfy { $0.frame.height == 16 + lineHeight })
    #expect(scene.host.layoutDiagnostics.isEmpty)
  }

  /// Horizontal scrolling: lines are columns, filled top to bottom.
  @Test func horizontalScrolling() {
    let layout = CollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 100, height: 100)
    let view = CollectionView(frame: .zero, collectionViewLayout: layout)
    view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source = Source([4])
    view.dataSource = source
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 230))
    root.addSubview(view)
    view.frame = root.bounds
    root.layoutIfNeeded()
    let frames = view.items.map(\.frame)
    #expect(frames[0] == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(frames[1] == CGRect(x: 0, y: 130, width: 100, height: 100))
    #expect(frames[2] == CGRect(x: 110, y: 0, width: 100, height: 100))
    #expect(view.contentSize == CGSize(width: 210, height: 230))
  }

  /// Bad input: an item wider than the line (UIKit logs that its behaviour is not defined) is
  /// shortened to the line and reported; negative counts show nothing; no trap.
  @Test func badInputIsReported() {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 500, height: 50)
    let scene = grid(layout, Source([2]), .iPhoneSE3(.portrait))
    #expect(scene.list.items.map(\.frame.width) == [375, 375])
    #expect(scene.list.itemDiagnostics.count == 2)
    #expect(scene.list.itemDiagnostics[0].diagnostic.message.contains("is not defined"))

    let source = Source([-3])
    let negative = grid(CollectionViewFlowLayout(), source, .iPhoneSE3(.portrait))
    #expect(negative.list.items.isEmpty)
    #expect(negative.list.collectionDiagnostics.map(\.kind) == [.invalidDataSource])
    #expect(negative.list.cellForItem(at: IndexPath(item: 4, section: 2)) == nil)
    #expect(negative.list.numberOfItems(inSection: 3) == 0)
  }
}

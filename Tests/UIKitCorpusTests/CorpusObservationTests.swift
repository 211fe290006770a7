import LayoutTesting
import Testing
import TrellisUIKit

/// The corpus's iOS 26 files (issue 33): an `@Observable` track driving a row through
/// `updateProperties()` and `layoutSubviews()`, a shimmer placeholder with a `CAGradientLayer`,
/// and a now-playing screen with a pressable artwork, a deferred menu and an extra-large title on
/// iPad, and a to-do row configured in `configurationUpdateHandler` — each laid out on the three
/// devices with no layout problem, and relaid out by a model change alone.
@Suite struct CorpusObservationTests {
  @Test(arguments: CorpusDevice.allCases)
  func aTrackChangeUpdatesTheRowWithoutAnyInvalidationCall(on device: CorpusDevice) {
    let track = Track(title: "Clair de Lune", artist: "Claude Debussy")
    let controller = ComponentController<TrackRowView> {
      let row = TrackRowView()
      row.track = track
      return row
    }
    let host = host(controller, on: device)
    expectNoLayoutProblems(host.rootView)
    let row = controller.component
    #expect(row.titleLabel.text == "Clair de Lune")
    #expect(row.favoriteView.image?.symbolName == "heart")
    #expect(row.progressFill.frame.width == 0)

    track.title = "Gymnopédie No. 1"
    track.isFavorite = true
    track.progress = 0.25
    host.layoutIfNeeded()
    #expect(row.titleLabel.text == "Gymnopédie No. 1")
    #expect(row.favoriteView.image?.symbolName == "heart.fill")
    #expect(isClose(row.progressFill.frame.width, row.progressTrack.bounds.width / 4))
    expectNoLayoutProblems(host.rootView)
  }

  @Test(arguments: CorpusDevice.allCases)
  func aTaskChangeReconfiguresItsRowThroughTheHandler(on device: CorpusDevice) throws {
    let item = TaskItem(title: "Buy milk", notes: "Oat, two cartons")
    let controller = OneRowTableController<TaskRowCell> { $0.configure(with: item) }
    let host = host(controller, on: device)
    expectNoLayoutProblems(host.rootView)
    let cell = try #require(controller.cell)
    #expect(cell.contentConfiguration?.text == "Buy milk")
    #expect(cell.textLabel?.text == "Buy milk")
    #expect(cell.imageView?.image?.symbolName == "circle")
    #expect(cell.accessoryType == .none)
    let contentWidth = cell.contentView.frame.width

    item.title = "Buy oat milk"
    item.isDone = true
    item.isFlagged = true
    host.layoutIfNeeded()
    #expect(cell.textLabel?.text == "Buy oat milk")
    #expect(cell.textLabel?.textColor == .secondaryLabel)
    #expect(cell.imageView?.image?.symbolName == "checkmark.circle.fill")
    #expect(cell.accessoryType == .detailButton)
    // The accessory takes its width from the content view, and the label follows.
    #expect(cell.contentView.frame.width < contentWidth)
    #expect(cell.textLabel!.frame.maxX <= cell.contentView.bounds.maxX)
    expectNoLayoutProblems(host.rootView)

    controller.tableView.selectRow(
      at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    host.layoutIfNeeded()
    #expect(cell.contentView.backgroundColor == .systemBlue.withAlphaComponent(0.1))
  }

  @Test(arguments: CorpusDevice.allCases)
  func theShimmerCoversThePlaceholderAndItsAnimationMovesNothing(on device: CorpusDevice) {
    let controller = ComponentController<ShimmerPlaceholderView> { ShimmerPlaceholderView() }
    let host = host(controller, on: device)
    expectNoLayoutProblems(host.rootView)
    let placeholder = controller.component
    #expect(placeholder.highlightFrame == placeholder.bounds)
    // Three 14-point lines 10 apart, 12 inside each edge.
    let height: CGFloat = 12 + 3 * 14 + 2 * 10 + 12
    #expect(isClose(placeholder.bounds.height, height))
    let frames = placeholder.lineViews.map(\.frame)
    placeholder.startShimmering()
    host.layoutIfNeeded()
    #expect(placeholder.isShimmering)
    #expect(placeholder.lineViews.map(\.frame) == frames)
    placeholder.stopShimmering()
    #expect(!placeholder.isShimmering)
    #expect(LayoutPicture(options: []).render(host.rootView).contains("<linearGradient"))
  }

  @Test(arguments: CorpusDevice.allCases)
  func theNowPlayingScreenFollowsItsModel(on device: CorpusDevice) {
    let model = PlayerModel(track: Track(title: "Nocturne", artist: "Frédéric Chopin"))
    model.queue = [
      Track(title: "Prelude", artist: "Chopin"), Track(title: "Étude", artist: "Chopin"),
    ]
    let controller = NowPlayingViewController(model: model)
    let host = host(controller, on: device)
    expectNoLayoutProblems(host.rootView)
    #expect(controller.titleLabel.text == "Nocturne")
    #expect(controller.playButton.accessibilityLabel == "Play")
    let expanded = controller.artworkView.frame.width
    // extraLargeTitle2 on iPad (40 points), title2 (22) on iPhone.
    let titleSize: CGFloat = device == .iPadLandscape ? 40 : 22
    #expect(controller.titleLabel.font.pointSize == titleSize)

    model.isPlaying = true
    model.isArtworkExpanded = false
    host.layoutIfNeeded()
    #expect(controller.playButton.accessibilityLabel == "Pause")
    #expect(isClose(controller.artworkView.frame.width, expanded * 0.6))
    expectNoLayoutProblems(host.rootView)

    let touch = UITouch(at: CGPoint(x: 10, y: 10), in: controller.artworkView)
    controller.artworkView.touchesBegan([touch], with: nil)
    #expect(controller.artworkView.isPressed)
    controller.artworkView.touchesEnded([touch], with: nil)
    #expect(!controller.artworkView.isPressed)
    #expect(controller.artworkView.transform == .identity)

    var titles: [String] = []
    if let deferred = controller.moreButton.menu?.children.first as? UIDeferredMenuElement {
      deferred.loadElements { elements in titles = elements.map(\.title) }
    }
    #expect(titles == ["Prelude", "Étude"])
  }
}

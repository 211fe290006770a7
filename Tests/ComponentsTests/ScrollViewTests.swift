import Components
import Foundation
import LayoutTesting
import Testing
import ViewHost

/// `ScrollView`: content offset, content size from the content layout guide, the frame layout
/// guide, and the adjusted content inset from the safe area.
///
/// Sources: Apple's documentation of `UIScrollView.ContentInsetAdjustmentBehavior` (`.automatic`,
/// `.scrollableAxes`: "top and bottom insets include the safe area inset values when the vertical
/// content size is greater than the height of the scroll view itself", `.never`, `.always`),
/// `adjustedContentInset`, `contentLayoutGuide` and `frameLayoutGuide`; the iPhone X safe areas
/// (portrait 44/34, landscape 0/44/21/44, UIKitBehavior.md §3.2).
@Suite struct ScrollViewTests {
  /// A full-screen scroll view (pinned to the root's edges, not its safe area) holding a content
  /// view `contentHeight` tall and as wide as the scroll view's frame.
  final class Scene {
    let controller = ViewController()
    let host: ViewHost
    let scrollView = ScrollView()
    let content = View()

    init(
      _ configuration: HostConfiguration, contentHeight: CGFloat = 2000,
      behavior: ScrollView.ContentInsetAdjustmentBehavior = .automatic
    ) {
      host = ViewHost(rootViewController: controller, configuration: configuration)
      let root: View = controller.view
      scrollView.contentInsetAdjustmentBehavior = behavior
      scrollView.translatesAutoresizingMaskIntoConstraints = false
      content.translatesAutoresizingMaskIntoConstraints = false
      content.accessibilityIdentifier = "content"
      root.addSubview(scrollView)
      scrollView.addSubview(content)
      LayoutConstraint.activate([
        scrollView.topAnchor.constraint(equalTo: root.topAnchor),
        scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
        content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
        content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
        content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        content.heightAnchor.constraint(equalToConstant: contentHeight),
      ])
      host.layoutIfNeeded()
    }
  }

  // MARK: Adjusted content inset

  /// The numbers: iPhone X portrait, vertically scrolling, `.automatic` → top 44,
  /// bottom 34; the list starts scrolled to −44 so its first row sits under the safe area.
  @Test func automaticAddsTheSafeAreaOnTheScrollingAxis() {
    let scene = Scene(.iPhoneX(.portrait))
    #expect(scene.scrollView.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
    #expect(scene.scrollView.contentSize == CGSize(width: 375, height: 2000))
    #expect(
      scene.scrollView.adjustedContentInset == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(scene.scrollView.contentOffset == CGPoint(x: 0, y: -44))
    #expect(scene.content.convert(scene.content.bounds, to: nil).minY == 44)
    #expect(scene.host.layoutDiagnostics.isEmpty)
    expectNoAmbiguity(scene.host.rootView)
  }

  /// UIKit's scroll views clip their content: every printed `UIScrollView` and `UITableView`
  /// description shows `clipsToBounds = YES`.
  @Test func scrollViewsClipToTheirBounds() {
    #expect(ScrollView().clipsToBounds)
    #expect(TableView().clipsToBounds)
  }

  @Test func neverLeavesTheInsetAsSet() {
    let scene = Scene(.iPhoneX(.portrait), behavior: .never)
    #expect(scene.scrollView.adjustedContentInset == .zero)
    #expect(scene.scrollView.contentOffset == .zero)
    scene.scrollView.contentInset = EdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
    scene.host.layoutIfNeeded()
    #expect(
      scene.scrollView.adjustedContentInset == EdgeInsets(top: 10, left: 0, bottom: 5, right: 0))
  }

  /// iPhone X landscape, `.always`: left and right 44, bottom 21, top 0 (no status bar).
  @Test func alwaysAddsEveryEdgeOfTheSafeArea() {
    let scene = Scene(.iPhoneX(.landscape), behavior: .always)
    #expect(
      scene.scrollView.adjustedContentInset == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
  }

  /// Content shorter than the view does not scroll, so `.automatic`/`.scrollableAxes` leave the
  /// safe area out — until `alwaysBounceVertical` makes the axis scrollable.
  @Test func shortContentIsNotAdjustedUnlessItAlwaysBounces() {
    let scene = Scene(.iPhoneX(.portrait), contentHeight: 300, behavior: .scrollableAxes)
    #expect(scene.scrollView.contentSize == CGSize(width: 375, height: 300))
    #expect(scene.scrollView.adjustedContentInset == .zero)
    scene.scrollView.alwaysBounceVertical = true
    scene.host.layoutIfNeeded()
    #expect(
      scene.scrollView.adjustedContentInset == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    scene.scrollView.isScrollEnabled = false
    scene.host.layoutIfNeeded()
    #expect(scene.scrollView.adjustedContentInset == .zero)
  }

  /// Rotating re-adjusts, and the hook and the delegate hear each change.
  @Test func rotationReadjustsAndTellsTheDelegate() {
    final class Recorder: ScrollViewDelegate {
      var insets: [EdgeInsets] = []
      func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {
        insets.append(scrollView.adjustedContentInset)
      }
    }
    let scene = Scene(.iPhoneX(.portrait))
    let recorder = Recorder()
    scene.scrollView.delegate = recorder
    scene.host.configuration = .iPhoneX(.landscape)
    scene.host.layoutIfNeeded()
    // Landscape: the content (375 → 812 wide, as wide as the frame) scrolls only vertically.
    #expect(
      scene.scrollView.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
    #expect(recorder.insets == [EdgeInsets(top: 0, left: 0, bottom: 21, right: 0)])
    #expect(scene.scrollView.contentOffset == .zero)
  }

  // MARK: Content offset and the guides

  /// Scrolling moves the content on screen, not its frame; a view pinned to the frame layout guide
  /// stays where it is.
  @Test func scrollingMovesTheContentButNotTheFrameGuide() {
    let scene = Scene(.iPhoneX(.portrait), behavior: .never)
    let badge = View()
    badge.translatesAutoresizingMaskIntoConstraints = false
    scene.scrollView.addSubview(badge)
    LayoutConstraint.activate([
      badge.topAnchor.constraint(
        equalTo: scene.scrollView.frameLayoutGuide.topAnchor, constant: 100),
      badge.trailingAnchor.constraint(equalTo: scene.scrollView.frameLayoutGuide.trailingAnchor),
      badge.widthAnchor.constraint(equalToConstant: 40),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    scene.host.layoutIfNeeded()
    #expect(badge.convert(badge.bounds, to: nil) == CGRect(x: 335, y: 100, width: 40, height: 20))
    scene.scrollView.contentOffset = CGPoint(x: 0, y: 250)
    scene.host.layoutIfNeeded()
    #expect(scene.content.frame == CGRect(x: 0, y: 0, width: 375, height: 2000))
    #expect(scene.content.convert(scene.content.bounds, to: nil).minY == -250)
    #expect(badge.frame.minY == 350)
    #expect(badge.convert(badge.bounds, to: nil) == CGRect(x: 335, y: 100, width: 40, height: 20))
    #expect(
      scene.scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 250, width: 375, height: 812)
    )
    #expect(
      scene.scrollView.contentLayoutGuide.layoutFrame
        == CGRect(x: 0, y: 0, width: 375, height: 2000))
  }

  /// Before iOS 11 content was pinned to the scroll view's own edges; UIKit still reads those
  /// constraints against the content area, so they define the content size too.
  @Test func edgesOfTheScrollViewMeanTheContentArea() {
    let controller = ViewController()
    let host = ViewHost(rootViewController: controller, configuration: .iPhone8(.portrait))
    let scrollView = ScrollView()
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
    controller.view.addSubview(scrollView)
    let content = View()
    content.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(content)
    LayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 10),
      content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
      content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: -10),
      content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
      content.widthAnchor.constraint(equalToConstant: 600),
      content.heightAnchor.constraint(equalToConstant: 1200),
    ])
    host.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 0, y: 10, width: 600, height: 1200))
    #expect(scrollView.contentSize == CGSize(width: 600, height: 1220))
    #expect(host.layoutDiagnostics.isEmpty)
  }

  /// A content size set in code stays when no constraint sizes the content guide.
  @Test func aContentSizeSetInCodeStaysWithoutContentConstraints() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scrollView = ScrollView(frame: root.bounds)
    root.addSubview(scrollView)
    scrollView.contentSize = CGSize(width: 320, height: 5000)
    root.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 320, height: 5000))
  }

  /// Content that does not size the content guide vertically: UIKit calls the scrollable content
  /// size ambiguous, and so does the guide's `hasAmbiguousLayout`.
  @Test func anUndeterminedContentSizeIsAmbiguous() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scrollView = ScrollView(frame: root.bounds)
    root.addSubview(scrollView)
    let content = View()
    content.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(content)
    LayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 900),
    ])
    root.layoutIfNeeded()
    #expect(!content.hasAmbiguousLayout)
    #expect(scrollView.contentLayoutGuide.ambiguousAxes == [.vertical])
    let guides = root.ambiguousGuideLayouts().map(\.guide)
    #expect(guides.count == 1 && guides.first === scrollView.contentLayoutGuide)
  }

  // MARK: The safe area inside the content

  /// The edges the adjusted inset takes in do not reach the content's views: in portrait with
  /// `.automatic` the content's top safe area is 0 (the inset already keeps it clear); with
  /// `.never` the content, which covers the whole visible area, gets the full 44 and 34 (a view's
  /// safe area is its overlap with its superview's unsafe bands, §3.3).
  @Test func adjustedEdgesOfTheSafeAreaDoNotReachTheContent() {
    let automatic = Scene(.iPhoneX(.portrait))
    #expect(automatic.content.safeAreaInsets == .zero)
    let never = Scene(.iPhoneX(.portrait), behavior: .never)
    #expect(never.content.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
  }

  /// iPhone X landscape, scrolling vertically: the sides are not adjusted, so the content keeps
  /// the 44-point side insets (what table view cells inset their content by).
  @Test func unadjustedSidesReachTheContentInLandscape() {
    let scene = Scene(.iPhoneX(.landscape))
    #expect(scene.content.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 0, right: 44))
    #expect(scene.content.layoutMargins == EdgeInsets(top: 8, left: 52, bottom: 8, right: 52))
  }

  // MARK: Bad input

  @Test func nonFiniteOffsetsAreIgnored() {
    let scene = Scene(.iPhoneX(.portrait), behavior: .never)
    scene.scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 10)
    scene.scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: true)
    #expect(scene.scrollView.contentOffset == .zero)
  }
}

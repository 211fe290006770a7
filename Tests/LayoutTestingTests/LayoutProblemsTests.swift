import Components
import Foundation
import LayoutEngine
import LayoutTesting
import Testing
import ViewHost

/// A 320 × 200 root named "root" holding `subviews`, laid out by frame (no display scale, so one
/// pixel is one point).
private func screen(_ subviews: View...) -> View {
  let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
  root.accessibilityIdentifier = "root"
  for subview in subviews { root.addSubview(subview) }
  root.layoutIfNeeded()
  return root
}

private func label(_ text: String, _ id: String, _ frame: CGRect) -> Label {
  let label = Label(frame: frame)
  label.text = text
  label.accessibilityIdentifier = id
  return label
}

private func named<V: View>(_ view: V, _ id: String) -> V {
  view.accessibilityIdentifier = id
  return view
}

private func messages(_ root: View, _ checks: LayoutChecks = .default) -> [String] {
  layoutProblems(in: root, checking: checks).map(\.description)
}

@Suite struct LayoutProblemsTests {
  // MARK: Text

  @Test func aTruncatedLabelIsReportedWithItsSizes() throws {
    let root = screen(
      label("A title far too long to fit", "title", CGRect(x: 0, y: 0, width: 60, height: 21)))
    let problems = layoutProblems(in: root)
    try #require(problems.count == 1)
    #expect(problems[0].kind == .truncatedText)
    #expect(problems[0].views == ["title"])
    #expect(problems[0].message.hasPrefix("title is truncated: shows \""))
    #expect(problems[0].message.contains("in 60 × 21; the text needs "))
  }

  @Test func aLabelWideEnoughIsClean() {
    let root = screen(
      label("A title far too long to fit", "title", CGRect(x: 0, y: 0, width: 300, height: 21)))
    #expect(messages(root).isEmpty)
  }

  @Test func aClippingLabelIsReportedAsClipped() {
    let title = label(
      "A title far too long to fit", "title", CGRect(x: 0, y: 0, width: 60, height: 21))
    title.lineBreakMode = .byClipping
    let root = screen(title)
    #expect(messages(root).count == 1)
    #expect(messages(root).first?.hasPrefix("truncated text: title is clipped: ") == true)
  }

  // MARK: Bounds

  @Test func aSubviewStickingOutIsReportedWithTheOverhang() {
    let card = named(View(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), "card")
    card.addSubview(named(View(frame: CGRect(x: 50, y: 90, width: 80, height: 20)), "badge"))
    let root = screen(card)
    #expect(
      messages(root) == [
        "outside superview: badge (50, 90, 80, 20) sticks out of card (0, 0, 100, 100): "
          + "30 past the right, 10 past the bottom"
      ])
    #expect(layoutProblems(in: root).first?.views == ["badge", "card"])
  }

  @Test func aClippingSuperviewOrAFittingSubviewIsClean() {
    let card = named(View(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), "card")
    let badge = named(View(frame: CGRect(x: 50, y: 90, width: 80, height: 20)), "badge")
    card.addSubview(badge)
    let root = screen(card)
    card.clipsToBounds = true
    #expect(messages(root).isEmpty)
    card.clipsToBounds = false
    badge.frame = CGRect(x: 10, y: 70, width: 80, height: 20)
    #expect(messages(root).isEmpty)
  }

  @Test func aScrollViewsContentMayExtendPastItsBounds() {
    let scroll = named(ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200)), "scroll")
    scroll.clipsToBounds = false  // even unclipped: content is meant to scroll into view
    scroll.addSubview(named(View(frame: CGRect(x: 0, y: 0, width: 320, height: 900)), "content"))
    scroll.contentSize = CGSize(width: 320, height: 900)
    #expect(messages(screen(scroll), .outsideSuperview).isEmpty)
    let plain = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    plain.addSubview(View(frame: CGRect(x: 0, y: 0, width: 320, height: 900)))
    #expect(messages(screen(plain), .outsideSuperview).count == 1)
  }

  @Test func lessThanAPixelOutsideIsNotReported() {
    let card = named(View(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), "card")
    card.addSubview(View(frame: CGRect(x: 0.25, y: 0, width: 100, height: 100)))
    #expect(messages(screen(card)).isEmpty)
  }

  // MARK: Overlap

  @Test func overlappingLabelsAreReportedWithTheOverlap() {
    let root = screen(
      label("Name", "name", CGRect(x: 0, y: 0, width: 100, height: 21)),
      label("Date", "date", CGRect(x: 80, y: 10, width: 100, height: 21)))
    #expect(
      messages(root) == [
        "overlapping content: name (0, 0, 100, 21) and date (80, 10, 100, 21) overlap by 20 × 11"
      ])
  }

  @Test func overlappingContainersAndSideBySideLabelsAreClean() {
    let containers = screen(
      View(frame: CGRect(x: 0, y: 0, width: 200, height: 100)),
      View(frame: CGRect(x: 100, y: 50, width: 200, height: 100)))
    #expect(messages(containers).isEmpty)
    let labels = screen(
      label("Name", "name", CGRect(x: 0, y: 0, width: 100, height: 21)),
      label("Date", "date", CGRect(x: 100, y: 0, width: 100, height: 21)))
    #expect(messages(labels).isEmpty)
  }

  @Test func hiddenAndTransparentViewsAndTheirSubtreesAreSkipped() {
    let name = label("Name", "name", CGRect(x: 0, y: 0, width: 100, height: 21))
    let date = label("Date", "date", CGRect(x: 80, y: 0, width: 100, height: 21))
    let faded = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    faded.addSubview(
      label("Far too long to fit", "inner", CGRect(x: 0, y: 0, width: 30, height: 21)))
    let root = screen(name, date, faded)
    #expect(messages(root).count == 3)  // the overlap, the overhang, the truncation
    date.isHidden = true
    faded.alpha = 0
    #expect(messages(root).isEmpty)
  }

  // MARK: Accessibility

  @Test func anImageOnlyButtonWithNoLabelIsReported() {
    let close = named(Button(type: .system), "close")
    close.setImage(Image(size: CGSize(width: 20, height: 20)), for: .normal)
    close.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
    let root = screen(close)
    #expect(
      messages(root) == [
        "missing accessibility label: close is an interactive element [button] with no accessibility label"
      ])
    close.accessibilityLabel = "Close"
    #expect(messages(root).isEmpty)
  }

  @Test func aSwitchsValueDoesNotNameItButATextFieldsPlaceholderDoes() {
    let wifi = named(Switch(frame: CGRect(x: 0, y: 0, width: 51, height: 31)), "wifi")
    let email = named(TextField(frame: CGRect(x: 0, y: 50, width: 200, height: 34)), "email")
    email.placeholder = "Email"
    let root = screen(wifi, email)
    #expect(
      messages(root) == [
        "missing accessibility label: wifi is an interactive element [button, toggleButton] with "
          + "no accessibility label (value \"0\")"
      ])
    wifi.accessibilityLabel = "Wi-Fi"
    #expect(messages(root).isEmpty)
  }

  @Test func controlsInsideAnElementOrHiddenFromAccessibilityAreNotReached() {
    let cell = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    cell.addSubview(Switch(frame: CGRect(x: 260, y: 6, width: 51, height: 31)))
    let root = screen(cell)
    #expect(messages(root).count == 1)
    cell.isAccessibilityElement = true
    #expect(messages(root).isEmpty)
    cell.isAccessibilityElement = false
    cell.accessibilityElementsHidden = true
    #expect(messages(root).isEmpty)
  }

  // MARK: Hit targets

  @Test func smallControlsAreReportedOnlyWhenTheHitTargetCheckIsOn() {
    let wifi = named(Switch(frame: CGRect(x: 0, y: 0, width: 51, height: 31)), "wifi")
    wifi.accessibilityLabel = "Wi-Fi"
    let root = screen(wifi)
    #expect(messages(root).isEmpty)
    #expect(
      messages(root, .all) == [
        "small hit target: wifi is 51 × 31, smaller than the minimum hit target of 44 × 44"
      ])
    wifi.frame = CGRect(x: 0, y: 0, width: 51, height: 44)
    #expect(messages(root, .all).isEmpty)
  }

  // MARK: Empty content

  @Test func aLabelWithTextAndNoWidthIsReportedOnce() {
    let root = screen(label("Hello", "greeting", CGRect(x: 0, y: 0, width: 0, height: 21)))
    #expect(
      messages(root) == [
        "empty content: greeting has text \"Hello\" but is 0 × 21 (no room to show it)"
      ])
  }

  @Test func anImageViewWithAnImageAndNoHeightIsReported() {
    let avatar = named(ImageView(image: Image(size: CGSize(width: 40, height: 40))), "avatar")
    avatar.frame = CGRect(x: 0, y: 0, width: 40, height: 0)
    let root = screen(avatar)
    #expect(messages(root) == ["empty content: avatar shows a 40 × 40 image but is 40 × 0"])
    avatar.frame.size.height = 40
    #expect(messages(root).isEmpty)
    avatar.frame.size.height = 0
    avatar.image = nil  // nothing to show: an empty image view may be collapsed
    #expect(messages(root).isEmpty)
  }

  // MARK: Engine checks

  @Test func ambiguityAndConflictsAreReportedWithTheirConstraints() throws {
    let root = screen()
    let box = named(View(), "box")
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    LayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 20),
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    ])
    let ambiguous = layoutProblems(in: root)
    try #require(ambiguous.count == 1)
    #expect(ambiguous[0].description == "ambiguous layout: box is ambiguous: horizontal")
    #expect(
      ambiguous[0].details.contains { $0.hasPrefix("horizontal: box.leading == root.leading") })

    box.widthAnchor.constraint(equalToConstant: 50).isActive = true
    #expect(layoutProblems(in: root).isEmpty)
    let tooWide = box.widthAnchor.constraint(equalToConstant: 80)
    tooWide.identifier = "too-wide"
    tooWide.isActive = true
    let conflicts = layoutProblems(in: root)
    try #require(conflicts.count == 1)
    #expect(conflicts[0].kind == .layoutDiagnostic)
    #expect(conflicts[0].views == ["box"])
    #expect(conflicts[0].message.hasPrefix("unsatisfiable constraints: broke "))
    #expect(conflicts[0].details.joined().contains("'too-wide'"))
    #expect(
      layoutProblems(in: root, checking: LayoutChecks.default.subtracting(.conflicts)).isEmpty)
  }

  // MARK: Switching checks off

  @Test func eachCheckCanBeSwitchedOffOnItsOwn() {
    let name = label("A name far too long", "name", CGRect(x: 0, y: 0, width: 60, height: 21))
    let date = label("Date", "date", CGRect(x: 50, y: 0, width: 100, height: 21))
    let card = named(View(frame: CGRect(x: 0, y: 50, width: 100, height: 100)), "card")
    card.addSubview(View(frame: CGRect(x: 90, y: 0, width: 20, height: 20)))
    let toggle = Switch(frame: CGRect(x: 200, y: 0, width: 51, height: 31))
    let empty = label("Hi", "empty", CGRect(x: 0, y: 180, width: 0, height: 0))
    let root = screen(name, date, card, toggle, empty)
    let all = layoutProblems(in: root, checking: .all)
    #expect(
      Set(all.map(\.kind)) == [
        .truncatedText, .overlappingContent, .outsideSuperview, .missingAccessibilityLabel,
        .smallHitTarget, .emptyContent,
      ])
    for kind in Set(all.map(\.kind)) {
      let rest = layoutProblems(in: root, checking: LayoutChecks.all.subtracting(kind.check))
      #expect(!rest.contains { $0.kind == kind }, "\(kind)")
      #expect(rest.count == all.count - all.filter { $0.kind == kind }.count, "\(kind)")
    }
    #expect(layoutProblems(in: root, checking: []).isEmpty)
  }

  // MARK: Failing

  @Test func expectNoLayoutProblemsFailsAtTheCallersLineListingEveryProblem() {
    let root = screen(
      label("Name", "name", CGRect(x: 0, y: 0, width: 100, height: 21)),
      label("Date", "date", CGRect(x: 80, y: 0, width: 100, height: 21)))
    withKnownIssue {
      expectNoLayoutProblems(root)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return issue.sourceLocation?.line == #line - 3
        && text.hasPrefix("1 layout problem(s):\n  overlapping content: name ")
    }
    #expect(
      expectNoLayoutProblems(root, checking: LayoutChecks.default.subtracting(.overlappingContent)))
  }

  @Test func theMatrixReportsProblemsPerConfigurationByName() {
    final class Row: ViewController {
      override func viewDidLoad() {
        let title = Label()
        title.text = "Notifications for every new message"
        title.font = .preferredFont(forTextStyle: .body)
        title.adjustsFontForContentSizeCategory = true  // grows past 300 points at AX5
        title.accessibilityIdentifier = "title"
        title.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(title)
        LayoutConstraint.activate([
          title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
          title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
          title.widthAnchor.constraint(equalToConstant: 300),
        ])
      }
    }
    let matrix = LayoutMatrix(
      devices: [HostConfiguration.iPhoneSE3], orientations: [.portrait],
      contentSizeCategories: [.large, .accessibilityExtraExtraExtraLarge])
    let results = matrix.layoutProblems(of: Row.init)
    #expect(results.map(\.problems.count) == [0, 1])
    #expect(results.last?.problems.first?.kind == .truncatedText)
    withKnownIssue {
      matrix.expectNoLayoutProblems(of: Row.init)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix(
        "1 layout problem(s) on iPhone SE (2nd/3rd gen) portrait AX5:\n  truncated text: title")
    }
  }
}

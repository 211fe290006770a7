import LayoutTesting
import Testing

/// The testing tools with containers (issue 28): a matrix of navigation and tab bar controllers
/// reports the screen's problems and none of the bars'; pictures draw the bars with their titles
/// and buttons.
@Suite struct ContainerTestingTests {
  /// A screen with a label pinned inside its margins, below the safe area's top; `text` long
  /// enough truncates it.
  final class Screen: ViewController {
    let label = Label()
    let text: String
    init(text: String) {
      self.text = text
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
      title = "Detail"
      label.text = text
      label.accessibilityIdentifier = "message"
      label.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(label)
      LayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
        label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      ])
    }
  }

  static func app(_ text: String) -> ViewController {
    let navigation = NavigationController(rootViewController: Screen(text: text))
    navigation.navigationBar.prefersLargeTitles = true
    navigation.isToolbarHidden = false
    let tabs = TabBarController()
    tabs.viewControllers = [navigation, ViewController()]
    return tabs
  }

  static let matrix = LayoutMatrix(devices: [.iPhoneSE3, .iPhoneX, .iPadPro11])

  @Test func containersOverAMatrixHaveNoProblemsOfTheirOwn() {
    for (configuration, problems) in Self.matrix.layoutProblems(of: { Self.app("Hello") }) {
      #expect(problems.isEmpty, "\(configuration.name ?? ""): \(problems)")
    }
  }

  /// The screen's truncated label is the one problem, named as the screen names it.
  @Test func theScreensProblemsAreReportedAndOnlyThose() {
    let long = String(repeating: "A message far too long for one line. ", count: 20)
    for (configuration, problems) in Self.matrix.layoutProblems(of: { Self.app(long) }) {
      #expect(problems.map(\.kind) == [.truncatedText], "\(configuration.name ?? "")")
      #expect(problems.first?.views == ["message"])
    }
  }

  /// Generated data with a container: only the combination whose text is too long fails, on
  /// the screen's label.
  @Test func generatedDataOverContainersReportsTheScreensLabel() {
    let long = String(repeating: "A message far too long for one line. ", count: 20)
    let text = DataField("text", ["Hello", long])
    let failures = layoutProblems(forEach: LayoutData(text), in: Self.matrix) { combination in
      Self.app(combination[text])
    }
    // The long text fails on each of the three devices in both orientations; "Hello" nowhere.
    #expect(failures.count == 6)
    #expect(Set(failures.map { $0.configuration.name ?? "" }).count == 6)
    #expect(failures.allSatisfy { $0.combination[text] == long })
    #expect(failures.allSatisfy { $0.problems.map(\.views) == [["message"]] })
  }

  @Test func picturesDrawTheBarsWithTheirTitlesAndButtons() {
    let root = Screen(text: "Hello")
    root.title = "Inbox"
    let navigation = NavigationController(rootViewController: root)
    let detail = Screen(text: "Body")
    navigation.pushViewController(detail, animated: false)
    let tabs = TabBarController()
    tabs.viewControllers = [navigation]
    navigation.title = "Mail"
    let host = ViewHost(rootViewController: tabs, configuration: .iPhoneX(.portrait))
    host.layoutIfNeeded()
    let svg = LayoutPicture(options: .clean).render(host.rootView)
    #expect(svg.contains(">Detail</text>"))  // the top screen's title
    #expect(svg.contains(">‹ Inbox</text>"))  // the back button, titled by the screen below
    #expect(svg.contains(">Mail</text>"))  // the tab
    #expect(svg.contains(">Body</text>"))
  }
}

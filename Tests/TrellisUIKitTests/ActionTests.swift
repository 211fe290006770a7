import Testing
import TrellisUIKit

/// A sign-in form wired with closures, as iOS 14+ UIKit code does.
private final class SignInView: UIView {
  let signInButton: UIButton
  let rememberSwitch = UISwitch()
  private(set) var log: [String] = []

  override init(frame: CGRect) {
    signInButton = UIButton(type: .system)
    super.init(frame: frame)
    signInButton.setTitle("Sign In", for: .normal)
    signInButton.addAction(
      UIAction { [weak self] _ in self?.log.append("sign in") }, for: .touchUpInside)
    rememberSwitch.addAction(
      UIAction { [weak self] action in
        guard let toggle = action.sender as? UISwitch else { return }
        self?.log.append("remember \(toggle.isOn)")
      }, for: .valueChanged)
    addSubview(signInButton)
    addSubview(rememberSwitch)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// `UIAction`, `addAction(_:for:)`, `sendActions(for:)`, `UIMenu`, `UIBarButtonItem` and
/// `navigationItem` as UIKit code uses them (issue 23 item 3).
@Suite struct ActionTests {
  @Test func sendActionsRunsTheActionsForThatEventWithTheControlAsSender() {
    let form = SignInView()
    form.signInButton.sendActions(for: .touchUpInside)
    form.rememberSwitch.setOn(true, animated: false)
    form.rememberSwitch.sendActions(for: .valueChanged)
    form.signInButton.sendActions(for: .valueChanged)  // nothing registered for it
    #expect(form.log == ["sign in", "remember true"])
    #expect(form.signInButton.allControlEvents == .touchUpInside)
  }

  @Test func removingAnActionStopsIt() {
    var count = 0
    let action = UIAction(identifier: UIAction.Identifier("count")) { _ in count += 1 }
    let button = UIButton(type: .system)
    button.addAction(action, for: [.touchUpInside, .primaryActionTriggered])
    button.sendActions(for: .touchUpInside)
    button.removeAction(action, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .primaryActionTriggered)
    button.removeAction(identifiedBy: UIAction.Identifier("count"), for: .primaryActionTriggered)
    button.sendActions(for: .allEvents)
    #expect(count == 2)
  }

  @Test func primaryActionGivesTheButtonItsTitleAndImage() {
    var tapped = false
    let button = UIButton(
      type: .system,
      primaryAction: UIAction(title: "Continue", image: UIImage(systemName: "arrow.right")) { _ in
        tapped = true
      })
    #expect(button.title(for: .normal) == "Continue")
    #expect(button.image(for: .normal) != nil)
    let plain = UIButton(type: .system)
    plain.setTitle("Continue", for: .normal)
    plain.setImage(UIImage(systemName: "arrow.right"), for: .normal)
    #expect(button.intrinsicContentSize == plain.intrinsicContentSize)
    button.sendActions(for: .primaryActionTriggered)
    #expect(tapped)
    let filled = UIButton(configuration: .filled(), primaryAction: UIAction { _ in })
    #expect(filled.allControlEvents == .primaryActionTriggered)
  }

  @Test func menusAreStoredAndChangeNoSize() {
    let sort = UIButton(type: .system)
    sort.setTitle("Sort", for: .normal)
    let before = sort.intrinsicContentSize
    sort.menu = UIMenu(
      title: "Sort by",
      children: [
        UIAction(title: "Name", state: .on) { _ in },
        UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) {
          _ in
        },
        UIMenu(title: "More", options: .displayInline, children: []),
      ])
    sort.showsMenuAsPrimaryAction = true
    #expect(sort.menu?.children.count == 3)
    #expect((sort.menu?.children[1] as? UIAction)?.attributes == .destructive)
    #expect((sort.menu?.children[0] as? UIAction)?.state == .on)
    #expect(sort.showsMenuAsPrimaryAction)
    #expect(sort.intrinsicContentSize == before)
  }

  @Test func navigationItemFollowsTheTitleAndHoldsBarButtonItems() {
    final class SettingsViewController: UIViewController {
      var saved = false
      override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.rightBarButtonItem = UIBarButtonItem(
          systemItem: .save, primaryAction: UIAction { [weak self] _ in self?.saved = true })
        navigationItem.leftBarButtonItems = [
          UIBarButtonItem(title: "Close", image: nil, primaryAction: nil, menu: nil),
          .flexibleSpace(),
        ]
      }
    }
    let controller = SettingsViewController()
    controller.loadViewIfNeeded()
    #expect(controller.navigationItem.title == "Settings")
    controller.title = "Preferences"
    #expect(controller.navigationItem.title == "Preferences")
    #expect(controller.navigationItem.largeTitleDisplayMode == .never)
    #expect(controller.navigationItem.rightBarButtonItem?.systemItem == .save)
    #expect(controller.navigationItem.leftBarButtonItems?.count == 2)
    #expect(controller.navigationItem.leftBarButtonItem?.title == "Close")
    controller.navigationItem.rightBarButtonItem?.primaryAction?.perform()
    #expect(controller.saved)
    let item = UIBarButtonItem(primaryAction: UIAction(title: "Edit") { _ in })
    #expect(item.title == "Edit")
    #expect(UIBarButtonItem.fixedSpace(12).width == 12)
  }
}

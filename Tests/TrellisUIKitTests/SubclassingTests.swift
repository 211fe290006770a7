import Testing
import TrellisUIKit

/// A view as Xcode's template and most UIKit code write one, including `super.init(coder:)`.
private final class BadgeView: UIView {
  private(set) var setUpCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
    setUp()
  }

  private func setUp() {
    setUpCount += 1
    layer.cornerRadius = 4
  }
}

/// A table cell as UIKit code writes one: `override`, not `required`.
private final class MessageCell: UITableViewCell {
  static let reuseIdentifier = "MessageCell"
  let bodyLabel = UILabel()
  private(set) var madeWith: (style: UITableViewCell.CellStyle, identifier: String?)?

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    madeWith = (style, reuseIdentifier)
    bodyLabel.numberOfLines = 0
    bodyLabel.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(bodyLabel)
    NSLayoutConstraint.activate([
      bodyLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
      bodyLabel.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
      bodyLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      bodyLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A collection cell: `override init(frame:)`.
private final class PhotoCell: UICollectionViewCell {
  let imageView = UIImageView()
  private(set) var setUpCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUpCount += 1
    imageView.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(imageView)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A section header: `override init(reuseIdentifier:)`.
private final class SectionHeader: UITableViewHeaderFooterView {
  let titleLabel = UILabel()
  private(set) var setUpCount = 0

  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    setUpCount += 1
    contentView.addSubview(titleLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// UIKit declares `UIStackView.init(coder:)` non-failable, so its subclasses do too.
private final class FormStack: UIStackView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    axis = .vertical
  }

  required init(coder: NSCoder) {
    super.init(coder: coder)
    axis = .vertical
  }
}

/// A flow layout subclass: `override init()` and `required init?(coder:)`.
private final class GridLayout: UICollectionViewFlowLayout {
  override init() {
    super.init()
    minimumInteritemSpacing = 2
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A screen with a dependency, as UIKit code writes one.
private final class ProfileViewController: UIViewController {
  let name: String
  let nameLabel = UILabel()

  init(name: String) {
    self.name = name
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    nameLabel.text = name
    nameLabel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(nameLabel)
    guard let view = view else { return }
    NSLayoutConstraint.activate([
      nameLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      nameLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
    ])
  }
}

/// A screen that declares `init()` (no `override`: UIKit's `init()` is a convenience one) and
/// replaces its view in `loadView()`.
private final class ListViewController: UIViewController {
  let tableView = UITableView()

  init() {
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func loadView() {
    view = tableView
  }
}

/// Subclasses written exactly as for UIKit (issue 23 item 2; Documentation/UIKitNames.md,
/// "TrellisUIKit").
@Suite struct SubclassingTests {
  @Test func initWithCoderMakesTheSameViewAsInitWithFrameZero() throws {
    // Trellis has no nibs or archives: `init?(coder:)` reads nothing and never fails
    // (Documentation/Decisions.md, "init(coder:)").
    let badge = try #require(BadgeView(coder: NSCoder()))
    #expect(badge.frame == .zero)
    #expect(badge.setUpCount == 1)
    #expect(badge.layer.cornerRadius == 4)
    #expect(badge.translatesAutoresizingMaskIntoConstraints)
    #expect(BadgeView().setUpCount == 1)
  }

  @Test func aRegisteredCellClassIsMadeThroughItsOverride() throws {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(MessageCell.self, forCellReuseIdentifier: MessageCell.reuseIdentifier)
    let cell = try #require(
      table.dequeueReusableCell(withIdentifier: MessageCell.reuseIdentifier) as? MessageCell)
    #expect(cell.madeWith?.style == .default)
    #expect(cell.madeWith?.identifier == MessageCell.reuseIdentifier)
    #expect(cell.reuseIdentifier == MessageCell.reuseIdentifier)
    #expect(cell.bodyLabel.superview === cell.contentView)
  }

  @Test func aRegisteredCollectionCellClassIsMadeThroughItsOverride() throws {
    let layout = GridLayout()
    #expect(layout.minimumInteritemSpacing == 2)
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
    let cell = try #require(
      grid.dequeueReusableCell(withReuseIdentifier: "photo", for: IndexPath(item: 0, section: 0))
        as? PhotoCell)
    #expect(cell.setUpCount == 1)
    #expect(cell.reuseIdentifier == "photo")
    #expect(cell.imageView.superview === cell.contentView)
  }

  @Test func aRegisteredHeaderClassIsMadeThroughItsOverride() throws {
    let table = UITableView(frame: .zero, style: .grouped)
    table.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "header")
    let header = try #require(
      table.dequeueReusableHeaderFooterView(withIdentifier: "header") as? SectionHeader)
    #expect(header.setUpCount == 1)
    #expect(header.reuseIdentifier == "header")
    #expect(header.titleLabel.superview === header.contentView)
  }

  @Test func stackViewSubclassesUseTheNonFailableCoderInitializer() {
    let stack = FormStack(coder: NSCoder())
    #expect(stack.axis == .vertical)
    #expect(stack.directionalLayoutMargins == .zero)
    #expect(FormStack().axis == .vertical)
  }

  @Test func viewIsAnImplicitlyUnwrappedOptionalAsInUIKit() throws {
    let controller = ProfileViewController(name: "Ada")
    // `view!`, `view?.` and `if let` compile, and reading loads the view (UIKit's `UIView!`).
    let root = controller.view!
    #expect(controller.isViewLoaded)
    #expect(controller.view?.subviews.first === controller.nameLabel)
    if let view = controller.view {
      #expect(view === root)
    } else {
      Issue.record("view was nil")
    }
    let host = ViewHost(rootViewController: controller, configuration: .iPhone8(.portrait))
    host.layoutIfNeeded()
    #expect(controller.nameLabel.frame.minY == 40)  // 20 status bar + 20
    #expect(controller.nameLabel.frame.minX == 16)
  }

  @Test func assigningNilUnloadsTheViewAndTheNextReadLoadsItAgain() {
    let controller = ListViewController()
    #expect(controller.view === controller.tableView)
    controller.view = nil
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    #expect(controller.view === controller.tableView)  // loadView() ran again
  }

  @Test func controllersHaveUIKitsArchiveInitializer() throws {
    let controller = try #require(UIViewController(coder: NSCoder()))
    #expect(controller.view.frame == UIScreen.main.bounds)  // loadView(): the screen's size
    #expect(UIViewController(nibName: "Ignored", bundle: nil).isViewLoaded == false)
  }
}

/// Xcode's table view cell template, as generated.
private final class TemplateCell: UITableViewCell {
  private(set) var awoke = false

  override func awakeFromNib() {
    super.awakeFromNib()
    awoke = true
  }

  override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)
  }
}

extension SubclassingTests {
  @Test func xcodesCellTemplateCompilesAndAwakeFromNibIsNeverCalled() throws {
    // Cells made in code never get awakeFromNib in UIKit either; Trellis loads no nibs.
    let table = UITableView(frame: .zero, style: .plain)
    table.register(TemplateCell.self, forCellReuseIdentifier: "template")
    let cell = try #require(table.dequeueReusableCell(withIdentifier: "template") as? TemplateCell)
    #expect(!cell.awoke)
  }
}

import Components
import Foundation
import LayoutDSL
import ViewHost

/// A feed of messages in a plain table with self-sizing rows: each cell has an avatar, the
/// sender's name and the time on one line, and the message in a multi-line label under them. The
/// row height comes from the cell's constraints (`rowHeight = automaticDimension`), measured at the
/// content view's width as UIKit does, so long messages make tall rows and the layout follows the
/// width on rotation.
public final class MessageFeedController: ViewController, TableViewDataSource {
  public static let messages: [(sender: String, time: String, text: String)] = [
    ("Ada", "09:12", "Morning! Did the layout tests pass on CI?"),
    (
      "Grace", "09:14",
      "They did, after I pinned the message label to the content view's margins instead of the "
        + "cell's. Self-sizing rows need an unbroken chain of constraints from top to bottom."
    ),
    ("Ada", "09:15", "👍"),
    (
      "Linus", "09:21",
      "Rotating to landscape on the iPhone X moves every content view in by 44 points, so the "
        + "text wraps at a narrower width than the screen suggests. The table measures every row "
        + "again when that happens."
    ),
    ("Grace", "09:22", "And the separators start where the text starts."),
    (
      "Ada", "09:30",
      "One more thing: a label with numberOfLines = 0 reports its height for the width it is "
        + "given, which is why the table fixes the width and leaves the height free."
    ),
  ]

  public let table = TableView(frame: .zero, style: .plain)

  public override func viewDidLoad() {
    view.accessibilityIdentifier = "feed"
    table.accessibilityIdentifier = "table"
    table.register(MessageCell.self, forCellReuseIdentifier: "message")
    table.dataSource = self
    view.addSubview(table)
    constrain(table, view) { table, root in
      table.edges == root.edges
    }
  }

  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    Self.messages.count
  }

  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    let message = Self.messages[indexPath.row]
    if let cell = cell as? MessageCell {
      cell.accessibilityIdentifier = "message\(indexPath.row)"
      cell.name.text = message.sender
      cell.time.text = message.time
      cell.body.text = message.text
    }
    return cell
  }
}

/// A message: a 40-point round avatar at the leading margin, the name and the time on the first
/// line, and the text under them on as many lines as it needs.
public final class MessageCell: TableViewCell {
  public let avatar = ImageView(image: Image(size: CGSize(width: 40, height: 40), scale: 3))
  public let name = Label()
  public let time = Label()
  public let body = Label()

  public override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    avatar.layer.cornerRadius = 20
    avatar.clipsToBounds = true
    name.font = .preferredFont(forTextStyle: .headline)
    time.font = .preferredFont(forTextStyle: .footnote)
    time.textColor = .secondaryLabel
    body.font = .preferredFont(forTextStyle: .body)
    body.numberOfLines = 0
    for label in [name, time, body] { label.adjustsFontForContentSizeCategory = true }
    time.setContentCompressionResistancePriority(.required, for: .horizontal)
    time.setContentHuggingPriority(251, for: .horizontal)
    [avatar, name, time, body].forEach(contentView.addSubview)
    constrain(avatar, name, time, body, contentView) { avatar, name, time, body, content in
      avatar.leading == content.layoutMargins.leading
      avatar.top == content.layoutMargins.top
      avatar.size == CGSize(width: 40, height: 40)
      avatar.bottom <= content.layoutMargins.bottom
      name.leading == avatar.trailing + 12
      name.top == content.layoutMargins.top
      time.leading >= name.trailing + 8
      time.trailing == content.layoutMargins.trailing
      time.firstBaseline == name.firstBaseline
      body.leading == name.leading
      body.trailing == content.layoutMargins.trailing
      body.top == name.bottom + 2
      body.top >= time.bottom + 2  // also under the time when there is no name (generated data)
      body.bottom <= content.layoutMargins.bottom
      body.bottom == content.layoutMargins.bottom ~ 249  // below the label's hugging
    }
  }

  public required init?(coder: NSCoder) { nil }
}

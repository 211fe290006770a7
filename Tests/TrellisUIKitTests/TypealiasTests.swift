import Testing
import TrellisUIKit

/// A card written as UIKit code writes one: UIKit's type names throughout, `init(frame:)` overridden.
private final class ProfileHeaderView: UIView {
  let nameLabel = UILabel()
  let stack = UIStackView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    nameLabel.font = UIFont.preferredFont(forTextStyle: .headline)
    nameLabel.textColor = UIColor.label
    nameLabel.numberOfLines = 0
    nameLabel.textAlignment = NSTextAlignment.center
    stack.axis = NSLayoutConstraint.Axis.vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    stack.addArrangedSubview(nameLabel)
    addSubview(stack)
    let insets = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
    let height = heightAnchor.constraint(equalToConstant: 100)
    height.priority = UILayoutPriority.defaultHigh
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: topAnchor, constant: insets.top),
      stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: insets.left),
      stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -insets.right),
      stack.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -insets.bottom),
      height,
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// UIKit's type names are the Trellis types (Documentation/UIKitNames.md, "TrellisUIKit").
@Suite struct TypealiasTests {
  @Test func aViewWrittenWithUIKitNamesLaysOut() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let header = ProfileHeaderView()
    header.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(header)
    NSLayoutConstraint.activate([
      header.topAnchor.constraint(equalTo: root.topAnchor),
      header.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      header.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    header.nameLabel.text = "Ada Lovelace"
    root.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
    #expect(header.stack.frame.minX == 16 && header.stack.frame.width == 288)
    #expect(header.stack.frame.minY == 12)
  }

  @Test func uikitNamesAreTheTrellisTypes() {
    #expect(UIView.self == View.self)
    #expect(UITableViewCell.self == TableViewCell.self)
    #expect(NSLayoutConstraint.self == LayoutConstraint.self)
    #expect(UIView.AutoresizingMask.flexibleWidth == AutoresizingMask.flexibleWidth)
    let idiom: UIUserInterfaceIdiom = HostConfiguration.iPadPro11(.portrait).userInterfaceIdiom
    #expect(idiom == .pad)
    let mask: UIView.AutoresizingMask = [.flexibleWidth, .flexibleHeight]
    #expect(mask.contains(.flexibleHeight))
  }
}

import LayoutTesting
import Testing
import TrellisUIKit

/// A checklist row as UIKit code writes one: a title and a checkmark image view on the trailing
/// margin, shown when the row is done.
private final class ChecklistCell: UITableViewCell {
  let titleLabel: UILabel = {
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()
  let checkmarkView: UIImageView = {
    let imageView = UIImageView(image: .checkmark)
    imageView.tintColor = .systemGreen
    imageView.contentMode = .scaleAspectFit
    imageView.translatesAutoresizingMaskIntoConstraints = false
    imageView.setContentHuggingPriority(.required, for: .horizontal)
    imageView.setContentCompressionResistancePriority(.required, for: .horizontal)
    return imageView
  }()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(titleLabel)
    contentView.addSubview(checkmarkView)
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
      titleLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      checkmarkView.leadingAnchor.constraint(
        equalToSystemSpacingAfter: titleLabel.trailingAnchor, multiplier: 1),
      checkmarkView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      checkmarkView.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(title: String, isDone: Bool) {
    titleLabel.text = title
    checkmarkView.image = isDone ? UIImage.checkmark : nil
  }
}

/// UIKit's preconfigured system images (issue 29 item 2): SF Symbol images of the size every
/// symbol gets (Decisions.md, "System images").
@Suite struct SystemImageTests {
  @Test func systemImagesAreSymbolsOfTheDefaultSymbolSize() {
    let images: [(UIImage, String)] = [
      (.checkmark, "checkmark.circle.fill"), (.strokedCheckmark, "checkmark.circle.fill"),
      (.add, "plus"), (.remove, "minus"), (.actions, "ellipsis.circle"),
    ]
    for (image, symbolName) in images {
      #expect(image.symbolName == symbolName)
      #expect(image.size == UIImage(systemName: symbolName)?.size)
      #expect(image.size == CGSize(width: 20, height: 20))
      #expect(image.isTemplate)
    }
  }

  @Test func aCheckmarkCellLaysOutWithNoLayoutProblem() {
    let cell = ChecklistCell(style: .default, reuseIdentifier: "checklist")
    cell.configure(title: "Pack the charger", isDone: true)
    expectNoLayoutProblems(cell)
    #expect(cell.checkmarkView.frame.size == CGSize(width: 20, height: 20))
    #expect(cell.checkmarkView.frame.maxX == cell.contentView.bounds.width - 16)
  }

  @Test func buttonsTakeTheAddAndActionsImages() {
    let add = UIButton(type: .system)
    add.setImage(.add, for: .normal)
    let more = UIButton(type: .system)
    more.setImage(UIImage.actions, for: .normal)
    #expect(add.currentImage?.symbolName == "plus")
    #expect(more.currentImage?.symbolName == "ellipsis.circle")
    #expect(add.intrinsicContentSize.width >= 20)
  }
}

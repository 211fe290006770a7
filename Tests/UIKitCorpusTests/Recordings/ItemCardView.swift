#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// An image beside a headline title over a footnote body, in a horizontal stack inset 24 points from
/// every edge: the view miguel-wooliex/SnapshotTestingDemo records (written here from the
/// recording's setup: the stacks, their spacing, alignment and distribution, the fonts and the
/// four constraints).
final class ItemCardView: UIView {
  let imageView = UIImageView()
  let titleLabel = UILabel()
  let bodyLabel = UILabel()
  let textStack = UIStackView()
  let rowStack = UIStackView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    imageView.contentMode = .scaleAspectFit
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    titleLabel.numberOfLines = 0
    bodyLabel.font = .preferredFont(forTextStyle: .footnote)
    bodyLabel.numberOfLines = 0

    textStack.axis = .vertical
    textStack.addArrangedSubview(titleLabel)
    textStack.addArrangedSubview(bodyLabel)

    rowStack.axis = .horizontal
    rowStack.spacing = 24
    rowStack.alignment = .top
    rowStack.distribution = .fillProportionally
    rowStack.addArrangedSubview(imageView)
    rowStack.addArrangedSubview(textStack)
    rowStack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(rowStack)
    NSLayoutConstraint.activate([
      rowStack.topAnchor.constraint(equalTo: topAnchor, constant: 24),
      rowStack.leftAnchor.constraint(equalTo: leftAnchor, constant: 24),
      rowStack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -24),
      rowStack.rightAnchor.constraint(equalTo: rightAnchor, constant: -24),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func show(image: UIImage?, title: String, body: String) {
    imageView.image = image
    titleLabel.text = title
    bodyLabel.text = body
  }
}

/// Hosts an ``ItemCardView`` as the recording has it: created with a zero frame, never sized, given
/// its content and laid out. The controller only gives it a superview.
final class ItemCardViewController: UIViewController {
  let card = ItemCardView(frame: .zero)

  override func viewDidLoad() {
    super.viewDidLoad()
    card.show(
      image: UIImage(named: "point_free_logo"), title: "Snapshot Testing Demo",
      body:
        "When an assertion first runs, a snapshot is automatically recorded to disk and the test will fail, printing out the file path of any newly-recorded reference."
    )
    view.addSubview(card)
  }
}

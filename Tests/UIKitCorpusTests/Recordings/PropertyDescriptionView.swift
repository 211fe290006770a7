#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A vertical stack on the view's layout margins, 12 points between its views: a 30-point-high
/// bold subheadline title over a caption1 description of at most five lines, and — added when the
/// description needs five lines or more at its width, checked each time the view lays out — a
/// "more" button with rounded corners. The view devpass-tech/challenge-viewcode-realestate's base
/// project records, written here from the recordings' setup: the stack, the fonts, the
/// constraints, the five-line rule and the frame the test gives the view.
final class PropertyDescriptionView: UIView {
  let stackView = UIStackView()
  let titleLabel = UILabel()
  let descriptionLabel = UILabel()
  let moreButton = UIButton()

  init(frame: CGRect, title: String, description: String, more: String) {
    super.init(frame: frame)
    backgroundColor = .systemBackground

    stackView.translatesAutoresizingMaskIntoConstraints = false
    stackView.axis = .vertical
    stackView.distribution = .fill
    stackView.spacing = 12

    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    let subheadline = UIFont.preferredFont(forTextStyle: .subheadline)
    titleLabel.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(
      for: .systemFont(ofSize: subheadline.pointSize, weight: .bold))
    titleLabel.text = title

    descriptionLabel.translatesAutoresizingMaskIntoConstraints = false
    descriptionLabel.numberOfLines = 5
    descriptionLabel.lineBreakMode = .byTruncatingTail
    descriptionLabel.font = .preferredFont(forTextStyle: .caption1)
    descriptionLabel.text = description

    moreButton.translatesAutoresizingMaskIntoConstraints = false
    moreButton.layer.cornerRadius = 8
    moreButton.backgroundColor = .link
    moreButton.setTitle(more, for: .normal)

    addSubview(stackView)
    stackView.addArrangedSubview(titleLabel)
    stackView.addArrangedSubview(descriptionLabel)
    NSLayoutConstraint.activate([
      stackView.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
      stackView.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
      stackView.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
      stackView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
      titleLabel.heightAnchor.constraint(equalToConstant: 30),
    ])
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    if descriptionLines() >= 5 {
      stackView.addArrangedSubview(moreButton)
    }
  }

  /// How many lines the whole description takes at the label's width (a label not laid out yet,
  /// zero wide, is measured without a limit).
  private func descriptionLines() -> Int {
    let width =
      descriptionLabel.frame.width > 0 ? descriptionLabel.frame.width : .greatestFiniteMagnitude
    let text = descriptionLabel.textRect(
      forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
      limitedToNumberOfLines: 0)
    let lineHeight = descriptionLabel.font.lineHeight
    return Int((text.height / lineHeight).rounded(.up))
  }
}

/// Hosts a 434 × 200 ``PropertyDescriptionView`` as the recorded tests make it: the description
/// under "Descrição" is `description`, the button reads "Ver mais".
final class PropertyDescriptionViewController: UIViewController {
  let descriptionView: PropertyDescriptionView

  init(description: String) {
    descriptionView = PropertyDescriptionView(
      frame: CGRect(x: 0, y: 0, width: 434, height: 200), title: "Descrição",
      description: description, more: "Ver mais")
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(descriptionView)
  }
}

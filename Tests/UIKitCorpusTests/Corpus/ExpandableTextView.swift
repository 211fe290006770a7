#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A description clipped to three lines with a "More" button that expands it, animating the
/// height change and turning the chevron.
final class ExpandableTextView: UIView {
  let textLabel: UILabel = {
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.numberOfLines = 3
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  let toggleButton: UIButton = {
    let button = UIButton(type: .system)
    button.setTitle("More", for: .normal)
    button.setImage(UIImage(systemName: "chevron.down"), for: .normal)
    button.translatesAutoresizingMaskIntoConstraints = false
    return button
  }()

  private(set) var isExpanded = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(textLabel)
    addSubview(toggleButton)
    toggleButton.addAction(UIAction { [weak self] _ in self?.toggle() }, for: .touchUpInside)

    NSLayoutConstraint.activate([
      textLabel.topAnchor.constraint(equalTo: topAnchor),
      textLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
      textLabel.trailingAnchor.constraint(equalTo: trailingAnchor),

      toggleButton.topAnchor.constraint(equalTo: textLabel.bottomAnchor, constant: 4),
      toggleButton.leadingAnchor.constraint(equalTo: leadingAnchor),
      toggleButton.bottomAnchor.constraint(equalTo: bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func toggle() {
    isExpanded.toggle()
    textLabel.numberOfLines = isExpanded ? 0 : 3
    toggleButton.setTitle(isExpanded ? "Less" : "More", for: .normal)
    UIView.animate(withDuration: 0.25) {
      self.toggleButton.imageView?.transform =
        self.isExpanded ? CGAffineTransform(rotationAngle: .pi) : .identity
      self.superview?.layoutIfNeeded()
    }
  }
}

#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A number over a caption ("128 / Posts"), as in a profile header.
final class StatView: UIView {
  let valueLabel = UILabel()
  let captionLabel = UILabel()

  init(value: String, caption: String) {
    super.init(frame: .zero)
    valueLabel.text = value
    valueLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 20, weight: .bold)
    valueLabel.textAlignment = .center
    captionLabel.text = caption
    captionLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
    captionLabel.textColor = .secondaryLabel
    captionLabel.textAlignment = .center

    let stack = UIStackView(arrangedSubviews: [valueLabel, captionLabel])
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 2
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: topAnchor),
      stack.bottomAnchor.constraint(equalTo: bottomAnchor),
      stack.leadingAnchor.constraint(equalTo: leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: trailingAnchor),
    ])
    isAccessibilityElement = true
    accessibilityLabel = "\(value) \(caption)"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

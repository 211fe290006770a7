#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A loading placeholder: grey bars with a moving highlight, the skeleton pattern of 2024–2026
/// feeds. The highlight is a `CAGradientLayer` sized in `layoutSubviews()` and animated on its
/// `locations`.
final class ShimmerPlaceholderView: UIView {
  private let gradientLayer = CAGradientLayer()
  let lineViews: [UIView]

  init(lineCount: Int = 3) {
    lineViews = (0..<max(lineCount, 1)).map { _ in UIView() }
    super.init(frame: .zero)
    let stack = UIStackView(arrangedSubviews: lineViews)
    stack.axis = .vertical
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    for (index, line) in lineViews.enumerated() {
      line.backgroundColor = .systemGray5
      line.layer.cornerRadius = 4
      line.heightAnchor.constraint(equalToConstant: 14).isActive = true
      if index == lineViews.count - 1 {
        line.widthAnchor.constraint(equalTo: stack.widthAnchor, multiplier: 0.6).isActive = true
      }
    }
    stack.alignment = .leading
    for line in lineViews.dropLast() {
      line.widthAnchor.constraint(equalTo: stack.widthAnchor).isActive = true
    }
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: topAnchor, constant: 12),
      stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
      stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
      stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
    ])

    gradientLayer.colors = [
      UIColor.white.withAlphaComponent(0).cgColor,
      UIColor.white.withAlphaComponent(0.6).cgColor,
      UIColor.white.withAlphaComponent(0).cgColor,
    ]
    gradientLayer.locations = [0, 0.5, 1]
    gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
    gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
    layer.addSublayer(gradientLayer)
    layer.cornerRadius = 12
    layer.masksToBounds = true
    backgroundColor = .secondarySystemBackground
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    gradientLayer.frame = bounds
  }

  var isShimmering: Bool { gradientLayer.animation(forKey: "shimmer") != nil }

  func startShimmering() {
    let animation = CABasicAnimation(keyPath: "locations")
    animation.fromValue = [-1.0, -0.5, 0.0]
    animation.toValue = [1.0, 1.5, 2.0]
    animation.duration = 1.4
    animation.repeatCount = .infinity
    animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    animation.isRemovedOnCompletion = false
    gradientLayer.add(animation, forKey: "shimmer")
  }

  func stopShimmering() {
    gradientLayer.removeAllAnimations()
  }

  var highlightFrame: CGRect { gradientLayer.frame }
}

#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// Four labels on the safe area — "What's" centred along the top, "the" and "point" at the leading
/// and trailing edges of the middle, "?" centred along the bottom — with text-style fonts chosen in
/// `traitCollectionDidChange(_:)`: the screen swift-snapshot-testing's `testTraits` records on twelve
/// devices (written here from the recordings' setup: the texts, the fonts, the ten constraints,
/// where the fonts are set, and an add button in the navigation item, which shows nowhere here).
final class PointLabelsViewController: UIViewController {
  let topLabel = UILabel()
  let leadingLabel = UILabel()
  let trailingLabel = UILabel()
  let bottomLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .add, target: nil, action: nil)
    view.backgroundColor = .white
    let labels = [topLabel, leadingLabel, trailingLabel, bottomLabel]
    for (label, text) in zip(labels, ["What's", "the", "point", "?"]) {
      label.text = text
      label.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(label)
    }
    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      topLabel.topAnchor.constraint(equalTo: safeArea.topAnchor),
      topLabel.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor),
      leadingLabel.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
      leadingLabel.trailingAnchor.constraint(lessThanOrEqualTo: safeArea.centerXAnchor),
      leadingLabel.centerYAnchor.constraint(equalTo: safeArea.centerYAnchor),
      trailingLabel.leadingAnchor.constraint(greaterThanOrEqualTo: safeArea.centerXAnchor),
      trailingLabel.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
      trailingLabel.centerYAnchor.constraint(equalTo: safeArea.centerYAnchor),
      bottomLabel.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
      bottomLabel.centerXAnchor.constraint(equalTo: safeArea.centerXAnchor),
    ])
  }

  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    topLabel.font = .preferredFont(forTextStyle: .headline, compatibleWith: traitCollection)
    leadingLabel.font = .preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
    trailingLabel.font = .preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
    bottomLabel.font = .preferredFont(forTextStyle: .subheadline, compatibleWith: traitCollection)
    view.setNeedsUpdateConstraints()
    view.updateConstraintsIfNeeded()
  }
}

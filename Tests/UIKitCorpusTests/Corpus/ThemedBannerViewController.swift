#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// The app's colour theme, carried as a custom trait (iOS 17) so that any view below the screen
/// can read it from its trait collection.
enum BannerTheme: Int, Sendable {
  case standard
  case festive
}

struct BannerThemeTrait: UITraitDefinition {
  static let defaultValue = BannerTheme.standard
  static let affectsColorAppearance = true
}

extension UITraitCollection {
  var bannerTheme: BannerTheme { self[BannerThemeTrait.self] }
}

/// A promotional banner over a blurred strip, written as 2024–2026 UIKit code is: iOS 17 trait
/// registration instead of `traitCollectionDidChange(_:)`, a custom trait set through
/// `traitOverrides`, a dynamic colour, `viewIsAppearing(_:)` for work that needs the final traits,
/// and a haptic tap.
final class ThemedBannerViewController: UIViewController {
  let strip = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
  let titleLabel = UILabel()
  let detailLabel = UILabel()
  private let feedback = UIImpactFeedbackGenerator(style: .light)
  private(set) var appearances = 0

  static let accent = UIColor { traits in
    traits.userInterfaceStyle == .dark ? .systemYellow : .systemOrange
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    strip.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(strip)

    titleLabel.font = .preferredFont(forTextStyle: .headline)
    titleLabel.adjustsFontForContentSizeCategory = true
    titleLabel.text = "Winter sale"
    detailLabel.font = .preferredFont(forTextStyle: .subheadline)
    detailLabel.adjustsFontForContentSizeCategory = true
    detailLabel.numberOfLines = 0
    detailLabel.text = "Everything in the store is 20% off until Sunday."
    for label in [titleLabel, detailLabel] {
      label.translatesAutoresizingMaskIntoConstraints = false
      strip.contentView.addSubview(label)
    }

    let margins = strip.contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      strip.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      strip.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      strip.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
      titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
      detailLabel.topAnchor.constraint(
        equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 1),
      detailLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      detailLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      detailLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])

    registerForTraitChanges([BannerThemeTrait.self, UITraitUserInterfaceStyle.self]) {
      (self: Self, _: UITraitCollection) in
      self.applyTheme()
    }
    applyTheme()
  }

  override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    appearances += 1
    // Wide screens show the detail on one line at most.
    detailLabel.numberOfLines = traitCollection.horizontalSizeClass == .regular ? 1 : 0
  }

  func celebrate() {
    traitOverrides[BannerThemeTrait.self] = .festive
    feedback.impactOccurred()
  }

  private func applyTheme() {
    let festive = traitCollection.bannerTheme == .festive
    titleLabel.text = festive ? "🎉 Winter sale" : "Winter sale"
    titleLabel.textColor = festive ? Self.accent.resolvedColor(with: traitCollection) : .label
  }
}

#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// The two sizings natura-cosmeticos/natds-ios recorded its icon button with.
nonisolated enum IconButtonSizing: Sendable {
  /// January 2021: the test gives the button its size, 40 × 40.
  case byItsUser
  /// March 2021: the button makes itself 32 × 32.
  case byItself
}

/// A round icon button: an icon view (a label for an icon font's glyph, empty here, and the
/// placeholder image, both filling it) centred in the button, and, when given a count, a badge at
/// the top trailing corner — the count in a 12-point label 4 points inside a pill. The button
/// natura-cosmeticos/natds-ios recorded in January and March 2021, written here from the
/// recordings' setup: the sizes (the design system's tokens), the font, the constraints and the
/// order of the subviews.
final class IconButtonView: UIView {
  let iconView = UIView()
  let iconLabel = UILabel()
  let iconImageView = UIImageView()
  private(set) var badge: UIView?
  private(set) var badgeLabel: UILabel?

  init(sizing: IconButtonSizing, placeholder: UIImage?) {
    super.init(frame: .zero)
    iconView.translatesAutoresizingMaskIntoConstraints = false
    addSubview(iconView)
    iconImageView.image = placeholder
    var constraints = [
      iconView.centerXAnchor.constraint(equalTo: centerXAnchor),
      iconView.centerYAnchor.constraint(equalTo: centerYAnchor),
    ]
    for part in [iconLabel, iconImageView] as [UIView] {
      part.translatesAutoresizingMaskIntoConstraints = false
      iconView.addSubview(part)
      constraints += [
        part.topAnchor.constraint(equalTo: iconView.topAnchor),
        part.bottomAnchor.constraint(equalTo: iconView.bottomAnchor),
        part.leadingAnchor.constraint(equalTo: iconView.leadingAnchor),
        part.trailingAnchor.constraint(equalTo: iconView.trailingAnchor),
      ]
    }
    if sizing == .byItself {
      constraints += [
        heightAnchor.constraint(equalToConstant: 32), widthAnchor.constraint(equalToConstant: 32),
      ]
    }
    NSLayoutConstraint.activate(constraints)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  /// Adds the badge showing `count`, its top a tenth of a point below the button's.
  func setBadge(count: Int) {
    let badge = UIView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.font = .systemFont(ofSize: 12, weight: .regular)
    label.textAlignment = .center
    label.text = "\(count)"
    badge.addSubview(label)
    addSubview(badge)
    NSLayoutConstraint.activate([
      label.trailingAnchor.constraint(equalTo: badge.trailingAnchor, constant: -4),
      label.topAnchor.constraint(equalTo: badge.topAnchor),
      label.bottomAnchor.constraint(equalTo: badge.bottomAnchor),
      label.leadingAnchor.constraint(equalTo: badge.leadingAnchor, constant: 4),
      badge.trailingAnchor.constraint(equalTo: trailingAnchor),
      badge.topAnchor.constraint(equalTo: topAnchor, constant: 0.1),
    ])
    self.badge = badge
    badgeLabel = label
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    layer.cornerRadius = bounds.height / 2
  }
}

/// The recorded test's steps: an ``IconButtonView`` centred in a 60 × 100 view (and, in January
/// 2021, made 40 × 40 there), laid out for the image snapshot taken first, then moved — leaving the
/// centring behind — into the view the library records it in.
final class IconButtonViewController: UIViewController {
  let button: IconButtonView

  init(sizing: IconButtonSizing, badge: Int?, placeholder: UIImage?) {
    button = IconButtonView(sizing: sizing, placeholder: placeholder)
    super.init(nibName: nil, bundle: nil)
    let stage = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 100))
    stage.backgroundColor = .white
    stage.addSubview(button)
    button.translatesAutoresizingMaskIntoConstraints = false
    var constraints = [
      button.centerXAnchor.constraint(equalTo: stage.centerXAnchor),
      button.centerYAnchor.constraint(equalTo: stage.centerYAnchor),
    ]
    if sizing == .byItsUser {
      constraints += [
        button.heightAnchor.constraint(equalToConstant: 40),
        button.widthAnchor.constraint(equalToConstant: 40),
      ]
    }
    NSLayoutConstraint.activate(constraints)
    if let badge { button.setBadge(count: badge) }
    stage.layoutIfNeeded()
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(button)
  }
}

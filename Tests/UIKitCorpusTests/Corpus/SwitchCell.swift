#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

final class SwitchCell: UITableViewCell {
  static let identifier = "SwitchCell"

  var onToggle: ((Bool) -> Void)?

  let titleLabel: UILabel = {
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  let toggle: UISwitch = {
    let toggle = UISwitch()
    toggle.onTintColor = .systemGreen
    toggle.setContentHuggingPriority(.required, for: .horizontal)
    toggle.setContentCompressionResistancePriority(.required, for: .horizontal)
    toggle.translatesAutoresizingMaskIntoConstraints = false
    return toggle
  }()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    selectionStyle = .none
    contentView.addSubview(titleLabel)
    contentView.addSubview(toggle)

    toggle.addAction(
      UIAction { [weak self] action in
        guard let toggle = action.sender as? UISwitch else { return }
        self?.onToggle?(toggle.isOn)
      }, for: .valueChanged)

    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      titleLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
      titleLabel.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
      titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: toggle.leadingAnchor, constant: -12),

      toggle.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
      toggle.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(title: String, isOn: Bool) {
    titleLabel.text = title
    toggle.isOn = isOn
    toggle.accessibilityLabel = title
  }
}

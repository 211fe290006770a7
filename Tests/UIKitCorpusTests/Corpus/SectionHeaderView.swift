#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

final class SectionHeaderView: UITableViewHeaderFooterView {
  static let reuseIdentifier = "SectionHeaderView"

  var onSeeAll: (() -> Void)?

  let titleLabel: UILabel = {
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .title3)
    label.adjustsFontForContentSizeCategory = true
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()

  let seeAllButton: UIButton = {
    let button = UIButton(type: .system)
    button.setTitle("See All", for: .normal)
    button.titleLabel?.font = .preferredFont(forTextStyle: .subheadline)
    button.translatesAutoresizingMaskIntoConstraints = false
    button.setContentHuggingPriority(.required, for: .horizontal)
    return button
  }()

  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    contentView.addSubview(titleLabel)
    contentView.addSubview(seeAllButton)
    seeAllButton.addAction(UIAction { [weak self] _ in self?.onSeeAll?() }, for: .touchUpInside)

    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      titleLabel.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
      titleLabel.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),

      seeAllButton.leadingAnchor.constraint(
        greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: 8),
      seeAllButton.trailingAnchor.constraint(
        equalTo: contentView.layoutMarginsGuide.trailingAnchor),
      seeAllButton.firstBaselineAnchor.constraint(equalTo: titleLabel.firstBaselineAnchor),
      seeAllButton.topAnchor.constraint(
        greaterThanOrEqualTo: contentView.layoutMarginsGuide.topAnchor),
      seeAllButton.bottomAnchor.constraint(
        lessThanOrEqualTo: contentView.layoutMarginsGuide.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

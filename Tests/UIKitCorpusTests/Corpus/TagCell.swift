#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A pill-shaped tag; the flow layout sizes it from its constraints (`estimatedItemSize`).
class TagCell: UICollectionViewCell {
  static let reuseIdentifier = String(describing: TagCell.self)

  let label = UILabel()

  override var isSelected: Bool {
    didSet {
      contentView.backgroundColor = isSelected ? .systemBlue : .systemBackground
      label.textColor = isSelected ? .white : .systemBlue
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .systemBackground
    contentView.layer.cornerRadius = 16
    contentView.layer.borderWidth = 1
    contentView.layer.borderColor = UIColor.systemBlue.cgColor

    label.font = UIFont.preferredFont(forTextStyle: .footnote)
    label.textColor = .systemBlue
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)

    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
      label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
      label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 14),
      label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -14),
    ])
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

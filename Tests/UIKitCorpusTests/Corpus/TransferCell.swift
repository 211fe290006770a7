import LayoutDSL

#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A bank transfer row laid out with LayoutDSL's `constrain`, as a team that adopts the DSL
/// writes its cells: the same file runs in the app on UIKit and in these tests on Trellis.
final class TransferCell: UITableViewCell {
  let iconView = UIImageView()
  let payeeLabel = UILabel()
  let dateLabel = UILabel()
  let amountLabel = UILabel()
  private var layout: ConstraintGroup?

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    iconView.contentMode = .center
    iconView.tintColor = .systemGreen
    iconView.backgroundColor = .secondarySystemBackground
    iconView.layer.cornerRadius = 20
    payeeLabel.font = .preferredFont(forTextStyle: .body)
    payeeLabel.adjustsFontForContentSizeCategory = true
    payeeLabel.numberOfLines = 0
    dateLabel.font = .preferredFont(forTextStyle: .footnote)
    dateLabel.adjustsFontForContentSizeCategory = true
    dateLabel.textColor = .secondaryLabel
    amountLabel.font = .monospacedDigitSystemFont(ofSize: 17, weight: .semibold)
    amountLabel.setContentHuggingPriority(.required, for: .horizontal)
    amountLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
    for view in [iconView, payeeLabel, dateLabel, amountLabel] {
      contentView.addSubview(view)
    }

    layout = constrain(contentView, iconView, payeeLabel, dateLabel, amountLabel) {
      content, icon, payee, date, amount in
      icon.size == CGSize(width: 40, height: 40)
      icon.leading == content.layoutMargins.leading
      icon.centerY == content.centerY
      icon.top >= content.layoutMargins.top
      payee.leading == icon.trailing + 12
      payee.top == content.layoutMargins.top
      date.leading == payee.leading
      date.top == payee.bottom + 2
      date.bottom <= content.layoutMargins.bottom
      date.trailing <= amount.leading - 8
      amount.leading >= payee.trailing + 8
      amount.trailing == content.layoutMargins.trailing
      amount.firstBaseline == payee.firstBaseline
    }
  }

  required init?(coder: NSCoder) { nil }

  func configure(payee: String, date: String, amount: String, symbol: String) {
    payeeLabel.text = payee
    dateLabel.text = date
    amountLabel.text = amount
    iconView.image = UIImage(systemName: symbol)
  }
}

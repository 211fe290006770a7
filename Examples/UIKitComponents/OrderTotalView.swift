import LayoutDSL

#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// The bar under a cart: subtotal, shipping and total, and the checkout button.
public final class OrderTotalView: UIView {
  public let subtotalRow = OrderTotalView.makeRow(title: "Subtotal")
  public let shippingRow = OrderTotalView.makeRow(title: "Shipping")
  public let totalRow = OrderTotalView.makeRow(title: "Total", emphasized: true)
  public let checkoutButton: UIButton = {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Check Out"
    configuration.buttonSize = .large
    configuration.cornerStyle = .large
    return UIButton(configuration: configuration)
  }()

  /// Called when the checkout button is tapped.
  public var onCheckout: (() -> Void)?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.1
    layer.shadowOffset = CGSize(width: 0, height: -1)
    layer.shadowRadius = 4
    preservesSuperviewLayoutMargins = true

    checkoutButton.addAction(UIAction { [weak self] _ in self?.onCheckout?() }, for: .touchUpInside)

    let stack = UIStackView(arrangedSubviews: [
      subtotalRow.row, shippingRow.row, totalRow.row, checkoutButton,
    ])
    stack.axis = .vertical
    stack.spacing = 6
    stack.setCustomSpacing(16, after: totalRow.row)
    addSubview(stack)

    // LayoutDSL: in the app it makes these NSLayoutConstraints through UIKit's API; in the tests,
    // on Linux, Trellis's. It turns off the stack's translatesAutoresizingMaskIntoConstraints.
    constrain(stack, self) { stack, bar in
      stack.top == bar.top + 16
      stack.horizontalEdges == bar.layoutMargins.horizontalEdges
      stack.bottom == bar.safeArea.bottom - 12
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Shows the totals of `items`; shipping is free from $50.
  public func configure(with items: [CartItem]) {
    let subtotal = items.reduce(Decimal(0)) { $0 + $1.total }
    let shipping: Decimal = subtotal >= 50 ? 0 : 4.99
    subtotalRow.value.text = formattedPrice(subtotal)
    shippingRow.value.text = shipping == 0 ? "Free" : formattedPrice(shipping)
    totalRow.value.text = formattedPrice(subtotal + shipping)
  }

  private static func makeRow(title: String, emphasized: Bool = false)
    -> (row: UIStackView, title: UILabel, value: UILabel)
  {
    let style: UIFont.TextStyle = emphasized ? .headline : .subheadline
    let titleLabel = UILabel()
    titleLabel.text = title
    titleLabel.font = .preferredFont(forTextStyle: style)
    titleLabel.adjustsFontForContentSizeCategory = true
    titleLabel.textColor = emphasized ? .label : .secondaryLabel
    let valueLabel = UILabel()
    valueLabel.font = .preferredFont(forTextStyle: style)
    valueLabel.adjustsFontForContentSizeCategory = true
    valueLabel.textAlignment = .right
    valueLabel.setContentHuggingPriority(.required, for: .horizontal)
    let row = UIStackView(arrangedSubviews: [titleLabel, valueLabel])
    row.spacing = 8
    row.alignment = .firstBaseline
    return (row, titleLabel, valueLabel)
  }
}

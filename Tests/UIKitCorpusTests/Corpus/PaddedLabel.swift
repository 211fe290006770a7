#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// The padded label found in countless code bases: a badge or a chip whose text sits inside insets.
class PaddedLabel: UILabel {
  var textInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8) {
    didSet { invalidateIntrinsicContentSize() }
  }

  override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    let insetRect = bounds.inset(by: textInsets)
    let textRect = super.textRect(forBounds: insetRect, limitedToNumberOfLines: numberOfLines)
    let invertedInsets = UIEdgeInsets(
      top: -textInsets.top, left: -textInsets.left, bottom: -textInsets.bottom,
      right: -textInsets.right)
    return textRect.inset(by: invertedInsets)
  }

  override func drawText(in rect: CGRect) {
    super.drawText(in: rect.inset(by: textInsets))
  }
}

/// A status chip built on the padded label.
final class StatusBadge: PaddedLabel {
  override init(frame: CGRect) {
    super.init(frame: frame)
    font = .systemFont(ofSize: 12, weight: .semibold)
    textColor = .white
    backgroundColor = .systemRed
    layer.cornerRadius = 6
    layer.masksToBounds = true
    textAlignment = .center
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

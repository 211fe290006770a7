import Foundation
import LayoutDSL

/// Stand-ins for UIKit's text controls with deterministic natural sizes, so that examples lay out
/// the same everywhere: a character is 0.55 em wide, a line 1.2 em tall.
public class Label: View {
  public var text: String { didSet { invalidateIntrinsicContentSize() } }
  public let fontSize: CGFloat

  public init(_ text: String, fontSize: CGFloat = 17, id: String) {
    self.text = text
    self.fontSize = fontSize
    super.init(frame: .zero)
    accessibilityIdentifier = id
  }

  public override var intrinsicContentSize: CGSize {
    CGSize(
      width: (CGFloat(text.count) * fontSize * 0.55).rounded(.up),
      height: (fontSize * 1.2).rounded(.up))
  }

  /// The baseline sits at the font's ascent (0.95 em) below the top.
  public override var firstBaselineOffsetFromTop: CGFloat? { (fontSize * 0.95).rounded() }
  public override var lastBaselineOffsetFromBottom: CGFloat {
    (fontSize * 1.2).rounded(.up) - (fontSize * 0.95).rounded()
  }
}

/// A one-line text field: no natural width, 44 points tall (a comfortable touch target).
public final class TextField: View {
  public let placeholder: String

  public init(placeholder: String, id: String) {
    self.placeholder = placeholder
    super.init(frame: .zero)
    accessibilityIdentifier = id
  }

  public override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: 44)
  }
}

/// A button: its title plus 16 points each side, 44 points tall.
public final class Button: Label {
  public override var intrinsicContentSize: CGSize {
    let title = super.intrinsicContentSize
    return CGSize(width: title.width + 32, height: 44)
  }
}

/// A switch: 51 × 31, as UISwitch.
public final class Switch: View {
  public init(id: String) {
    super.init(frame: .zero)
    accessibilityIdentifier = id
  }

  public override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
}

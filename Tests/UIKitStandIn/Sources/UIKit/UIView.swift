/// `UIResponder`, as far as views need it.
open class UIResponder: NSObject {
  public override init() { super.init() }
}

/// `UIView`: the hierarchy, `translatesAutoresizingMaskIntoConstraints`, the anchors, the system
/// guides and `accessibilityIdentifier` (UIAccessibilityIdentification).
open class UIView: UIResponder {
  open private(set) weak var superview: UIView?
  open private(set) var subviews: [UIView] = []
  open var translatesAutoresizingMaskIntoConstraints = true
  open var accessibilityIdentifier: String?
  open var frame: CGRect
  open private(set) var layoutGuides: [UILayoutGuide] = []
  open private(set) var constraints: [NSLayoutConstraint] = []

  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// `UIView()`: Objective-C's `init`, which UIKit's views answer with `init(frame: .zero)`.
  public convenience override init() { self.init(frame: .zero) }

  public required init?(coder: NSCoder) {
    frame = .zero
    super.init()
  }

  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  open func removeFromSuperview() {
    guard let superview else { return }
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
  }

  open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuide.owningView = self
    layoutGuides.append(layoutGuide)
  }

  open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuides.removeAll { $0 === layoutGuide }
    layoutGuide.owningView = nil
  }

  open func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
  open func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }

  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
  open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
  open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }

  open var layoutMarginsGuide: UILayoutGuide {
    systemGuide(&marginsGuide, "UIViewLayoutMarginsGuide")
  }
  open var safeAreaLayoutGuide: UILayoutGuide {
    systemGuide(&safeAreaGuide, "UIViewSafeAreaLayoutGuide")
  }
  open var readableContentGuide: UILayoutGuide {
    systemGuide(&readableGuide, "UIViewReadableContentGuide")
  }

  private var marginsGuide: UILayoutGuide?
  private var safeAreaGuide: UILayoutGuide?
  private var readableGuide: UILayoutGuide?

  private func systemGuide(_ guide: inout UILayoutGuide?, _ identifier: String) -> UILayoutGuide {
    if let guide { return guide }
    let made = UILayoutGuide()
    made.identifier = identifier
    addLayoutGuide(made)
    guide = made
    return made
  }

  func install(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }
  func uninstall(_ constraint: NSLayoutConstraint) { constraints.removeAll { $0 === constraint } }
}

/// `UILayoutGuide`: a rectangle in its owning view's layout, with anchors.
open class UILayoutGuide: NSObject {
  open weak var owningView: UIView?
  open var identifier = ""

  public override init() { super.init() }

  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
  open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
}

import Foundation
import LayoutEngine

/// The built-in styles' labels and image, made on first use and laid out with constraints in the
/// content view (UIKit lays them out by hand; the positions are Trellis's model, Decisions.md).
extension TableViewCell {
  /// The space between the text and the detail label of the `value1` and `value2` styles.
  static let textToDetailSpacing: CGFloat = 8
  /// The space between the image and the text of the built-in styles.
  static let imageToTextPadding: CGFloat = 16

  func builtInTextLabel() -> Label {
    if let label = storedTextLabel { return label }
    let label = makeBuiltInLabel()
    switch builtInLayout {
    case .value2:
      label.font = .preferredFont(forTextStyle: .footnote)
      label.textColor = tintColor
      label.textAlignment = .right
    default:
      label.font = .preferredFont(forTextStyle: .body)
    }
    storedTextLabel = label
    rebuildBuiltInLayout()
    return label
  }

  func builtInDetailTextLabel() -> Label? {
    if let label = storedDetailTextLabel { return label }
    guard builtInLayout != .default else { return nil }
    let label = makeBuiltInLabel()
    switch builtInLayout {
    case .value1:
      label.font = .preferredFont(forTextStyle: .body)
      label.textColor = .secondaryLabel
      label.setContentCompressionResistancePriority(749, for: .horizontal)
    case .subtitle:
      label.font = .preferredFont(forTextStyle: .subheadline)
      label.textColor = .secondaryLabel
    default:
      label.font = .preferredFont(forTextStyle: .footnote)
    }
    storedDetailTextLabel = label
    if storedTextLabel == nil { _ = builtInTextLabel() }
    rebuildBuiltInLayout()
    return label
  }

  func builtInImageView() -> ImageView {
    if let imageView = storedImageView { return imageView }
    let imageView = ImageView()
    imageView.translatesAutoresizingMaskIntoConstraints = false
    // The default style's text label fills the rest of the row across: the image keeps its width.
    imageView.setContentHuggingPriority(251, for: .horizontal)
    contentView.addSubview(imageView)
    storedImageView = imageView
    if storedTextLabel == nil { _ = builtInTextLabel() }
    rebuildBuiltInLayout()
    return imageView
  }

  private func makeBuiltInLabel() -> Label {
    let label = TableViewLabel()
    label.adjustsFontForContentSizeCategory = true
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    return label
  }

  /// Applies a content configuration through the built-in labels, switching their layout to the
  /// configuration's kind.
  func applyContentConfiguration(_ configuration: ListContentConfiguration?) {
    storedContentConfiguration = configuration
    guard let configuration else {
      storedTextLabel?.text = nil
      storedDetailTextLabel?.text = nil
      storedImageView?.image = nil
      rebuildBuiltInLayout()
      return
    }
    if builtInLayout != configuration.layout {
      builtInLayout = configuration.layout
      if configuration.layout == .default, let detail = storedDetailTextLabel {
        detail.removeFromSuperview()
        storedDetailTextLabel = nil
      }
    }
    let text = builtInTextLabel()
    apply(configuration.textProperties, to: text)
    text.text = configuration.text
    if configuration.secondaryText != nil || configuration.layout != .default,
      let detail = builtInDetailTextLabel()
    {
      apply(configuration.secondaryTextProperties, to: detail)
      detail.text = configuration.secondaryText
    }
    if let image = configuration.image {
      builtInImageView().image = image
    } else {
      storedImageView?.image = nil
    }
    rebuildBuiltInLayout()
  }

  private func apply(_ properties: ListContentConfiguration.TextProperties, to label: Label) {
    label.font = properties.font
    label.textColor = properties.color
    label.numberOfLines = properties.numberOfLines
    label.textAlignment = properties.alignment
  }

  /// The configuration of this cell's style, to fill in and set as ``contentConfiguration``.
  public func defaultContentConfiguration() -> ListContentConfiguration {
    switch cellStyle {
    case .value1, .value2: .valueCell()
    case .subtitle: .subtitleCell()
    case .default: .cell()
    }
  }

  /// The content view's least height while built-in content shows.
  var minimumContentHeight: CGFloat {
    get { minimumContentHeightConstraint?.constant ?? TableView.standardRowHeight }
    set {
      if let constraint = minimumContentHeightConstraint, constraint.constant != newValue {
        constraint.constant = newValue
      }
    }
  }

  /// Replaces the constraints of the built-in labels and image for the current layout.
  func rebuildBuiltInLayout() {
    LayoutConstraint.deactivate(builtInConstraints)
    builtInConstraints = []
    if let guide = builtInGuide {
      contentView.removeLayoutGuide(guide)
      builtInGuide = nil
    }
    guard let text = storedTextLabel else { return }
    let margins = contentView.layoutMarginsGuide
    let content = contentView
    var constraints: [LayoutConstraint] = []
    /// `top >= margins.top` and `bottom <= margins.bottom` just below compression resistance: the
    /// row grows to hold the view, and a fixed row height shorter than that clips it instead of
    /// breaking constraints.
    func containedVertically(_ view: View) {
      let top = view.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor)
      let bottom = view.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor)
      top.priority = 749
      bottom.priority = 749
      constraints += [top, bottom]
    }
    var leading = text.leadingAnchor.constraint(equalTo: margins.leadingAnchor)
    if let image = storedImageView {
      constraints += [
        image.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        image.centerYAnchor.constraint(equalTo: content.centerYAnchor),
      ]
      containedVertically(image)
      leading = text.leadingAnchor.constraint(
        equalTo: image.trailingAnchor,
        constant: storedContentConfiguration?.imageToTextPadding ?? Self.imageToTextPadding)
    }
    constraints.append(leading)
    switch (builtInLayout, storedDetailTextLabel) {
    case (.value1, let detail?), (.value2, let detail?):
      constraints += [
        detail.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        detail.leadingAnchor.constraint(
          greaterThanOrEqualTo: text.trailingAnchor, constant: Self.textToDetailSpacing),
        text.centerYAnchor.constraint(equalTo: content.centerYAnchor),
        detail.centerYAnchor.constraint(equalTo: content.centerYAnchor),
      ]
      containedVertically(text)
      containedVertically(detail)
    case (.subtitle, let detail?):
      let guide = LayoutGuide()
      guide.identifier = "UITableViewCell-labels"
      content.addLayoutGuide(guide)
      builtInGuide = guide
      constraints += [
        text.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
        detail.leadingAnchor.constraint(equalTo: text.leadingAnchor),
        detail.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
        detail.topAnchor.constraint(equalTo: text.bottomAnchor),
        guide.topAnchor.constraint(equalTo: text.topAnchor),
        guide.bottomAnchor.constraint(equalTo: detail.bottomAnchor),
        guide.leadingAnchor.constraint(equalTo: text.leadingAnchor),
        guide.widthAnchor.constraint(equalToConstant: 0),
        guide.centerYAnchor.constraint(equalTo: content.centerYAnchor),
      ]
      containedVertically(text)
      containedVertically(detail)
    case (.default, _) where storedContentConfiguration == nil:
      // UIKit's text label fills the content view's margin area across and the content view from
      // top to bottom (recorded tables: (16, 0, 288, 43.5) in a 320-point row in iOS 12, (16, 0,
      // 269.667, 44) beside a chevron in iOS 18); its text is centred in it. The row still grows to
      // the text plus the vertical margins: the label's intrinsic height carries them
      // (TableViewLabel). A content configuration (UIKit's list content view, not recorded) keeps
      // the model below.
      constraints += [
        text.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        text.topAnchor.constraint(equalTo: content.topAnchor),
        text.bottomAnchor.constraint(equalTo: content.bottomAnchor),
      ]
    default:
      constraints += [
        text.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
        text.centerYAnchor.constraint(equalTo: content.centerYAnchor),
      ]
      containedVertically(text)
    }
    (text as? TableViewLabel)?.verticalPadding =
      builtInLayout == .default && storedContentConfiguration == nil
      ? TableView.contentViewVerticalMargin : 0
    let minimum = content.heightAnchor.constraint(
      greaterThanOrEqualToConstant: minimumContentHeight)
    minimum.priority = 999
    minimum.identifier = "UITableViewCell-standard-height"
    minimumContentHeightConstraint = minimum
    constraints.append(minimum)
    builtInConstraints = constraints
    LayoutConstraint.activate(constraints)
    tableView?.setNeedsRowLayout()
  }
}

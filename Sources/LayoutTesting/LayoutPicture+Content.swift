import Components
import Foundation
import LayoutEngine
import ViewHost

/// What each kind of view draws inside its frame: the one place a picture asks a view for its
/// content.
extension LayoutPicture {
  /// The SVG elements a view draws over its background and under its subviews, in root
  /// coordinates (`frame` is the view's bounds there); empty for views without content of their
  /// own, such as a plain `View`.
  ///
  /// A new kind of view adds one `case` here and its drawing in a `LayoutPicture+Kind.swift` file.
  /// Subclasses come before their superclasses.
  func content(of view: View, in frame: CGRect) -> [String] {
    switch view {
    case let label as Label: text(of: label, in: frame)
    case let button as Button: background(of: button, in: frame)
    case let textField as TextField: field(textField, in: frame)
    case let control as SegmentedControl: segments(of: control, in: frame)
    case let imageView as ImageView: image(of: imageView, in: frame)
    case let toggle as Switch: glyph(of: toggle, in: frame)
    case let slider as Slider: glyph(of: slider, in: frame)
    case let progress as ProgressView: glyph(of: progress, in: frame)
    case let spinner as ActivityIndicatorView: glyph(of: spinner, in: frame)
    case let dots as PageControl: glyph(of: dots, in: frame)
    case let cell as TableViewCell: row(of: cell, in: frame)
    case let accessory as AccessoryIndicatorView: glyph(of: accessory, in: frame)
    case let navigationBar as NavigationBar: bar(navigationBar, in: frame)
    case let toolbar as Toolbar: bar(toolbar, in: frame)
    case let tabBar as TabBar: bar(tabBar, in: frame)
    default: []
    }
  }
}

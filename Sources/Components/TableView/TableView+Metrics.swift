import Foundation
import LayoutEngine

/// UIKit's numbers for tables, in one place. Each has its source or its choice in
/// Documentation/ScrollViewsAndLists.md ("Tables: UIKit's numbers") and Decisions.md.
extension TableView {
  /// The standard row height at the default text size: 44 points, the row height of UIKit's
  /// tables before iOS 11 and the height UIKit falls back to when a cell's constraints suggest a
  /// height of zero ("…using standard height instead", openradar 42808310).
  public static let standardRowHeight: CGFloat = 44

  /// The side margin of rows in a table `width` points wide: 16 up to 375 points, 20 above —
  /// the rule of the system minimum margins (UIKitBehavior.md §2.3), which table cells follow
  /// (separators at 16 on iPhone and 20 on iPad since iOS 8, Stack Overflow 29349917).
  public static func systemSideMargin(forWidth width: CGFloat) -> CGFloat {
    width <= 375 ? 16 : 20
  }

  /// The top and bottom layout margins of a cell's content view: 11 points (Trellis's model of
  /// UIKit's `UITableViewCellContentView`; see Decisions.md).
  public static let contentViewVerticalMargin: CGFloat = 11

  /// The height of a section header or footer without a title or view, by style: none in plain
  /// tables; in grouped and inset-grouped tables 35 points above the first section and 17.5
  /// elsewhere (so 35 between sections). A choice: see Decisions.md.
  static func untitledHeaderHeight(style: Style, section: Int) -> CGFloat {
    switch style {
    case .plain: 0
    case .grouped, .insetGrouped: section == 0 ? 35 : 17.5
    }
  }

  /// See ``untitledHeaderHeight(style:section:)``.
  static func untitledFooterHeight(style: Style) -> CGFloat {
    switch style {
    case .plain: 0
    case .grouped, .insetGrouped: 17.5
    }
  }

  /// The corner radius of an inset-grouped section's first and last rows: 10 points.
  public static let insetGroupedCornerRadius: CGFloat = 10
}

extension TableViewCell {
  /// The width of the glyph of an accessory type, in points (0 for none): the chevron is
  /// 8 points wide in UIKit's printed hierarchies (`UIButton … frame = (302 16; 8 12.5)` beside a
  /// 287-point content view in a 320-point cell); the other glyphs are choices (Decisions.md).
  static func glyphSize(of type: AccessoryType) -> CGSize {
    switch type {
    case .none: .zero
    case .disclosureIndicator: CGSize(width: 8, height: 12.5)
    case .checkmark: CGSize(width: 14, height: 11)
    case .detailButton: CGSize(width: 22, height: 22)
    case .detailDisclosureButton: CGSize(width: 22 + 8 + 8, height: 22)
    }
  }

  /// The space between an accessory's glyph and the cell's trailing edge (inside the safe area),
  /// for rows with `sideMargin`-point margins: 10 points for 16-point margins, as printed
  /// (a 320-point cell with a chevron has a 286-point content view: 16 + 8 + 10 = 34), and
  /// `sideMargin − 6` in general.
  static func accessoryTrailingPadding(sideMargin: CGFloat) -> CGFloat {
    max(0, sideMargin - 6)
  }
}

extension TableView {
  /// How the title of a header or footer is set: font, colour and the content view's top and
  /// bottom margins (its sides are the rows' margins). Choices (Decisions.md): plain headers in the
  /// headline style, grouped headers and all footers in the footnote style in the secondary label
  /// colour.
  struct TitleLook {
    var textStyle: Font.TextStyle
    var color: Color
    var top: CGFloat
    var bottom: CGFloat
  }

  static func titleLook(style: Style, isHeader: Bool) -> TitleLook {
    switch (style, isHeader) {
    case (.plain, true): TitleLook(textStyle: .headline, color: .label, top: 4, bottom: 4)
    case (.plain, false): TitleLook(textStyle: .footnote, color: .secondaryLabel, top: 4, bottom: 4)
    case (_, true): TitleLook(textStyle: .footnote, color: .secondaryLabel, top: 16, bottom: 7)
    case (_, false): TitleLook(textStyle: .footnote, color: .secondaryLabel, top: 7, bottom: 16)
    }
  }
}

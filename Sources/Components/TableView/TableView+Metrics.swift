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
  nonisolated public static func systemSideMargin(forWidth width: CGFloat) -> CGFloat {
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
  /// The size of the glyph of an accessory type, in points (zero for none). The chevron is iOS
  /// 18's: the "chevron.forward" symbol's image view, 10.333 × 14 in the recorded rows (at @3x;
  /// other scales round it to their pixels). The other glyphs are choices (Decisions.md).
  static func glyphSize(of type: AccessoryType) -> CGSize {
    switch type {
    case .none: .zero
    case .disclosureIndicator: CGSize(width: 31.0 / 3, height: 14)
    case .checkmark: CGSize(width: 14, height: 11)
    case .detailButton: CGSize(width: 22, height: 22)
    case .detailDisclosureButton: CGSize(width: 22 + 8 + 8, height: 22)
    }
  }

  /// The content view's trailing layout margin beside an accessory: 8 points, as iOS 18's
  /// recorded rows with a chevron give it (their 16-point rows; a choice for other margins).
  static let contentTrailingMarginBesideAccessory: CGFloat = 8
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

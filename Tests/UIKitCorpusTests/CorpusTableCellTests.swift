import LayoutTesting
import Testing
import TrellisUIKit

/// The corpus's table cells, each in a one-row table that sizes it as UIKit does: as wide as the
/// table, as tall as the content view's fitting height plus a one-pixel separator, with the
/// content view's margins 11 points top and bottom and 16 (iPhone) or 20 (iPad) at the sides
/// (UIKitBehavior.md, "Table rows"; ScrollViewsAndLists.md).
@Suite struct CorpusTableCellTests {
  @Test(arguments: CorpusDevice.allCases)
  func messageCellGrowsWithItsWrappedMessage(on device: CorpusDevice) throws {
    let controller = OneRowTableController<MessageCell> {
      $0.configure(
        with: ChatMessage(sender: "Ada Lovelace", time: "9:41", text: SampleText.message))
    }
    let host = host(controller, on: device)
    expectNoLayoutProblems(host.rootView)
    let cell = try #require(controller.cell)
    let row = try #require(controller.tableView.rows.first)

    #expect(cell.contentView.layoutMargins.left == device.sideMargin)
    #expect(
      isClose(
        cell.avatarImageView.frame, CGRect(x: device.sideMargin, y: 11, width: 40, height: 40)))
    #expect(isClose(cell.nameLabel.frame.minX, device.sideMargin + 40 + 12))
    #expect(isClose(cell.messageLabel.frame.minY, cell.nameLabel.frame.maxY + 4))
    #expect(
      isClose(cell.messageLabel.frame.maxX, cell.contentView.bounds.width - device.sideMargin))
    #expect(isClose(cell.timeLabel.frame.maxX, cell.contentView.bounds.width - device.sideMargin))
    #expect(isClose(cell.contentView.bounds.height, cell.messageLabel.frame.maxY + 11))
    // The row is the content view's height: the separator is drawn over its last pixel.
    #expect(isClose(row.height, cell.contentView.bounds.height, within: 0.01))
    #expect(!cell.messageLabel.isTextTruncated)
    if device != .iPadLandscape {
      #expect(cell.messageLabel.displayedLineCount > 1)
    }
  }

  @Test(arguments: CorpusDevice.allCases)
  func detailRowCellStacksTitleOverSubtitleBesideTheIcon(on device: CorpusDevice) throws {
    let controller = OneRowTableController<DetailRowCell>(style: .insetGrouped) {
      $0.configure(
        icon: UIImage(systemName: "questionmark.circle"), title: "Help",
        subtitle: "Questions, feedback and the user guide")
    }
    let host = host(controller, on: device)
    expectNoLayoutProblems(host.rootView)
    let cell = try #require(controller.cell)

    let content = cell.contentView
    #expect(isClose(cell.iconView.frame.size, CGSize(width: 28, height: 28)))
    #expect(isClose(cell.iconView.frame.minX, content.layoutMargins.left))
    #expect(isClose(cell.iconView.frame.midY, content.bounds.midY))
    let title = cell.titleLabel.convert(cell.titleLabel.bounds, to: content)
    let subtitle = cell.subtitleLabel.convert(cell.subtitleLabel.bounds, to: content)
    #expect(isClose(title.minX, cell.iconView.frame.maxX + 16))
    #expect(isClose(title.minY, content.layoutMargins.top))
    #expect(isClose(subtitle.minY, title.maxY + 2))
    #expect(isClose(subtitle.maxY, content.bounds.height - content.layoutMargins.bottom))
    // The disclosure indicator takes room at the trailing side, so the content view is narrower
    // than the cell.
    #expect(content.frame.width < cell.bounds.width)
  }

  @Test(arguments: CorpusDevice.allCases)
  func switchCellCentresTheSwitchAtTheTrailingMargin(on device: CorpusDevice) throws {
    let controller = OneRowTableController<SwitchCell> {
      $0.configure(title: "Show previews on the lock screen", isOn: true)
    }
    let host = host(controller, on: device)
    expectNoLayoutProblems(host.rootView)
    let cell = try #require(controller.cell)

    let content = cell.contentView
    // UISwitch's size is fixed: 51 × 31 (Components.md).
    #expect(isClose(cell.toggle.frame.size, CGSize(width: 51, height: 31)))
    #expect(isClose(cell.toggle.frame.maxX, content.bounds.width - device.sideMargin))
    #expect(isClose(cell.toggle.frame.midY, content.bounds.midY))
    #expect(isClose(cell.titleLabel.frame.minX, device.sideMargin))
    #expect(cell.titleLabel.frame.maxX <= cell.toggle.frame.minX - 12 + 0.5)
    #expect(cell.toggle.isOn)
  }

  @Test(arguments: CorpusDevice.allCases)
  func contactCellLaysOutItsVisualFormat(on device: CorpusDevice) throws {
    let controller = OneRowTableController<ContactCell> {
      $0.configure(name: "Grace Hopper", email: "grace@example.com")
    }
    let host = host(controller, on: device)
    expectNoLayoutProblems(host.rootView)
    let cell = try #require(controller.cell)

    let content = cell.contentView
    #expect(cell.initialsLabel.text == "GH")
    // "H:|-[initials(size)]-gap-[name]-|": `|-` is the content view's margin.
    #expect(isClose(cell.initialsLabel.frame.minX, device.sideMargin))
    #expect(isClose(cell.initialsLabel.frame.size, CGSize(width: 36, height: 36)))
    #expect(isClose(cell.nameLabel.frame.minX, device.sideMargin + 36 + 12))
    #expect(isClose(cell.emailLabel.frame.minX, cell.nameLabel.frame.minX))
    #expect(isClose(cell.nameLabel.frame.maxX, content.bounds.width - device.sideMargin))
    // "V:|-[name]-2-[email]-|"
    #expect(isClose(cell.nameLabel.frame.minY, 11))
    #expect(isClose(cell.emailLabel.frame.minY, cell.nameLabel.frame.maxY + 2))
    #expect(isClose(content.bounds.height, cell.emailLabel.frame.maxY + 11))
    #expect(isClose(cell.initialsLabel.frame.midY, content.bounds.midY))
  }

  @Test(arguments: CorpusDevice.allCases)
  func transferCellWrittenWithTheDSLLaysOutLikeItsStatements(on device: CorpusDevice) throws {
    let controller = OneRowTableController<TransferCell> {
      $0.configure(
        payee: "Rent for the flat on Baker Street, November", date: "Nov 27",
        amount: "-£1,250.00", symbol: "arrow.up.right")
    }
    let host = host(controller, on: device)
    expectNoLayoutProblems(host.rootView)
    let cell = try #require(controller.cell)

    let content = cell.contentView
    let margin = device.sideMargin
    // icon.size == 40×40, icon.leading == margins.leading, icon.centerY == content.centerY
    #expect(isClose(cell.iconView.frame.size, CGSize(width: 40, height: 40)))
    #expect(isClose(cell.iconView.frame.minX, margin))
    #expect(isClose(cell.iconView.frame.midY, content.bounds.midY))
    // payee.leading == icon.trailing + 12; payee.top == margins.top (11)
    #expect(isClose(cell.payeeLabel.frame.minX, margin + 40 + 12))
    #expect(isClose(cell.payeeLabel.frame.minY, 11))
    // The date under the payee by 2; the row as tall as the text or the icon, whichever is
    // taller, within the margins (11 top and bottom).
    #expect(isClose(cell.dateLabel.frame.minY, cell.payeeLabel.frame.maxY + 2))
    #expect(isClose(content.bounds.height, max(cell.dateLabel.frame.maxY, 11 + 40) + 11))
    // The amount keeps its whole text at the trailing margin; the payee wraps before it.
    #expect(isClose(cell.amountLabel.frame.maxX, content.bounds.width - margin))
    #expect(!cell.amountLabel.isTextTruncated)
    #expect(cell.payeeLabel.frame.maxX <= cell.amountLabel.frame.minX - 8 + 0.5)
    #expect(!cell.payeeLabel.isTextTruncated)
    // The constraints carry the cell's source lines (on UIKit, in their identifiers).
    let lines = content.constraints.compactMap(\.sourceLocation).map(\.description)
    #expect(lines.contains { $0.hasPrefix("TransferCell.swift:") })
  }
}

import LayoutTesting
import Testing
import TrellisUIKit

/// The corpus's plain views, each placed as a screen places a component (in the root's readable
/// content guide, 16 points under the safe area's top; or filling the safe area) on the three
/// devices.
@Suite struct CorpusViewTests {
  @Test(arguments: CorpusDevice.allCases)
  func cardViewKeepsItsImageAtSixteenByNine(on device: CorpusDevice) {
    let controller = ComponentController<CardView> {
      let card = CardView()
      card.configure(
        title: "Weekend in Lisbon", summary: SampleText.paragraph, footer: "5 min read")
      return card
    }
    let host = host(controller, on: device)
    // The summary stops at three lines on purpose (`numberOfLines = 3`).
    expectNoLayoutProblems(
      host.rootView, checking: LayoutChecks.default.subtracting(.truncatedText))
    let card = controller.component

    let width = device.readableWidth
    #expect(isClose(card.frame.minX, device.readableMinX))
    #expect(card.frame.minY == device.safeAreaTop + 16)
    #expect(isClose(card.frame.width, width))
    #expect(isClose(card.imageView.frame.height, width * 9 / 16))
    #expect(isClose(card.titleLabel.convert(card.titleLabel.bounds, to: card).minX, 16))
    #expect(
      isClose(
        card.titleLabel.convert(card.titleLabel.bounds, to: card).minY,
        card.imageView.frame.maxY + 12))
    #expect(
      isClose(
        card.footerLabel.convert(card.footerLabel.bounds, to: card).maxY, card.bounds.height - 16))
    #expect(card.summaryLabel.displayedLineCount <= 3)
    #expect(card.layer.shadowRadius == 12)
    #expect(card.layer.shadowOffset == CGSize(width: 0, height: 4))
  }

  @Test(arguments: CorpusDevice.allCases)
  func profileHeaderCentresTheAvatarAndSplitsTheStatsEvenly(on device: CorpusDevice) throws {
    let controller = ComponentController<ProfileHeaderView> {
      let header = ProfileHeaderView()
      header.configure(
        with: UserProfile(
          name: "Katherine Johnson", handle: "kjohnson", bio: SampleText.paragraph, posts: 128,
          followers: 20_480, following: 311))
      return header
    }
    let host = host(controller, on: device)
    expectNoLayoutProblems(host.rootView)
    let header = controller.component

    let width = device.readableWidth
    #expect(
      isClose(
        header.avatarImageView.frame, CGRect(x: (width - 88) / 2, y: 24, width: 88, height: 88)))
    let nameTop: CGFloat = 24 + 88 + 12
    #expect(isClose(header.nameLabel.convert(header.nameLabel.bounds, to: header).minY, nameTop))
    let stats = header.statsStackView.arrangedSubviews
    #expect(stats.count == 3)
    let statWidth = (width - 40 - 2 * 8) / 3
    for stat in stats {
      #expect(isClose(stat.frame.width, statWidth))
    }
    #expect(
      isClose(
        header.statsStackView.convert(header.statsStackView.bounds, to: header).maxY,
        header.bounds.height - 24))
    #expect(!header.bioLabel.isTextTruncated)
  }

  @Test(arguments: CorpusDevice.allCases)
  func onboardingPageCentresItsTitle(on device: CorpusDevice) {
    let controller = ComponentController<OnboardingPageView>(fills: true) {
      OnboardingPageView(page: OnboardingViewController.pages[2])
    }
    let host = host(controller, on: device)
    expectNoLayoutProblems(host.rootView)
    let page = controller.component

    #expect(isClose(page.titleLabel.frame.midY, page.bounds.midY))
    #expect(isClose(page.imageView.frame.size, CGSize(width: 120, height: 120)))
    #expect(isClose(page.imageView.frame.midX, page.bounds.midX))
    #expect(isClose(page.imageView.frame.maxY + 32, page.titleLabel.frame.minY))
    // The readable content guide: the whole width inside the margins on a phone, at most 672
    // points centred on an iPad (UIKitBehavior.md §6).
    let readableWidth = min(page.bounds.width - 2 * page.layoutMargins.left, 672)
    #expect(isClose(page.messageLabel.frame.width, readableWidth))
    #expect(isClose(page.messageLabel.frame.midX, page.bounds.midX))
  }

  @Test(arguments: CorpusDevice.allCases)
  func emptyStateCentresItsStackInTheMargins(on device: CorpusDevice) {
    let controller = ComponentController<EmptyStateView>(fills: true) {
      let empty = EmptyStateView()
      empty.configure(
        symbolName: "tray", title: "No messages",
        message: "When someone writes to you, the conversation shows up here.",
        actionTitle: "Start a conversation")
      return empty
    }
    let host = host(controller, on: device)
    expectNoLayoutProblems(host.rootView)
    let empty = controller.component

    let image = empty.imageView.convert(empty.imageView.bounds, to: empty)
    let button = empty.actionButton.convert(empty.actionButton.bounds, to: empty)
    let title = empty.titleLabel.convert(empty.titleLabel.bounds, to: empty)
    #expect(isClose(image.size, CGSize(width: 64, height: 64)))
    #expect(isClose(image.midX, empty.bounds.midX))
    #expect(isClose(title.minY, image.maxY + 16))
    #expect(isClose(button.midX, empty.bounds.midX))
    // The stack is centred between the 32-point margins: as much room above it as below.
    #expect(isClose(image.minY - 32, empty.bounds.height - 32 - button.maxY, within: 1))
  }

  @Test(arguments: CorpusDevice.allCases)
  func statusBadgePadsItsText(on device: CorpusDevice) {
    let controller = ComponentController<UIView> {
      let row = UIView()
      let badge = StatusBadge()
      badge.text = "OVERDUE"
      badge.translatesAutoresizingMaskIntoConstraints = false
      row.addSubview(badge)
      NSLayoutConstraint.activate([
        badge.topAnchor.constraint(equalTo: row.topAnchor),
        badge.leadingAnchor.constraint(equalTo: row.leadingAnchor),
        badge.bottomAnchor.constraint(equalTo: row.bottomAnchor),
      ])
      return row
    }
    let host = host(controller, on: device)
    expectNoLayoutProblems(host.rootView)
    let badge = controller.component.subviews[0] as? StatusBadge

    let text = UILabel()
    text.font = .systemFont(ofSize: 12, weight: .semibold)
    text.text = "OVERDUE"
    let plain = text.intrinsicContentSize
    #expect(isClose(badge?.frame.width ?? 0, plain.width + 16, within: 1))
    #expect(isClose(badge?.frame.height ?? 0, plain.height + 8, within: 1))
    #expect(badge?.textDrawingRect.map { isClose($0.minX, 8) } == true)
  }

  @Test(arguments: CorpusDevice.allCases)
  func formFieldStacksTitleFieldAndError(on device: CorpusDevice) {
    let controller = ComponentController<FormFieldView> {
      let field = FormFieldView(title: "Email", placeholder: "name@example.com")
      field.errorMessage = "Enter an email address with an @."
      return field
    }
    let host = host(controller, on: device)
    expectNoLayoutProblems(host.rootView)
    let field = controller.component

    #expect(field.titleLabel.frame.minY == 0)
    #expect(isClose(field.textField.frame.minY, field.titleLabel.frame.maxY + 6))
    #expect(isClose(field.textField.frame.size, CGSize(width: device.readableWidth, height: 44)))
    #expect(isClose(field.errorLabel.frame.minY, field.textField.frame.maxY + 4))
    #expect(isClose(field.bounds.height, field.errorLabel.frame.maxY))
    #expect(field.textField.layer.borderColor == UIColor.systemRed.cgColor)
  }

  @Test(arguments: CorpusDevice.allCases)
  func ratingViewDrawsFiveSquareStarsBeforeTheCount(on device: CorpusDevice) {
    let controller = ComponentController<RatingView> {
      let rating = RatingView()
      rating.rating = 4
      rating.countLabel.text = "(1,024)"
      return rating
    }
    let host = host(controller, on: device)
    expectNoLayoutProblems(host.rootView)
    let rating = controller.component

    #expect(rating.starViews.count == 5)
    for (index, star) in rating.starViews.enumerated() {
      #expect(isClose(star.frame.size, CGSize(width: 16, height: 16)))
      #expect(isClose(star.frame.minX, CGFloat(index) * 18))
    }
    let count = rating.countLabel.convert(rating.countLabel.bounds, to: rating)
    let starsAndGaps: CGFloat = 5 * 16 + 4 * 2
    #expect(isClose(count.minX, starsAndGaps + 6))
    #expect(rating.accessibilityLabel == "4 out of 5 stars")
  }

  @Test(arguments: CorpusDevice.allCases)
  func downloadRowAlignsItsVisualFormat(on device: CorpusDevice) {
    let controller = ComponentController<DownloadProgressView> {
      let row = DownloadProgressView()
      row.fileNameLabel.text = "Quarterly report — final (2).pdf"
      row.progress = 0.42
      return row
    }
    let host = host(controller, on: device)
    expectNoLayoutProblems(host.rootView)
    let row = controller.component

    #expect(row.spinner.frame.minX == 12)
    #expect(isClose(row.fileNameLabel.frame.minX, row.spinner.frame.maxX + 10))
    #expect(isClose(row.spinner.frame.midY, row.fileNameLabel.frame.midY))
    #expect(isClose(row.percentLabel.frame.midY, row.fileNameLabel.frame.midY))
    #expect(isClose(row.percentLabel.frame.maxX, row.bounds.width - 12))
    #expect(row.percentLabel.frame.width >= 44)
    #expect(isClose(row.progressView.frame.minX, row.fileNameLabel.frame.minX))
    #expect(isClose(row.progressView.frame.maxX, row.fileNameLabel.frame.maxX))
    #expect(isClose(row.progressView.frame.height, 4))
    #expect(isClose(row.bounds.height, row.progressView.frame.maxY + 12))
    #expect(row.percentLabel.text == "42%")
  }
}

extension CorpusViewTests {
  @Test(arguments: CorpusDevice.allCases)
  func expandableTextGrowsWhenExpanded(on device: CorpusDevice) {
    let controller = ComponentController<ExpandableTextView> {
      let view = ExpandableTextView()
      view.textLabel.text = Array(repeating: SampleText.paragraph, count: 3).joined(separator: " ")
      return view
    }
    let host = host(controller, on: device)
    expectNoLayoutProblems(
      host.rootView, checking: LayoutChecks.default.subtracting(.truncatedText))
    let view = controller.component
    let collapsed = view.bounds.height
    #expect(view.textLabel.displayedLineCount == 3)
    #expect(view.textLabel.isTextTruncated)
    #expect(isClose(view.toggleButton.frame.minY, view.textLabel.frame.maxY + 4))

    view.toggleButton.sendActions(for: .touchUpInside)
    host.layoutIfNeeded()
    expectNoLayoutProblems(host.rootView)
    #expect(view.isExpanded)
    #expect(view.bounds.height > collapsed)
    #expect(!view.textLabel.isTextTruncated)
    #expect(view.toggleButton.currentTitle == "Less")
    #expect(isClose(view.bounds.height, view.toggleButton.frame.maxY))
  }
}

import LayoutTesting
import Testing
import TrellisUIKit

/// The corpus's screens, each the root view controller of a host on the three devices.
@Suite struct CorpusScreenTests {
  static let profile = UserProfile(
    name: "Katherine Johnson", handle: "kjohnson", bio: SampleText.paragraph, posts: 128,
    followers: 20_480,
    following: 311)

  /// The onboarding screen's `UIPageControl` has no accessibility label, as in most apps: VoiceOver
  /// reads its value ("page 1 of 3"), which the label check does not count as a name for an
  /// adjustable element (Testing.md, "Automatic layout checks"). Everything else is checked.
  static let checksWithoutPageControlLabel = LayoutChecks.default.subtracting(.accessibilityLabels)

  @Test(arguments: CorpusDevice.allCases)
  func signInFormIsCentredAndAtMost400PointsWide(on device: CorpusDevice) throws {
    let controller = SignInViewController()
    let host = host(controller, on: device)
    expectNoLayoutProblems(host.rootView)

    let width = min(400, device.width - 2 * device.sideMargin)
    let form = try #require(controller.emailField.superview)
    #expect(isClose(form.frame.minY, device.safeAreaTop + 40))
    #expect(isClose(form.frame.width, width))
    #expect(isClose(form.frame.midX, device.width / 2))
    #expect(isClose(controller.emailField.frame.width, width))
    #expect(controller.passwordField.isSecureTextEntry)
    #expect(controller.signInButton.frame.height >= 50)
    #expect(isClose(controller.signInButton.frame.minY, controller.passwordField.frame.maxY + 20))
  }

  @Test func signInButtonSendsWhatWasTyped() {
    let controller = SignInViewController()
    var received: (String, String)?
    controller.onSignIn = { received = ($0, $1) }
    _ = host(controller, on: .iPhoneSE)
    controller.emailField.text = "ada@example.com"
    controller.passwordField.text = "correct horse"
    controller.signInButton.sendActions(for: .touchUpInside)
    #expect(received?.0 == "ada@example.com")
    #expect(received?.1 == "correct horse")
  }

  @Test(arguments: CorpusDevice.allCases)
  func profileScrollsItsHeaderAndButtons(on device: CorpusDevice) throws {
    let controller = ProfileViewController(profile: Self.profile)
    let host = host(controller, on: device)
    expectNoLayoutProblems(host.rootView)

    #expect(controller.title == "Katherine Johnson")
    #expect(
      controller.scrollView.frame
        == CGRect(x: 0, y: 0, width: device.width, height: host.rootView.bounds.height))
    #expect(isClose(controller.headerView.frame.width, device.width))
    // The content is as tall as the header, the buttons and the 20 points under them.
    let buttons = try #require(controller.followButton.superview)
    #expect(isClose(controller.scrollView.contentSize.height, buttons.frame.maxY + 20))
    #expect(isClose(controller.followButton.frame.width, controller.messageButton.frame.width))
    #expect(isClose(buttons.frame.minX, device.sideMargin))
    // The scroll view takes the safe area into its adjusted inset (it bounces vertically).
    #expect(controller.scrollView.adjustedContentInset.top == device.safeAreaTop)
  }

  @Test func followButtonTogglesItsTitle() {
    let controller = ProfileViewController(profile: Self.profile)
    _ = host(controller, on: .iPhone15)
    controller.followButton.sendActions(for: .touchUpInside)
    #expect(controller.isFollowing)
    #expect(controller.followButton.configuration?.title == "Following")
  }

  @Test(arguments: CorpusDevice.allCases)
  func onboardingKeepsItsControlsInTheSafeArea(on device: CorpusDevice) {
    let controller = OnboardingViewController()
    let host = host(controller, on: device)
    expectNoLayoutProblems(host.rootView, checking: Self.checksWithoutPageControlLabel)

    let height = host.rootView.bounds.height
    #expect(isClose(controller.skipButton.frame.minY, device.safeAreaTop + 8))
    #expect(isClose(controller.skipButton.frame.maxX, device.width - device.sideMargin))
    #expect(isClose(controller.nextButton.frame.maxY, height - device.safeAreaBottom - 20))
    #expect(isClose(controller.pageControl.frame.maxY, controller.nextButton.frame.minY - 12))
    #expect(isClose(controller.containerView.frame.maxY, controller.pageControl.frame.minY - 16))
    #expect(controller.pageControl.numberOfPages == 3)
  }

  @Test func onboardingLastPageHidesSkip() {
    let controller = OnboardingViewController()
    let host = host(controller, on: .iPhone15)
    controller.showNextPage()
    controller.showNextPage()
    host.layoutIfNeeded()
    expectNoLayoutProblems(host.rootView, checking: Self.checksWithoutPageControlLabel)
    #expect(controller.pageControl.currentPage == 2)
    #expect(controller.skipButton.isHidden)
    #expect(controller.nextButton.currentTitle == "Get Started")
  }

  @Test(arguments: CorpusDevice.allCases)
  func articleKeepsItsTextToAReadableWidth(on device: CorpusDevice) {
    let body = Array(repeating: SampleText.paragraph, count: 12).joined(separator: "\n\n")
    let controller = ArticleViewController(
      headline: "How a layout test caught the bug", byline: "By the Trellis team", body: body)
    let host = host(controller, on: device)
    expectNoLayoutProblems(host.rootView)

    let content = controller.contentView
    #expect(isClose(content.frame.width, device.width))
    #expect(
      isClose(controller.heroImageView.frame, CGRect(x: 0, y: 0, width: device.width, height: 220)))
    // The content view is not a root: its margins are a plain view's 8 points (§1), and its
    // readable content guide is at most 672 points wide, centred (§6).
    #expect(content.layoutMargins.left == 8)
    let readableWidth = min(device.width - 2 * 8, 672)
    #expect(isClose(controller.bodyLabel.frame.width, readableWidth))
    #expect(isClose(controller.bodyLabel.frame.midX, device.width / 2))
    let headlineTop: CGFloat = 220 + 20
    #expect(isClose(controller.headlineLabel.frame.minY, headlineTop))
    #expect(isClose(controller.bylineLabel.frame.minY, controller.headlineLabel.frame.maxY + 8))
    #expect(isClose(controller.scrollView.contentSize.height, controller.bodyLabel.frame.maxY + 32))
    #expect(controller.scrollView.contentSize.height > host.rootView.bounds.height)
  }

  @Test(arguments: CorpusDevice.allCases)
  func settingsListsTogglesAndDetailRows(on device: CorpusDevice) throws {
    let controller = SettingsViewController()
    let host = host(controller, on: device)
    expectNoLayoutProblems(host.rootView)

    let table = controller.tableView
    #expect(table.numberOfSections == 2)
    #expect(table.rows.count == 6)
    #expect(table.rowDiagnostics.isEmpty)
    let toggleCell = try #require(table.rows[2].cell as? SwitchCell)
    #expect(toggleCell.titleLabel.text == "Show previews on the lock screen")
    #expect(!toggleCell.titleLabel.isTextTruncated)
    let helpCell = try #require(table.rows[5].cell as? DetailRowCell)
    #expect(helpCell.subtitleLabel.text == "Questions, feedback and the user guide")
    let privacyCell = try #require(table.rows[4].cell as? DetailRowCell)
    #expect(privacyCell.subtitleLabel.isHidden)
    // Inset grouped: the rows are inset from the table's sides.
    #expect(table.rows[0].frame.minX > 0)
    #expect(table.rows[0].frame.maxX < device.width)
  }

  @Test(arguments: CorpusDevice.allCases)
  func feedSizesEachMessageRowUnderItsHeader(on device: CorpusDevice) throws {
    let controller = FeedViewController()
    let host = host(controller, on: device)
    controller.messages = [
      ChatMessage(sender: "Ada", time: "9:41", text: "Morning!"),
      ChatMessage(sender: "Grace Hopper", time: "9:42", text: SampleText.message),
      ChatMessage(sender: "Katherine", time: "9:45", text: SampleText.paragraph),
    ]
    host.layoutIfNeeded()
    expectNoLayoutProblems(host.rootView)

    let table = controller.tableView
    #expect(table.rows.count == 3)
    let header = try #require(table.headerView(forSection: 0) as? SectionHeaderView)
    #expect(header.titleLabel.text == "Today")
    // The header sizes itself around its title and its button, inside its margins.
    let headerRect = table.rectForHeader(inSection: 0)
    let button = header.seeAllButton.convert(header.seeAllButton.bounds, to: header)
    #expect(button.minY >= header.contentView.layoutMargins.top - 0.5)
    #expect(button.maxY <= headerRect.height - header.contentView.layoutMargins.bottom + 0.5)
    #expect(
      isClose(
        header.seeAllButton.frame.maxX,
        header.contentView.bounds.width - header.contentView.layoutMargins.right))
    // Each row is as tall as its message needs: the one-line row is the shortest.
    #expect(table.rows[0].height < table.rows[2].height)
    #expect(isClose(table.rows[0].frame.minY, headerRect.maxY))
    for row in table.rows {
      let cell = try #require(row.cell as? MessageCell)
      #expect(!cell.messageLabel.isTextTruncated)
    }
  }

  @Test(arguments: CorpusDevice.allCases)
  func productGridFitsTwoOrThreeColumns(on device: CorpusDevice) throws {
    let products = (1...7).map {
      Product(name: "Product number \($0)", price: "$\($0)9.00", imageName: "shippingbox")
    }
    let controller = ProductGridViewController(products: products)
    let host = host(controller, on: device)
    expectNoLayoutProblems(host.rootView)

    let items = controller.collectionView.items
    #expect(items.count == 7)
    let columns: CGFloat = device == .iPadLandscape ? 3 : 2
    let width = ((device.width - 12 * (columns + 1)) / columns).rounded(.down)
    #expect(isClose(items[0].frame.size, CGSize(width: width, height: width * 0.75 + 86)))
    #expect(isClose(items[0].frame.minX, 12))
    let firstRow = items.filter { $0.frame.minY == items[0].frame.minY }
    #expect(CGFloat(firstRow.count) == columns)
    let cell = try #require(items[0].cell as? ProductCell)
    #expect(cell.nameLabel.text == "Product number 1")
  }
}

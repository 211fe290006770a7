import Foundation
import Testing
import TrellisUIKit

/// A recorded frame beside Trellis's frame for the same view (nil when the screen has no such view).
nonisolated struct ReplayedFrame {
  let recorded: RecordedFrame
  let trellis: CGRect?

  var match: ReplayMatch { trellis.map { ReplayMatch($0, recorded.frame) } ?? .off }
}

extension Recording {
  /// Builds the screen, hosts it with the recording's configuration, lays it out and reads the frame
  /// of every recorded view.
  func replay() -> [ReplayedFrame] {
    guard let simulator else { return replayOnHost() }
    // Code that runs before the view is in a window sees the simulator's screen.
    return UIScreen.$current.withValue(UIScreen(configuration: simulator)) { replayOnHost() }
  }

  private func replayOnHost() -> [ReplayedFrame] {
    let controller: UIViewController
    switch screen {
    case .titleLabel: controller = TitleLabelViewController()
    case .pointLabels: controller = PointLabelsViewController()
    case .numberedTable: controller = NumberedTableViewController()
    case .contactAddButton: controller = ContactAddButtonViewController()
    case .itemCard:
      // The app's asset catalog: its "point_free_logo" is 280 × 280.
      UIImage.register(named: "point_free_logo", size: CGSize(width: 280, height: 280))
      controller = ItemCardViewController()
    case .sizedLabel: controller = SizedToFitLabelViewController(text: ".recursiveDescription")
    case .tileBoard:
      // What the recorded test does after creating the controller: a tile, and a score.
      let game = TileBoardViewController()
      game.popTile(row: 1, column: 1, value: 2)
      game.scoreLabel.text = "12345678"
      controller = game
    case .buttonMenu: controller = ButtonMenuViewController(threeButtons: false)
    case .buttonMenuWithThreeButtons: controller = ButtonMenuViewController(threeButtons: true)
    case .shortPropertyDescription:
      controller = PropertyDescriptionViewController(
        description:
          "Casamentiss faiz malandris se pirulitá. Delegadis gente finis, bibendum egestas augue arcu ut est."
      )
    case .longPropertyDescription:
      controller = PropertyDescriptionViewController(
        description:
          "Mussum Ipsum, cacilds vidis litro abertis. Nec orci ornare consequat. Praesent lacinia ultrices consectetur. Sed non ipsum felis. Em pé sem cair, deitado sem dormir, sentado sem cochilar e fazendo pose. A ordem dos tratores não altera o pão duris. Si u mundo tá muito paradis? Toma um mé que o mundo vai girarzis! Viva Forevis aptent taciti sociosqu ad litora torquent. In elementis mé pra quem é amistosis quis leo. Interessantiss quisso pudia ce receita de bolis, mais bolis eu num gostis. Casamentiss faiz malandris se pirulitá."
      )
    case .emptyState: controller = CenteredMessageViewController()
    case .fixedWidthDivider: controller = DividerViewController(.fixedWidth)
    case .centredLineDivider: controller = DividerViewController(.centredLine)
    case .zeroSizeButton: controller = ZeroSizeButtonViewController()
    case .avatar(let design, let content):
      switch content {
      case .initials:
        controller = AvatarViewController(
          design: design, content: .initials(of: "Natura Design System"))
      case .placeholder: controller = AvatarViewController(design: design, content: .placeholder)
      case .photo:
        // The recorded test's `UIImage()`: an image of no size.
        UIImage.register(named: "empty", size: .zero)
        controller = AvatarViewController(
          design: design, content: .photo(UIImage(named: "empty")))
      }
    case .iconButton(let sizing, let badge):
      // The design system's placeholder icon: a 24 × 24 PDF.
      UIImage.register(named: "IconOutlinedDefaultMockup", size: CGSize(width: 24, height: 24))
      controller = IconButtonViewController(
        sizing: sizing, badge: badge ? 10 : nil,
        placeholder: UIImage(named: "IconOutlinedDefaultMockup"))
    case .pinnedAndCentredIndicator: controller = ProgressIndicatorViewController()
    case .profile: controller = PhotoProfileViewController()
    case .dashboard: controller = DashboardViewController()
    case .groupedSettings: controller = GroupedSettingsViewController()
    case .syncSetup(let german):
      // The app's asset catalog: its "cloud" is 144 × 90.
      UIImage.register(named: "cloud", size: CGSize(width: 144, height: 90))
      controller = SyncSetupViewController(texts: german ? .german : .english)
    }
    let host: ViewHost
    switch screen {
    case .titleLabel, .pointLabels, .buttonMenu, .buttonMenuWithThreeButtons, .syncSetup:
      host = hostedAsChild(controller)
    default: host = ViewHost(rootViewController: controller, configuration: configuration)
    }
    host.layoutIfNeeded()
    return frames.map { ReplayedFrame(recorded: $0, trellis: view($0.view, in: controller)?.frame) }
  }

  /// swift-snapshot-testing's harness for a screen recorded "on" a device description: a window
  /// of the description's size and safe area on the simulator that ran the tests — a portrait
  /// iPhone's traits (compact width, regular height, the default text size) at the simulator's
  /// scale — holding a plain controller whose child is the screen, its view filling the window,
  /// with the description's size classes, idiom and text size as an override for the child
  /// (`setOverrideTraitCollection(_:forChild:)`). The screen hears of those traits as a change
  /// before its first layout (UIKitBehavior.md §16.4).
  private func hostedAsChild(_ screen: UIViewController) -> ViewHost {
    var window = configuration
    window.horizontalSizeClass = .compact
    window.verticalSizeClass = .regular
    window.userInterfaceIdiom = .phone
    window.preferredContentSizeCategory = .large
    let parent = UIViewController()
    parent.view.frame = CGRect(origin: .zero, size: configuration.size)
    parent.addChild(screen)
    screen.view.frame = parent.view.frame
    screen.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    parent.view.addSubview(screen.view)
    let described = UITraitCollection(traitsFrom: [
      UITraitCollection(horizontalSizeClass: configuration.horizontalSizeClass),
      UITraitCollection(verticalSizeClass: configuration.verticalSizeClass),
      UITraitCollection(userInterfaceIdiom: configuration.userInterfaceIdiom),
      UITraitCollection(preferredContentSizeCategory: configuration.preferredContentSizeCategory),
    ])
    parent.setOverrideTraitCollection(described, forChild: screen)
    screen.didMove(toParent: parent)
    return ViewHost(rootViewController: parent, configuration: window)
  }

  /// The view a recorded frame names.
  private func view(_ key: String, in controller: UIViewController) -> UIView? {
    if key == "root" || key == "table" { return controller.view }
    if key.hasPrefix("subviews[") { return controller.view.view(atPath: key) }
    if key == "label", let label = (controller as? SizedToFitLabelViewController)?.label {
      return label
    }
    if let card = (controller as? ItemCardViewController)?.card {
      let views: [String: UIView] = [
        "card": card, "card row": card.rowStack, "card image": card.imageView,
        "card text": card.textStack, "card title": card.titleLabel, "card body": card.bodyLabel,
      ]
      return views[key]
    }
    if let menu = controller as? ButtonMenuViewController {
      let buttons = [
        "centre button": menu.centreButton, "below button": menu.belowButton,
        "bottom button": menu.bottomButton,
      ]
      if key == "title" { return menu.titleLabel }
      if let button = buttons[key] { return button }
      let name = key.replacingOccurrences(of: " title", with: "")
      return buttons[name]??.titleLabel
    }
    if let view = (controller as? PropertyDescriptionViewController)?.descriptionView {
      let views: [String: UIView?] = [
        "description view": view, "description stack": view.stackView,
        "description title": view.titleLabel, "description text": view.descriptionLabel,
        "description button": view.moreButton.superview == nil ? nil : view.moreButton,
        "description button title": view.moreButton.superview == nil
          ? nil : view.moreButton.titleLabel,
      ]
      return views[key] ?? nil
    }
    if let zero = controller as? ZeroSizeButtonViewController {
      let views = [
        "button view": zero.buttonView, "button": zero.button,
        "button title": zero.button.titleLabel,
      ]
      return views[key] ?? nil
    }
    if let settings = controller as? GroupedSettingsViewController {
      // "setting 1.2", "setting 1.2 content", "setting 1.2 title"
      let words = key.split(separator: " ")
      if key == "settings" { return settings.tableView }
      let place = words.count >= 2 ? words[1].split(separator: ".").compactMap { Int($0) } : []
      guard words.first == "setting", place.count == 2,
        let cell = settings.tableView.cellForRow(at: IndexPath(row: place[1], section: place[0]))
      else { return nil }
      return part(words.dropFirst(2).first, of: cell)
    }
    if let dashboard = controller as? DashboardViewController {
      return dashboardView(key, in: dashboard)
    }
    if let setup = controller as? SyncSetupViewController {
      let views: [String: UIView?] = [
        "container": setup.container, "cloud": setup.cloudView, "title": setup.titleLabel,
        "description": setup.descriptionLabel, "later": setup.laterButton,
        "later title": setup.laterButton.titleLabel, "use iCloud": setup.useCloudButton,
        "use iCloud title": setup.useCloudButton.titleLabel,
      ]
      return views[key] ?? nil
    }
    if key == "edit button title", let profile = controller as? PhotoProfileViewController {
      return profile.editButton.titleLabel
    }
    if let dividers = controller as? DividerViewController {
      return key == "divider" ? dividers.divider : key == "divider line" ? dividers.line : nil
    }
    if let emptyState = (controller as? CenteredMessageViewController)?.emptyState {
      return key == "empty title"
        ? emptyState.titleLabel : key == "empty message" ? emptyState.messageLabel : nil
    }
    if let button = (controller as? ContactAddButtonViewController)?.button {
      return key == "button" ? button : key == "button image" ? button.imageView : nil
    }
    // "row 3", "row 3 content", "row 3 title"
    let words = key.split(separator: " ")
    guard words.first == "row", words.count >= 2, let row = Int(words[1]),
      let table = (controller as? NumberedTableViewController)?.tableView,
      let cell = table.cellForRow(at: IndexPath(row: row, section: 0))
    else { return nil }
    return part(words.dropFirst(2).first, of: cell)
  }

  /// The part of a table cell a key's last word names: the cell itself (no word), its content view
  /// ("content") or its title label ("title").
  private func part(_ word: Substring?, of cell: UITableViewCell) -> UIView? {
    switch word {
    case nil: return cell
    case "content": return cell.contentView
    case "title": return cell.textLabel
    default: return nil
    }
  }

  /// The dashboard's views: "scroll", "content", "greeting", "tiles", "tile 1", "tile 1 count",
  /// "tile 1 caption", "heading", "activities", "activity 2", "activity 2 content",
  /// "activity 2 title".
  private func dashboardView(_ key: String, in dashboard: DashboardViewController) -> UIView? {
    let named: [String: UIView] = [
      "scroll": dashboard.scrollView, "content": dashboard.contentView,
      "greeting": dashboard.greetingLabel, "tiles": dashboard.tilesStack,
      "heading": dashboard.headingLabel, "activities": dashboard.activityTable,
    ]
    if let view = named[key] { return view }
    let words = key.split(separator: " ")
    guard words.count >= 2, let index = Int(words[1]) else { return nil }
    if words[0] == "tile" {
      guard index < dashboard.tilesStack.arrangedSubviews.count else { return nil }
      let tile = dashboard.tilesStack.arrangedSubviews[index]
      switch words.dropFirst(2).first {
      case nil: return tile
      case "count": return tile.subviews.first
      case "caption": return tile.subviews.last
      default: return nil
      }
    }
    guard words[0] == "activity",
      let cell = dashboard.activityTable.cellForRow(at: IndexPath(row: index, section: 0))
    else { return nil }
    return part(words.dropFirst(2).first, of: cell)
  }

  /// Expects every recorded frame exact in Trellis, and a frame with a known cause not to be, inside
  /// `withKnownIssue` — which fails when the frame matches, so the cause is struck when it is fixed.
  func expectReplayed() {
    for replayed in replay() {
      let recorded = replayed.recorded
      let comment = Comment(
        rawValue:
          "\(recorded.view): Trellis \(replayed.trellis.map { "\($0)" } ?? "none"), UIKit \(recorded.frame) (\(source))"
      )
      if let cause = recorded.knownIssue {
        withKnownIssue(Comment(rawValue: cause.rawValue)) {
          #expect(replayed.match == .exact, comment)
        }
      } else {
        #expect(replayed.match == .exact, comment)
      }
    }
  }
}

import LayoutDSL
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

// DSL.md's first example: a view written as app code, which the app builds on UIKit and these
// tests on Trellis.
final class BalanceView: UIView {
  let titleLabel = UILabel()
  let amountLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.font = .preferredFont(forTextStyle: .subheadline)
    amountLabel.font = .preferredFont(forTextStyle: .largeTitle)
    addSubview(titleLabel)
    addSubview(amountLabel)
    constrain(titleLabel, amountLabel, self) { title, amount, view in
      title.top == view.layoutMargins.top
      title.horizontalEdges == view.layoutMargins.horizontalEdges
      amount.top == title.bottom + 4
      amount.horizontalEdges == title.horizontalEdges
      amount.bottom <= view.layoutMargins.bottom
    }
  }

  required init?(coder: NSCoder) { nil }
}

/// The examples of Documentation/DSL.md and of the DocC landing page, verbatim, with the frames they
/// promise. The last test checks that every Swift block of both still appears here.
@Suite struct DocumentationExampleTests {
  @Test func theAppSideExampleLaysOutOnTrellis() {
    let balance = BalanceView(frame: CGRect(x: 0, y: 0, width: 375, height: 120))
    balance.titleLabel.text = "Balance"
    balance.amountLabel.text = "$1,024.00"
    balance.layoutIfNeeded()
    // Margins of 8 on every side; the subheadline's line is 17.9 points high, the large title's
    // 40.574 (not rounded to pixels: the view is in no window, so it has no display scale).
    #expect(isClose(balance.titleLabel.frame, CGRect(8, 8, 359, 17.9), tolerance: 0.001))
    #expect(isClose(balance.amountLabel.frame, CGRect(8, 29.9, 359, 40.574), tolerance: 0.001))
    #expect(!balance.amountLabel.translatesAutoresizingMaskIntoConstraints)
    #expect(balance.translatesAutoresizingMaskIntoConstraints)
  }

  @Test func quickStart() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let card = View()
    let avatar = View()
    let title = View()
    root.addSubview(card)
    card.addSubview(avatar)
    card.addSubview(title)

    constrain(card, avatar, title) { card, avatar, title in
      card.horizontalEdges == card.superview.layoutMargins.horizontalEdges
      card.top == card.superview.safeArea.top + 20
      avatar.size == CGSize(width: 40, height: 40)
      avatar.leading == card.layoutMargins.leading
      avatar.verticalEdges == card.layoutMargins.verticalEdges
      title.leading == avatar.trailing + 8
      title.trailing == card.layoutMargins.trailing
      title.centerY == avatar.centerY
      title.height == 20
    }
    root.layoutIfNeeded()
    // card.frame   == (8, 20, 359, 56)
    // avatar.frame == (8, 8, 40, 40)
    // title.frame  == (56, 18, 295, 20)
    #expect(isClose(card.frame, CGRect(8, 20, 359, 56)))
    #expect(isClose(avatar.frame, CGRect(8, 8, 40, 40)))
    #expect(isClose(title.frame, CGRect(56, 18, 295, 20)))
  }

  @Test func argumentsAndProxies() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let title = View()
    let dots = [View(), View(), View()]
    let badge: View? = nil
    let column = LayoutGuide()
    root.addSubview(title)
    dots.forEach(root.addSubview)
    root.addLayoutGuide(column)

    constrain(column, title, dots, badge, root) { column, title, dots, badge, root in
      column.horizontalEdges == root.readableContent.horizontalEdges
      column.verticalEdges == root.safeArea.verticalEdges
      title.top == column.top
      title.leading == column.leading
      title.size == CGSize(width: 120, height: 24)
      for (index, dot) in dots.enumerated() {
        dot.size == CGSize(width: 6, height: 6)
        dot.centerY == title.centerY
        dot.leading == title.trailing + 8 + CGFloat(index) * 10
      }
      if let badge {
        badge.leading == dots[dots.count - 1].trailing + 8
      }
    }
    root.layoutIfNeeded()
    // dots[2].frame == (156, 9, 6, 6)
    #expect(isClose(dots[2].frame, CGRect(156, 9, 6, 6)))
  }

  @Test func relationsAndArithmetic() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let a = View()
    let b = View()
    root.addSubview(a)
    root.addSubview(b)

    constrain(a, b, root) { a, b, root in
      a.leading == root.leading + 16  // + and - take a constant
      a.top == root.safeArea.top
      a.width == root.width * 0.5 - 16  // * and / take a multiplier
      a.height == 44  // a dimension may equal a constant
      b.leading >= a.trailing + 8  // <= and >= make inequalities
      b.trailing == root.trailing - 16
      b.top == a.top
      b.height == a.height / 2
    }
    root.layoutIfNeeded()
    // a.frame == (16, 0, 171.5, 44); b.frame == (195.5, 0, 163.5, 22)
    #expect(isClose(a.frame, CGRect(16, 0, 171.5, 44)))
    #expect(isClose(b.frame, CGRect(195.5, 0, 163.5, 22)))
  }

  @Test func edgesAndInsets() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let content = View()
    let badge = View()
    root.addSubview(content)
    root.addSubview(badge)
    let insets = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)

    constrain(content, badge, root) { content, badge, root in
      content.edges == root.layoutMargins.edges.inset(by: 8)
      badge.edges >= content.edges.inset(by: insets)
      badge.size == CGSize(width: 1000, height: 30) ~ .defaultLow
      badge.top == content.top + 4
    }
    root.layoutIfNeeded()
    // content.frame == (16, 16, 343, 635)
    // badge.frame   == (20, 20, 335, 30): as wide as it may be, inside content by at least 4
    #expect(isClose(content.frame, CGRect(16, 16, 343, 635)))
    #expect(isClose(badge.frame, CGRect(20, 20, 335, 30)))
  }

  @Test func prioritiesAndIdentifiers() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let a = View()
    let b = View()
    root.addSubview(a)
    root.addSubview(b)

    let group = constrain(a, b, root) { a, b, root in
      a.width == root.width * 0.5 ~ .defaultHigh
      a.width <= 150
      (a.height == 44).identifier("a-height")
      b.size == a.size ~ 999.5
      (b.width >= 200).priority(500)
      a.topLeading(in: root)
      b.top == a.bottom
      b.leading == a.leading
    }
    root.layoutIfNeeded()
    // a.frame == (0, 0, 150, 44); b.frame == (0, 44, 150, 44)
    group.constraints(withIdentifier: "a-height")[0].constant = 60
    root.layoutIfNeeded()
    // a.frame == (0, 0, 150, 60)
    #expect(isClose(a.frame, CGRect(0, 0, 150, 60)))
    #expect(isClose(b.frame, CGRect(0, 60, 150, 60)))
  }

  @Test func uikitNamedAnchors() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let a = View()
    root.addSubview(a)
    a.translatesAutoresizingMaskIntoConstraints = false

    LayoutConstraint.activate([
      a.leadingAnchor == root.layoutMarginsGuide.leadingAnchor + 8,
      a.topAnchor == root.safeAreaLayoutGuide.topAnchor,
      a.widthAnchor == root.widthAnchor * 0.5 ~ .defaultHigh,
      a.heightAnchor >= 44,
    ])
    root.layoutIfNeeded()
    // a.frame == (16, 0, 187.5, 44)
    #expect(isClose(a.frame.minX, 16))
    #expect(isClose(a.frame.width, 187.5))
  }

  @Test func controlFlowAndHelpers() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let title = View()
    root.addSubview(title)
    let compact = root.bounds.width < 400
    enum Emphasis { case normal, strong }
    let emphasis = Emphasis.strong

    constrain(title, root) { title, root in
      title.topLeading(in: root)
      if compact {
        title.trailing == root.trailing
      } else {
        title.width == 600
      }
      switch emphasis {
      case .normal: title.height == 20
      case .strong: title.height == 28
      }
      if #available(macOS 26, iOS 26, *) {
        title.height >= 20
      }
    }
    root.layoutIfNeeded()
    // title.frame == (0, 0, 375, 28)
    #expect(isClose(title.frame, CGRect(0, 0, 375, 28)))
  }

  @Test func reapplyingTheBuilder() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let panel = View()
    root.addSubview(panel)
    var expanded = false
    var height: CGFloat = 100

    let group = constrain(panel, root) { panel, root in
      panel.horizontalEdges == root.horizontalEdges
      panel.bottom == root.bottom
      if expanded {
        panel.top == root.safeArea.top
      } else {
        panel.height == height
      }
    }
    height = 200
    let grown = group.reapply()
    // grown: kept 3, updated 1, added 0, removed 0, activated 0, deactivated 0
    expanded = true
    let opened = group.reapply()
    // opened: kept 3, updated 0, added 1, removed 1, activated 1, deactivated 1
    root.layoutIfNeeded()
    // panel.frame == (0, 0, 375, 667)
    group.isActive = false
    #expect(grown == ConstraintGroup.Changes(kept: 3, updated: 1))
    #expect(
      opened == ConstraintGroup.Changes(kept: 3, added: 1, removed: 1, activated: 1, deactivated: 1)
    )
    #expect(isClose(panel.frame, CGRect(0, 0, 375, 667)))
    #expect(group.constraints.allSatisfy { !$0.isActive })
  }

  @Test func stagesOfLowering() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let card = View()
    let title = View()
    card.accessibilityIdentifier = "card"
    title.accessibilityIdentifier = "title"
    root.addSubview(card)
    card.addSubview(title)

    let group = constrain(title, card) { title, card in
      title.edges == card.layoutMargins.edges.inset(by: 8) ~ .defaultHigh
    }
    print(group.block)  // 1. the statement as written
    print(group.descriptions.map(\.description))  // 2. expanded, with source locations
    print(group.constraints.map(\.description))  // 3. the LayoutConstraints
    #expect(group.block.statements.count == 1)
    #expect(group.descriptions.count == 4)
    #expect(
      group.constraints[2].description.hasPrefix(
        "title.bottom == card.layoutMarginsGuide.bottom - 8 @750"))
  }

  /// The worked example of the DocC landing page (LayoutDSL.docc/LayoutDSL.md).
  @Test func doccWorkedExample() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let card = View()
    let avatar = View()
    let title = View()
    root.addSubview(card)
    card.addSubview(avatar)
    card.addSubview(title)

    var compact = true
    let group = constrain(card, avatar, title) { card, avatar, title in
      card.horizontalEdges == card.superview.layoutMargins.horizontalEdges
      card.top == card.superview.safeArea.top + 20
      avatar.size == CGSize(width: 40, height: 40)
      avatar.leading == card.layoutMargins.leading
      avatar.verticalEdges == card.layoutMargins.verticalEdges
      title.leading == avatar.trailing + 8
      title.centerY == avatar.centerY
      title.height == 20
      if compact {
        title.trailing == card.layoutMargins.trailing
      } else {
        title.width == 200 ~ .defaultHigh
      }
    }
    root.layoutIfNeeded()
    // card.frame == (8, 20, 359, 56); title.frame == (56, 18, 295, 20)
    #expect(isClose(card.frame, CGRect(8, 20, 359, 56)))
    #expect(isClose(title.frame, CGRect(56, 18, 295, 20)))

    compact = false
    group.reapply()  // replaces only the constraint under `if compact`
    root.layoutIfNeeded()
    // title.frame == (56, 18, 200, 20)
    #expect(isClose(title.frame, CGRect(56, 18, 200, 20)))
  }

  /// The README shows the app-side example first, verbatim.
  @Test func theReadmeCarriesTheAppSideExampleVerbatim() throws {
    let here = URL(fileURLWithPath: #filePath)
    let repository = here.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let readme = try String(
      contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
    let source = try String(contentsOf: here, encoding: .utf8)
    let start = try #require(source.range(of: "final class BalanceView")).lowerBound
    let end = try #require(source.range(of: "required init?(coder: NSCoder) { nil }\n}")).upperBound
    #expect(readme.contains(source[start..<end]))
    #expect(readme.contains("#if canImport(UIKit)\n  import UIKit\n#else\n  import TrellisUIKit"))
  }

  /// Every ```swift block of Documentation/DSL.md and of the DocC landing page appears, line for
  /// line, in this file.
  @Test(arguments: ["Documentation/DSL.md", "Sources/LayoutDSL/LayoutDSL.docc/LayoutDSL.md"])
  func theGuidesExamplesAreTheseTests(guidePath: String) throws {
    let here = URL(fileURLWithPath: #filePath)
    let repository = here.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let guide = try String(
      contentsOf: repository.appendingPathComponent(guidePath), encoding: .utf8)
    let tests = try String(contentsOf: here, encoding: .utf8)
    let testLines = tests.split(separator: "\n", omittingEmptySubsequences: false).map(trimmed)
    let blocks = swiftBlocks(in: guide)
    #expect(!blocks.isEmpty)
    for block in blocks {
      let lines = block.map(trimmed).filter { !$0.isEmpty }
      let found = testLines.indices.contains { start in
        var index = start
        for line in lines {
          // Blank lines and the tests' own one-line expectations are not part of the examples.
          while index < testLines.count
            && (testLines[index].isEmpty || testLines[index].hasPrefix("#expect("))
          {
            index += 1
          }
          guard index < testLines.count, testLines[index] == line else { return false }
          index += 1
        }
        return true
      }
      #expect(found, "Not in DocumentationExampleTests.swift:\n\(block.joined(separator: "\n"))")
    }
  }
}

extension ViewProxy {
  /// Pins the top-leading corner to a container's.
  @ConstraintBuilder
  func topLeading(in container: ViewProxy) -> ConstraintBlock {
    top == container.top
    leading == container.leading
  }
}

private func trimmed(_ line: Substring) -> String {
  line.trimmingCharacters(in: .whitespaces)
}

/// The lines of each ```swift block.
private func swiftBlocks(in markdown: String) -> [[Substring]] {
  var blocks: [[Substring]] = []
  var current: [Substring]?
  for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
    if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
      current = []
    } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
      blocks.append(current!)
      current = nil
    } else {
      current?.append(line)
    }
  }
  return blocks
}

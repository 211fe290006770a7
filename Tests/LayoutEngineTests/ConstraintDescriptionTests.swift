import Foundation
import LayoutEngine
import Testing

/// Every constraint describes itself in one deterministic line (Architecture.md, "Conventions":
/// descriptions; spec §7.3): items by `accessibilityIdentifier`, else by tree path; the multiplier
/// only when not 1, the constant only when not 0, the priority only when not required; the
/// identifier in quotes; the source location in parentheses.
@Suite struct ConstraintDescriptionTests {
  private func card() -> (root: View, card: View, title: View) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let card = EngineFixture.constrainedSubview(of: root, named: "card")
    let title = EngineFixture.constrainedSubview(of: card, named: "title")
    return (root, card, title)
  }

  @Test func theStyleGuidesExample() throws {
    let (_, card, title) = card()
    let c = try LayoutConstraint(
      item: title, attribute: .leading, relatedBy: .equal, toItem: card,
      attribute: .leadingMargin, multiplier: 1, constant: 8)
    c.priority = 750
    c.identifier = "title-leading"
    #expect(c.description == "title.leading == card.leadingMargin + 8 @750 'title-leading'")
  }

  @Test func sourceLocationPrintsFileAndLine() throws {
    // Architecture.md, "Conventions":
    // `title.leading == card.leadingMargin + 8 @750 'title-leading' (LoginForm.swift:42)`.
    let (_, card, title) = card()
    let c = try LayoutConstraint(
      item: title, attribute: .leading, relatedBy: .equal, toItem: card,
      attribute: .leadingMargin, multiplier: 1, constant: 8)
    c.priority = .defaultHigh
    c.identifier = "title-leading"
    c.sourceLocation = SourceLocation(fileID: "LoginKit/LoginForm.swift", line: 42)
    #expect(
      c.description
        == "title.leading == card.leadingMargin + 8 @750 'title-leading' (LoginForm.swift:42)")
  }

  @Test func multiplierPrintsOnlyWhenNotOne() {
    let (_, card, title) = card()
    #expect(
      title.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5).description
        == "title.width == 0.5*card.width")
    #expect(
      title.widthAnchor.constraint(equalTo: card.widthAnchor).description
        == "title.width == card.width")
    #expect(
      title.heightAnchor.constraint(equalTo: title.widthAnchor, multiplier: 2).description
        == "title.height == 2*title.width")
    #expect(
      title.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5, constant: 10)
        .description == "title.width == 0.5*card.width + 10")
  }

  @Test func constantPrintsWithItsSignOnlyWhenNotZero() {
    let (_, card, title) = card()
    #expect(
      title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -20).description
        == "title.trailing == card.trailing - 20")
    #expect(
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 0).description
        == "title.top == card.top")
    #expect(
      title.topAnchor.constraint(equalTo: card.topAnchor, constant: 0.5).description
        == "title.top == card.top + 0.5")
  }

  @Test func constantSizesPrintTheValue() {
    let (_, _, title) = card()
    #expect(title.widthAnchor.constraint(equalToConstant: 40).description == "title.width == 40")
    #expect(
      title.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).description
        == "title.height >= 44")
    #expect(
      title.heightAnchor.constraint(lessThanOrEqualToConstant: 17.5).description
        == "title.height <= 17.5")
  }

  @Test func relationsPrintAsOperators() {
    let (_, card, title) = card()
    #expect(
      title.topAnchor.constraint(greaterThanOrEqualTo: card.topAnchor, constant: 8).description
        == "title.top >= card.top + 8")
    #expect(
      title.bottomAnchor.constraint(lessThanOrEqualTo: card.bottomAnchor).description
        == "title.bottom <= card.bottom")
  }

  @Test func priorityPrintsOnlyWhenNotRequired() {
    let (_, _, title) = card()
    let c = title.widthAnchor.constraint(equalToConstant: 40)
    #expect(c.description == "title.width == 40")
    c.priority = .defaultLow
    #expect(c.description == "title.width == 40 @250")
    c.priority = 999.5
    #expect(c.description == "title.width == 40 @999.5")
  }

  @Test func unnamedViewsPrintTheirTreePath() {
    // Architecture.md, "Conventions": views are named by accessibilityIdentifier, else by tree
    // path (`root.subviews[2]`).
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let first = View()
    let second = View()
    let nested = View()
    root.addSubview(first)
    root.addSubview(second)
    second.addSubview(View())
    second.addSubview(nested)
    #expect(
      second.leadingAnchor.constraint(equalTo: root.leadingAnchor).description
        == "root.subviews[1].leading == root.leading")
    #expect(
      nested.widthAnchor.constraint(equalTo: first.widthAnchor).description
        == "root.subviews[1].subviews[1].width == root.subviews[0].width")
  }

  @Test func treePathsStartAtTheNearestIdentifiedAncestor() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.accessibilityIdentifier = "card"
    let child = View()
    root.addSubview(View())
    root.addSubview(child)
    #expect(
      child.widthAnchor.constraint(equalToConstant: 1).description == "card.subviews[1].width == 1")
  }

  @Test func everyAttributeHasItsUIKitName() throws {
    let (_, card, title) = card()
    let names: [(LayoutConstraint.Attribute, String)] = [
      (.left, "left"), (.right, "right"), (.top, "top"), (.bottom, "bottom"),
      (.leading, "leading"), (.trailing, "trailing"), (.centerX, "centerX"),
      (.centerY, "centerY"), (.lastBaseline, "lastBaseline"), (.firstBaseline, "firstBaseline"),
      (.leftMargin, "leftMargin"), (.rightMargin, "rightMargin"), (.topMargin, "topMargin"),
      (.bottomMargin, "bottomMargin"), (.leadingMargin, "leadingMargin"),
      (.trailingMargin, "trailingMargin"), (.centerXWithinMargins, "centerXWithinMargins"),
      (.centerYWithinMargins, "centerYWithinMargins"),
    ]
    for (attribute, name) in names {
      let c = try LayoutConstraint(
        item: title, attribute: attribute, relatedBy: .equal, toItem: card, attribute: attribute,
        multiplier: 1, constant: 0)
      #expect(c.description == "title.\(name) == card.\(name)")
    }
  }

  @Test func attributeAndRelationRawValuesAreUIKits() {
    // §7.1: NSLayoutAttribute and NSLayoutRelation raw values.
    #expect(LayoutConstraint.Attribute.notAnAttribute.rawValue == 0)
    #expect(LayoutConstraint.Attribute.leading.rawValue == 5)
    #expect(LayoutConstraint.Attribute.width.rawValue == 7)
    #expect(LayoutConstraint.Attribute.lastBaseline.rawValue == 11)
    #expect(LayoutConstraint.Attribute.baseline == .lastBaseline)
    #expect(LayoutConstraint.Attribute.firstBaseline.rawValue == 12)
    #expect(LayoutConstraint.Attribute.leftMargin.rawValue == 13)
    #expect(LayoutConstraint.Attribute.centerYWithinMargins.rawValue == 20)
    #expect(LayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
    #expect(LayoutConstraint.Relation.equal.rawValue == 0)
    #expect(LayoutConstraint.Relation.greaterThanOrEqual.rawValue == 1)
    #expect(LayoutConstraint.Axis.horizontal.rawValue == 0)
    #expect(LayoutConstraint.Axis.vertical.rawValue == 1)
  }

  @Test func descriptionsAreDeterministicAndHaveNoAddresses() {
    func build() -> [String] {
      let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      let a = View()
      let b = View()
      root.addSubview(a)
      root.addSubview(b)
      return [
        a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8).description,
        a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.25).description,
        a.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor).description,
      ]
    }
    let first = build()
    #expect(first == build())
    #expect(first.allSatisfy { !$0.contains("0x") && !$0.contains("\n") })
  }
  @Test func customGuidesPrintTheirIdentifier() {
    let (_, card, _) = card()
    let gap = LayoutGuide()
    gap.identifier = "gap"
    card.addLayoutGuide(gap)
    #expect(gap.widthAnchor.constraint(equalToConstant: 20).description == "gap.width == 20")
  }
}

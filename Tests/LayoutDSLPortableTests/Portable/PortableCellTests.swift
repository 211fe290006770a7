import LayoutDSL
import Testing

#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// Issue 34's contract: a UIKit-style view's `constrain` block activates the same constraints on
/// both paths — Trellis, and UIKit's public API (the stand-in UIKit in Tests/UIKitStandIn).
@Suite("A UIKit-style view laid out with constrain (both paths)")
struct PortableCellTests {
  @Test func theHeaderActivatesExactlyTheseConstraints() throws {
    let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 60))
    let group = try #require(header.layout)
    #expect(group.isActive)
    #expect(group.constraints.allSatisfy { $0.isActive })
    #expect(
      group.constraints.map(summary) == [
        "avatar.leading == header.layoutMargins.leading",
        "avatar.top == header.layoutMargins.top",
        "avatar.bottom == header.layoutMargins.bottom",
        "avatar.width == 44.0",
        "avatar.height == 44.0",
        "name.leading == avatar.trailing + 12.0",
        "name.top == avatar.top",
        "subtitle.leading == name.leading",
        "subtitle.top == name.bottom + 4.0",
        "subtitle.trailing <= header.layoutMargins.trailing",
        "badge.leading == name.trailing + 8.0",
        "badge.centerY == name.centerY",
        "badge.width == 8.0",
        "badge.height == 8.0",
        "badge.trailing <= header.layoutMargins.trailing",
        "name.width >= 120.0 @750.0",
      ])
    #expect(Hooks.exceptionsUIKitWouldRaise.isEmpty)
  }

  @Test func subviewsStopTranslatingTheirAutoresizingMasksAndTheRootKeepsItsOwn() {
    let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 60))
    for view in [header.avatar, header.name, header.subtitle, header.badge] {
      #expect(!view.translatesAutoresizingMaskIntoConstraints)
    }
    // The header has no superview when its block runs: it keeps its own (a host's root does).
    #expect(header.translatesAutoresizingMaskIntoConstraints)
  }

  @Test func reapplyingSwapsOnlyTheBadgeConstraintsAndKeepsTheOthersObjects() throws {
    let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 60))
    let group = try #require(header.layout)
    let before = group.constraints
    header.showsBadge = false
    let after = group.constraints
    // The badge's five constraints leave; the name's trailing one comes.
    #expect(after.count == before.count - 4)
    #expect(after.contains { summary($0) == "name.trailing <= header.layoutMargins.trailing" })
    #expect(!after.contains { summary($0).hasPrefix("badge.") })
    // Constraints that did not change are the same objects, still active.
    let kept = after.filter { c in before.contains { $0 === c } }
    #expect(kept.count == after.count - 1)
    #expect(before.filter { $0.firstItem === header.badge }.allSatisfy { !$0.isActive })
    #expect(after.allSatisfy { $0.isActive })
    #expect(Hooks.exceptionsUIKitWouldRaise.isEmpty)
  }

  @Test func everyConstraintCanBeFoundByItsStatementsIdentifier() throws {
    let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 60))
    let group = try #require(header.layout)
    let width = group.constraints(withIdentifier: "name-width")
    #expect(width.map(summary) == ["name.width >= 120.0 @750.0"])
    #expect(width.first?.identifier == "name-width")
  }

  /// A view that keeps the group naming itself is freed (issue 32's rule for the DSL): the group
  /// does not retain its views, as UIKit's constraints do not retain their items.
  @Test func aViewKeepingItsOwnGroupIsFreed() {
    weak var freed: ProfileHeaderView?
    weak var group: ConstraintGroup?
    do {
      let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 60))
      header.showsBadge = false
      freed = header
      group = header.layout
      #expect(group != nil)
    }
    #expect(freed == nil)
    #expect(group == nil)
  }
}

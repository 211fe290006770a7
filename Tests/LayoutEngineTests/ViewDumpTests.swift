import Foundation
import LayoutEngine
import Testing

/// `View.dump()`: a deterministic multi-line listing of a subtree (Architecture.md, "Conventions":
/// descriptions), naming views by identifier or tree path, without pointers.
@Suite struct ViewDumpTests {
  private func scene() -> View {
    let root = EngineFixture.hostedRoot(
      width: 375, height: 812, safeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    root.accessibilityIdentifier = "screen"
    let card = EngineFixture.constrainedSubview(of: root, named: "card")
    LayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
      card.heightAnchor.constraint(equalToConstant: 120),
    ])
    let title = EngineFixture.constrainedSubview(of: card)
    LayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
      title.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
      title.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
      title.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    return root
  }

  @Test func dumpIsDeterministic() {
    let first = scene().dump()
    let second = scene().dump()
    #expect(first == second)
    #expect(!first.contains("0x"))
  }

  @Test func dumpHasOneLinePerViewIndentedByDepth() {
    let dump = scene().dump()
    let lines = dump.split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("screen"))
    #expect(lines[1].hasPrefix("  card"))
    #expect(lines[2].hasPrefix("    card.subviews[0]"))
  }

  @Test func dumpShowsFrames() {
    let lines = scene().dump().split(separator: "\n").map(String.init)
    #expect(lines[0].contains("(0, 0, 375, 812)"))
    #expect(lines[1].contains("(8, 64, 359, 120)"))
    #expect(lines[2].contains("(8, 8, 343, 20)"))
  }

  @Test func dumpOfASubtreeStartsThere() {
    let root = scene()
    let card = root.subviews[0]
    let lines = card.dump().split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines[0].hasPrefix("card"))
  }

  @Test func viewAndGuideDescriptionsNameThemWithoutAddresses() {
    let root = scene()
    let card = root.subviews[0]
    #expect(card.description.contains("card"))
    #expect(card.description.contains("(8, 64, 359, 120)"))
    #expect(!card.description.contains("0x"))
    #expect(!card.layoutMarginsGuide.description.contains("0x"))
  }
}

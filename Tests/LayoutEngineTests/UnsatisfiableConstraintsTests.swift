import Foundation
import LayoutEngine
import Testing

/// Required constraints that cannot all hold (spec §7.3, Diagnostics.md; Auto Layout Guide,
/// "Constraint Priorities": "Auto Layout prints information about the unsatisfiable constraints to
/// the console and chooses one of the constraints to break"): one is broken, the rest are laid out,
/// and the diagnostic names the conflicting set like UIKit's log.
@Suite struct UnsatisfiableConstraintsTests {
  /// A 300×300 root with a child pinned at the top left, 20 tall, and two required widths.
  private func conflictingWidths() -> (
    root: View, child: View, w100: LayoutConstraint, w200: LayoutConstraint
  ) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let child = EngineFixture.constrainedSubview(of: root, named: "box")
    let w100 = child.widthAnchor.constraint(equalToConstant: 100)
    w100.identifier = "w100"
    let w200 = child.widthAnchor.constraint(equalToConstant: 200)
    w200.identifier = "w200"
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 20),
      w100, w200,
    ])
    return (root, child, w100, w200)
  }

  @Test func theLaterConstraintIsBrokenAndTheRestIsLaidOut() {
    let (root, child, w100, w200) = conflictingWidths()
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
    let diagnostics = root.layoutDiagnostics
    #expect(diagnostics.count == 1)
    let diagnostic = diagnostics.first
    #expect(diagnostic?.kind == .unsatisfiableConstraints)
    #expect(diagnostic?.brokenConstraint === w200)
    #expect(diagnostic?.names(w100) == true)
    #expect(diagnostic?.names(w200) == true)
  }

  @Test func theConflictingSetIsIrreducible() {
    // Only the two widths conflict; the position and height constraints are not listed.
    let (root, _, w100, w200) = conflictingWidths()
    root.layoutIfNeeded()
    let listed = root.layoutDiagnostics.first?.constraints ?? []
    #expect(listed.count == 2)
    #expect(listed.first === w100)
    #expect(listed.last === w200)
  }

  @Test func theBrokenConstraintStaysActive() {
    // §7.3: "The broken constraint stays `active` in its description."
    let (root, _, _, w200) = conflictingWidths()
    root.layoutIfNeeded()
    #expect(w200.isActive)
  }

  @Test func descriptionReadsLikeUIKitsLog() {
    let (root, _, w100, _) = conflictingWidths()
    w100.sourceLocation = SourceLocation(fileID: "App/LoginForm.swift", line: 42)
    root.layoutIfNeeded()
    let text = root.layoutDiagnostics.first?.description ?? ""
    #expect(text.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
    #expect(
      text.contains(
        "Probably at least one of the constraints in the following list is one you don't want."))
    #expect(text.contains("box.width == 100 'w100' (LoginForm.swift:42)"))
    #expect(text.contains("box.width == 200 'w200'"))
    #expect(text.contains("Will attempt to recover by breaking constraint"))
    let lines = text.split(separator: "\n").map(String.init)
    let recover = lines.firstIndex {
      $0.hasPrefix("Will attempt to recover by breaking constraint")
    }
    #expect(recover.map { lines[$0 + 1].contains("'w200'") } == true)
    #expect(!text.contains("0x"))
  }

  @Test func theConflictIsReportedOnce() {
    let (root, child, _, _) = conflictingWidths()
    root.layoutIfNeeded()
    child.setNeedsLayout()
    root.layoutIfNeeded()
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(root.layoutDiagnostics.count == 1)
  }

  @Test func removingTheConflictLaysOutTheOtherConstraint() {
    let (root, child, w100, _) = conflictingWidths()
    root.layoutIfNeeded()
    w100.isActive = false
    root.layoutIfNeeded()
    #expect(child.frame.width == 200)
    #expect(root.layoutDiagnostics.count == 1)
  }

  @Test func aConstraintAddedToALaidOutTreeIsTheOneBroken() {
    // The constraint whose addition made the system unsatisfiable is the one broken (§7.3
    // heuristic), even when the constraint it conflicts with is installed lower in the tree.
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = EngineFixture.constrainedSubview(of: root, named: "box")
    LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    let tooShort = box.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.1)
    tooShort.isActive = true
    #expect(tooShort.installedView === root)
    root.layoutIfNeeded()
    #expect(box.frame.height == 50)
    #expect(root.layoutDiagnostics.first?.brokenConstraint === tooShort)
  }

  @Test func aConflictThroughEdgesListsEveryConstraintInvolved() {
    // leading 10, trailing −10 in a 300-wide root fix the width at 280; a required 100 conflicts
    // with them (and with the root's own width), not with the vertical constraints.
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = EngineFixture.constrainedSubview(of: root, named: "box")
    let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    let trailing = box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10)
    let top = box.topAnchor.constraint(equalTo: root.topAnchor)
    let height = box.heightAnchor.constraint(equalToConstant: 20)
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    LayoutConstraint.activate([leading, trailing, top, height, width])
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 10, y: 0, width: 280, height: 20))
    let diagnostic = root.layoutDiagnostics.first
    #expect(diagnostic?.brokenConstraint === width)
    #expect(diagnostic?.names(leading) == true)
    #expect(diagnostic?.names(trailing) == true)
    #expect(diagnostic?.names(top) == false)
    #expect(diagnostic?.names(height) == false)
  }

  @Test func otherViewsAreLaidOutDespiteAConflict() {
    let (root, _, _, _) = conflictingWidths()
    let other = EngineFixture.constrainedSubview(of: root)
    LayoutConstraint.activate([
      other.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
      other.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      other.widthAnchor.constraint(equalToConstant: 50),
      other.heightAnchor.constraint(equalToConstant: 60),
    ])
    root.layoutIfNeeded()
    #expect(other.frame == CGRect(x: 30, y: 40, width: 50, height: 60))
  }

  @Test func autoresizingConstraintsTakePartInConflicts() {
    // WWDC15-219: "Check translatesAutoResizingMaskIntoConstraints first." A framed view given a
    // width constraint conflicts with its own autoresizing width; its frame stays.
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let framed = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    framed.accessibilityIdentifier = "framed"
    root.addSubview(framed)
    let width = framed.widthAnchor.constraint(equalToConstant: 100)
    width.isActive = true
    root.layoutIfNeeded()
    #expect(framed.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
    let diagnostic = root.layoutDiagnostics.first
    #expect(diagnostic?.kind == .unsatisfiableConstraints)
    #expect(diagnostic?.brokenConstraint === width)
    #expect(diagnostic?.constraints.count == 2)
    // §7.3: autoresizing constraints print UIKit's mask flags (an empty mask prints `--&`).
    #expect(diagnostic?.description.contains("h=--& v=--&") == true)
    #expect(diagnostic?.suggestion.contains("translatesAutoresizingMaskIntoConstraints") == true)
  }

  @Test func optionalConstraintsNeverConflict() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let box = EngineFixture.constrainedSubview(of: root)
    let a = box.widthAnchor.constraint(equalToConstant: 100)
    a.priority = 999
    let b = box.widthAnchor.constraint(equalToConstant: 200)
    b.priority = 999
    LayoutConstraint.activate([
      a, b,
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(root.layoutDiagnostics.isEmpty)
  }
}

import Foundation
import LayoutEngine
import Testing

/// Activating and deactivating constraints, where they are installed, and what may change on an
/// active constraint (spec §7.2 "Other facts": `isActive = true` installs on the nearest common
/// ancestor; `activate`/`deactivate` work in a batch; the constant and an optional priority are
/// mutable).
@Suite struct ConstraintActivationTests {
  /// root ⊃ a ⊃ a1; root ⊃ b.
  private func tree() -> (root: View, a: View, a1: View, b: View) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let a = EngineFixture.constrainedSubview(of: root)
    let a1 = EngineFixture.constrainedSubview(of: a)
    let b = EngineFixture.constrainedSubview(of: root)
    return (root, a, a1, b)
  }

  @Test func isActiveInstallsOnTheNearestCommonAncestor() {
    let (root, a, a1, b) = tree()
    let siblings = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
    let toParent = a1.topAnchor.constraint(equalTo: a.topAnchor)
    let cousins = a1.widthAnchor.constraint(equalTo: b.widthAnchor)
    let toRoot = a1.bottomAnchor.constraint(equalTo: root.bottomAnchor)
    for c in [siblings, toParent, cousins, toRoot] { c.isActive = true }
    #expect(siblings.installedView === root)
    #expect(toParent.installedView === a)
    #expect(cousins.installedView === root)
    #expect(toRoot.installedView === root)
    #expect(a.constraints.contains { $0 === toParent })
    #expect(root.constraints.contains { $0 === siblings })
    #expect(!a.constraints.contains { $0 === siblings })
  }

  @Test func aConstantSizeIsInstalledOnTheViewItself() {
    let (_, a, a1, _) = tree()
    let width = a1.widthAnchor.constraint(equalToConstant: 10)
    let ratio = a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2)
    LayoutConstraint.activate([width, ratio])
    #expect(width.installedView === a1)
    #expect(a1.constraints.count == 1)
    #expect(ratio.installedView === a)
  }

  @Test func aConstraintToAGuideIsInstalledOnTheCommonAncestorOfTheGuidesOwner() {
    let (root, a, a1, b) = tree()
    let toOwnMargins = a1.leadingAnchor.constraint(equalTo: a.layoutMarginsGuide.leadingAnchor)
    let toCousinGuide = a1.topAnchor.constraint(equalTo: b.safeAreaLayoutGuide.topAnchor)
    let custom = LayoutGuide()
    a.addLayoutGuide(custom)
    let toCustom = a1.widthAnchor.constraint(equalTo: custom.widthAnchor)
    LayoutConstraint.activate([toOwnMargins, toCousinGuide, toCustom])
    #expect(toOwnMargins.installedView === a)
    #expect(toCousinGuide.installedView === root)
    #expect(toCustom.installedView === a)
  }

  @Test func deactivateUninstalls() {
    let (root, a, _, b) = tree()
    let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
    c.isActive = true
    c.isActive = false
    #expect(!c.isActive)
    #expect(c.installedView == nil)
    #expect(!root.constraints.contains { $0 === c })
  }

  @Test func activateAndDeactivateWorkOnABatch() {
    let (root, a, a1, b) = tree()
    let batch = [
      a.leadingAnchor.constraint(equalTo: b.leadingAnchor),
      a1.topAnchor.constraint(equalTo: a.topAnchor),
      b.widthAnchor.constraint(equalToConstant: 10),
    ]
    LayoutConstraint.activate(batch)
    #expect(batch.allSatisfy { $0.isActive })
    LayoutConstraint.deactivate(batch)
    #expect(batch.allSatisfy { !$0.isActive })
    #expect(root.constraints.isEmpty)
    #expect(a.constraints.isEmpty)
    #expect(b.constraints.isEmpty)
  }

  @Test func activatingTwiceInstallsOnce() {
    let (root, a, _, b) = tree()
    let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
    LayoutConstraint.activate([c])
    LayoutConstraint.activate([c])
    c.isActive = true
    #expect(root.constraints.filter { $0 === c }.count == 1)
  }

  @Test func addConstraintIsTheOlderWayToActivate() {
    // JIANSHU-LM's examples install with `[self.view addConstraints:constraints]`.
    let (root, a, _, b) = tree()
    let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
    root.addConstraint(c)
    #expect(c.isActive)
    #expect(c.installedView === root)
    root.removeConstraint(c)
    #expect(!c.isActive)
  }

  @Test func deactivatingAConstraintChangesTheLayout() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let child = EngineFixture.constrainedSubview(of: root)
    let fallback = child.widthAnchor.constraint(equalToConstant: 50)
    fallback.priority = .defaultLow
    let fixed = child.widthAnchor.constraint(equalToConstant: 100)
    LayoutConstraint.activate([
      fallback, fixed,
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(child.frame.width == 100)
    fixed.isActive = false
    root.layoutIfNeeded()
    #expect(child.frame.width == 50)
    fixed.isActive = true
    root.layoutIfNeeded()
    #expect(child.frame.width == 100)
  }

  @Test func changingTheConstantMovesTheViewAtTheNextLayout() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let child = EngineFixture.constrainedSubview(of: root)
    let leading = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    LayoutConstraint.activate([
      leading,
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.widthAnchor.constraint(equalToConstant: 20),
      child.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(child.frame.minX == 10)
    leading.constant = 12
    #expect(leading.constant == 12)
    root.layoutIfNeeded()
    #expect(child.frame.minX == 12)
  }

  @Test func changingAnOptionalPriorityOnAnActiveConstraintTakesEffect() {
    // §7.2: "Optional → optional changes are fine."
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let child = EngineFixture.constrainedSubview(of: root)
    let narrow = child.widthAnchor.constraint(equalToConstant: 50)
    narrow.priority = 700
    let wide = child.widthAnchor.constraint(equalToConstant: 100)
    wide.priority = 600
    LayoutConstraint.activate([
      narrow, wide,
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(child.frame.width == 50)
    wide.priority = 800
    #expect(wide.priority == 800)
    root.layoutIfNeeded()
    #expect(child.frame.width == 100)
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func changingRequiredToOptionalIsAllowedWhileInactive() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let child = EngineFixture.constrainedSubview(of: root)
    let c = child.widthAnchor.constraint(equalToConstant: 50)
    c.priority = .defaultLow
    #expect(c.priority == .defaultLow)
    c.priority = .required
    #expect(c.priority == .required)
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func identifierIsKept() {
    let (_, a, _, b) = tree()
    let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
    c.identifier = "title-leading"
    #expect(c.identifier == "title-leading")
    c.isActive = true
    #expect(c.identifier == "title-leading")
  }

  @Test func activeConstraintsOfARemovedViewAreDeactivated() {
    let (root, a, a1, b) = tree()
    let toSibling = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
    let toChild = a1.topAnchor.constraint(equalTo: a.topAnchor)
    let childToRoot = a1.bottomAnchor.constraint(equalTo: root.bottomAnchor)
    LayoutConstraint.activate([toSibling, toChild, childToRoot])
    a.removeFromSuperview()
    #expect(!toSibling.isActive)
    #expect(!childToRoot.isActive)
    #expect(toChild.isActive)
    #expect(root.constraints.isEmpty)
  }
}

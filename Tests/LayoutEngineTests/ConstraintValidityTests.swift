import Foundation
import LayoutEngine
import Testing

/// What UIKit refuses (spec §7.2; Auto Layout Guide, "Anatomy of a Constraint"; Diagnostics.md):
/// the raw initializer throws `LayoutError` where UIKit raises, and activation or mutation records
/// a diagnostic and leaves the constraint as it was.
@Suite struct ConstraintValidityTests {
  private func twoViews() -> (root: View, v: View, u: View) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let v = EngineFixture.constrainedSubview(of: root, named: "v")
    let u = EngineFixture.constrainedSubview(of: root, named: "u")
    return (root, v, u)
  }

  // MARK: Thrown by the raw initializer

  @Test func locationRelatedToASizeIsAnInvalidPairing() {
    // G30: NSLayoutConstraint(item: v, .top, .equal, toItem: u, .height, 0.25, 0).
    let (_, v, u) = twoViews()
    #expect(throws: LayoutError.invalidPairing(.top, .height)) {
      try LayoutConstraint(
        item: v, attribute: .top, relatedBy: .equal, toItem: u, attribute: .height,
        multiplier: 0.25, constant: 0)
    }
  }

  @Test(arguments: [
    (LayoutConstraint.Attribute.width, LayoutConstraint.Attribute.left),
    (.height, .centerY),
    (.leading, .width),
    (.bottomMargin, .height),
    (.centerXWithinMargins, .width),
  ])
  func sizeAndLocationNeverPair(
    first: LayoutConstraint.Attribute, second: LayoutConstraint.Attribute
  ) {
    // Auto Layout Guide: "a size attribute cannot be constrained to a location attribute".
    let (_, v, u) = twoViews()
    #expect(throws: LayoutError.invalidPairing(first, second)) {
      try LayoutConstraint(
        item: v, attribute: first, relatedBy: .equal, toItem: u, attribute: second,
        multiplier: 1, constant: 0)
    }
  }

  @Test func invalidPairingMessageIsUIKits() {
    #expect(
      LayoutError.invalidPairing(.top, .height).description.contains(
        "Invalid pairing of layout attributes"))
  }

  @Test func locationEqualToAConstantThrows() {
    // G31: NSLayoutConstraint(item: v, .left, .equal, toItem: nil, .notAnAttribute, 1, 10).
    let (_, v, _) = twoViews()
    #expect(throws: LayoutError.locationEqualToConstant(.left)) {
      try LayoutConstraint(
        item: v, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        multiplier: 1, constant: 10)
    }
  }

  nonisolated static let locations: [LayoutConstraint.Attribute] = LayoutConstraint.Attribute
    .allCases.filter {
      $0 != .notAnAttribute && $0 != .width && $0 != .height
    }

  @Test(arguments: locations)
  func everyLocationAttributeNeedsASecondItem(attribute: LayoutConstraint.Attribute) {
    // Auto Layout Guide: "a constant value cannot be assigned to a location attribute".
    let (_, v, _) = twoViews()
    #expect(throws: LayoutError.locationEqualToConstant(attribute)) {
      try LayoutConstraint(
        item: v, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: nil,
        attribute: .notAnAttribute, multiplier: 0, constant: 10)
    }
  }

  @Test(arguments: locations)
  func everyLocationAttributeRejectsAZeroMultiplier(attribute: LayoutConstraint.Attribute) {
    // §7.2: "A multiplier of 0 or a nil second item together with a location …".
    let (_, v, u) = twoViews()
    #expect(throws: LayoutError.locationEqualToConstant(attribute)) {
      try LayoutConstraint(
        item: v, attribute: attribute, relatedBy: .equal, toItem: u, attribute: attribute,
        multiplier: 0, constant: 10)
    }
  }

  @Test func locationEqualToAConstantMessageIsUIKits() {
    #expect(
      LayoutError.locationEqualToConstant(.left).description
        == "A multiplier of 0 or a nil second item together with a location for the first "
        + "attribute creates an illegal constraint of a location equal to a constant. Location "
        + "attributes must be specified in pairs.")
  }

  @Test func aSizeMayEqualAConstant() throws {
    let (_, v, _) = twoViews()
    let c = try LayoutConstraint(
      item: v, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 0, constant: 40)
    #expect(c.constant == 40)
    #expect(c.secondItem == nil)
  }

  @Test func aSizeMayBeScaledByZeroAgainstAnotherSize() throws {
    // Only locations reject a zero multiplier.
    let (_, v, u) = twoViews()
    let c = try LayoutConstraint(
      item: v, attribute: .width, relatedBy: .equal, toItem: u, attribute: .width, multiplier: 0,
      constant: 40)
    #expect(c.multiplier == 0)
  }

  @Test(arguments: [
    (LayoutConstraint.Attribute.leading, LayoutConstraint.Attribute.left),
    (.trailing, .right),
    (.left, .trailing),
    (.right, .leadingMargin),
    (.leadingMargin, .leftMargin),
    (.trailingMargin, .right),
    (.leftMargin, .leading),
  ])
  func directionalAndAbsoluteDoNotMix(
    first: LayoutConstraint.Attribute, second: LayoutConstraint.Attribute
  ) {
    // Auto Layout Guide: "for location attributes, Leading or Trailing cannot be constrained to
    // Left or Right"; §7.2 (crashes from iOS 9).
    let (_, v, u) = twoViews()
    #expect(throws: LayoutError.mixedDirectionalAndAbsolute(first, second)) {
      try LayoutConstraint(
        item: v, attribute: first, relatedBy: .equal, toItem: u, attribute: second,
        multiplier: 1, constant: 0)
    }
  }

  @Test(arguments: [
    (LayoutConstraint.Attribute.leading, LayoutConstraint.Attribute.centerX),
    (.left, .centerX),
    (.centerXWithinMargins, .trailing),
    (.centerX, .rightMargin),
  ])
  func centerXPairsWithBothKinds(
    first: LayoutConstraint.Attribute, second: LayoutConstraint.Attribute
  ) throws {
    // Auto Layout Guide: "Center X can be combined with Center X, Leading, Trailing, Right and
    // Left".
    let (_, v, u) = twoViews()
    let c = try LayoutConstraint(
      item: v, attribute: first, relatedBy: .equal, toItem: u, attribute: second, multiplier: 1,
      constant: 0)
    #expect(c.firstAttribute == first)
  }

  @Test func mixedDirectionMessageIsUIKits() {
    #expect(
      LayoutError.mixedDirectionalAndAbsolute(.leading, .left).description
        == "A constraint cannot be made between a leading/trailing attribute and a right/left "
        + "attribute. Use leading/trailing for both or neither.")
  }

  @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
  func nonFiniteConstantThrows(constant: CGFloat) {
    let (_, v, u) = twoViews()
    let error = #expect(throws: LayoutError.self) {
      try LayoutConstraint(
        item: v, attribute: .width, relatedBy: .equal, toItem: u, attribute: .width,
        multiplier: 1, constant: constant)
    }
    guard case .nonFiniteConstant = error else {
      Issue.record("expected nonFiniteConstant, got \(String(describing: error))")
      return
    }
  }

  @Test(arguments: [CGFloat.nan, .infinity])
  func nonFiniteMultiplierThrows(multiplier: CGFloat) {
    let (_, v, u) = twoViews()
    let error = #expect(throws: LayoutError.self) {
      try LayoutConstraint(
        item: v, attribute: .leading, relatedBy: .equal, toItem: u, attribute: .leading,
        multiplier: multiplier, constant: 0)
    }
    guard case .nonFiniteMultiplier = error else {
      Issue.record("expected nonFiniteMultiplier, got \(String(describing: error))")
      return
    }
  }

  @Test func notAnAttributeCannotBeTheFirstAttribute() {
    // §7.2: "Constraint must contain a first layout item".
    let (_, v, u) = twoViews()
    #expect(throws: LayoutError.missingFirstAttribute) {
      try LayoutConstraint(
        item: v, attribute: .notAnAttribute, relatedBy: .equal, toItem: u, attribute: .width,
        multiplier: 1, constant: 0)
    }
  }

  // MARK: Priorities

  @Test(arguments: [LayoutPriority(0), LayoutPriority(-5), LayoutPriority(1001)])
  func settingAPriorityOutsideTheRangeIsRefused(priority: LayoutPriority) {
    // §7.2: "Priorities must be greater than 0 and less or equal to NSLayoutPriorityRequired".
    let (root, v, _) = twoViews()
    let c = v.widthAnchor.constraint(equalToConstant: 10)
    c.priority = .defaultHigh
    c.priority = priority
    #expect(c.priority == .defaultHigh)
    let diagnostics = root.layoutDiagnostics
    #expect(diagnostics.map(\.kind) == [.invalidPriority])
    #expect(diagnostics.first?.names(c) == true)
    #expect(diagnostics.first?.message.contains("Priorities must be greater than 0") == true)
  }

  @Test(arguments: [LayoutPriority(1), LayoutPriority(0.5), LayoutPriority(1000)])
  func prioritiesInTheRangeAreAccepted(priority: LayoutPriority) {
    let (root, v, _) = twoViews()
    let c = v.widthAnchor.constraint(equalToConstant: 10)
    c.priority = priority
    #expect(c.priority == priority)
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func requiredToOptionalOnAnActiveConstraintIsRefused() {
    // G29: NSInternalInconsistencyException "Mutating a priority from required to not on an
    // installed constraint (or vice-versa) is not supported.  You passed priority 250 and the
    // existing priority was 1000."
    let (root, v, _) = twoViews()
    let c = v.widthAnchor.constraint(equalToConstant: 10)
    c.isActive = true
    c.priority = 250
    #expect(c.priority == .required)
    #expect(c.isActive)
    let diagnostics = root.layoutDiagnostics
    #expect(diagnostics.map(\.kind) == [.requiredPriorityChange])
    #expect(diagnostics.first?.names(c) == true)
    #expect(
      diagnostics.first?.message
        == "Mutating a priority from required to not on an installed constraint (or vice-versa) "
        + "is not supported.  You passed priority 250 and the existing priority was 1000.")
  }

  @Test func optionalToRequiredOnAnActiveConstraintIsRefused() {
    let (root, v, _) = twoViews()
    let c = v.widthAnchor.constraint(equalToConstant: 10)
    c.priority = .defaultHigh
    c.isActive = true
    c.priority = .required
    #expect(c.priority == .defaultHigh)
    #expect(root.layoutDiagnostics.map(\.kind) == [.requiredPriorityChange])
    #expect(
      root.layoutDiagnostics.first?.message.hasSuffix(
        "You passed priority 1000 and the existing priority was 750.") == true)
  }

  @Test func refusedPriorityChangeKeepsTheLayout() {
    let (root, v, _) = twoViews()
    let width = v.widthAnchor.constraint(equalToConstant: 100)
    let wish = v.widthAnchor.constraint(equalToConstant: 50)
    wish.priority = 500
    LayoutConstraint.activate([
      width, wish,
      v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      v.topAnchor.constraint(equalTo: root.topAnchor),
      v.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    width.priority = 250
    root.layoutIfNeeded()
    #expect(v.frame.width == 100)
  }

  // MARK: Recorded when activating

  @Test func activatingWithoutACommonAncestorRecordsADiagnostic() {
    // G32: NSGenericException "Unable to activate constraint with anchors … because they have no
    // common ancestor.  Does the constraint or its anchors reference items in different view
    // hierarchies?  That's illegal."
    let first = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let second = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let a = EngineFixture.constrainedSubview(of: first, named: "a")
    let b = EngineFixture.constrainedSubview(of: second, named: "b")
    let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
    LayoutConstraint.activate([c])
    #expect(!c.isActive)
    #expect(c.installedView == nil)
    #expect(first.constraints.isEmpty)
    #expect(second.constraints.isEmpty)
    let diagnostics = a.layoutDiagnostics
    #expect(diagnostics.map(\.kind) == [.noCommonAncestor])
    #expect(diagnostics.first?.names(c) == true)
    let message = diagnostics.first?.message ?? ""
    #expect(message.hasPrefix("Unable to activate constraint with anchors"))
    #expect(
      message.hasSuffix(
        "because they have no common ancestor.  Does the constraint or its anchors reference "
          + "items in different view hierarchies?  That's illegal."))
  }

  @Test func isActiveWithoutACommonAncestorAlsoRecords() {
    let a = View()
    let b = View()
    let c = a.widthAnchor.constraint(equalTo: b.widthAnchor)
    c.isActive = true
    #expect(!c.isActive)
    #expect(a.layoutDiagnostics.map(\.kind) == [.noCommonAncestor])
  }

  @Test func aGuideWithoutAnOwningViewHasNoCommonAncestor() {
    let (root, v, _) = twoViews()
    let loose = LayoutGuide()
    let c = v.leadingAnchor.constraint(equalTo: loose.leadingAnchor)
    c.isActive = true
    #expect(!c.isActive)
    #expect(root.layoutDiagnostics.map(\.kind) == [.noCommonAncestor])
  }

  @Test func aConstraintSkippedForNoCommonAncestorLeavesTheRestOfTheBatch() {
    let (root, v, _) = twoViews()
    let stranger = View()
    let good = v.widthAnchor.constraint(equalToConstant: 10)
    let bad = v.widthAnchor.constraint(equalTo: stranger.widthAnchor)
    LayoutConstraint.activate([bad, good])
    #expect(good.isActive)
    #expect(!bad.isActive)
    #expect(root.layoutDiagnostics.map(\.kind) == [.noCommonAncestor])
  }

  @Test(arguments: 0..<4)
  func leadingAnchorsRelatedToLeftAnchorsAreNotInstalled(variant: Int) {
    // Diagnostics.md: all horizontal anchors share one type, so leading == left compiles;
    // activating it records a diagnostic and does not install it.
    let (root, v, u) = twoViews()
    let c =
      switch variant {
      case 0: v.leadingAnchor.constraint(equalTo: u.leftAnchor)
      case 1: v.rightAnchor.constraint(equalTo: u.trailingAnchor, constant: 8)
      case 2: v.leftAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
      default: v.trailingAnchor.constraint(lessThanOrEqualTo: root.safeAreaLayoutGuide.rightAnchor)
      }
    c.isActive = true
    #expect(!c.isActive)
    #expect(root.layoutDiagnostics.map(\.kind) == [.mixedDirectionalAndAbsolute])
    #expect(root.layoutDiagnostics.first?.names(c) == true)
  }

  @Test func leadingToCenterXAnchorIsFine() {
    let (root, v, u) = twoViews()
    let c = v.leadingAnchor.constraint(equalTo: u.centerXAnchor)
    let d = v.leftAnchor.constraint(equalTo: u.centerXAnchor)
    LayoutConstraint.activate([c, d])
    #expect(c.isActive)
    #expect(d.isActive)
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func nonFiniteAnchorConstantIsNotInstalled() {
    // §7.2: "NSLayoutConstraint constant is not finite!  That's illegal." — a diagnostic here.
    let (root, v, _) = twoViews()
    let c = v.widthAnchor.constraint(equalToConstant: .nan)
    c.isActive = true
    #expect(!c.isActive)
    #expect(root.layoutDiagnostics.map(\.kind) == [.nonFiniteValue])
  }

  @Test func nonFiniteAnchorMultiplierIsNotInstalled() {
    let (root, v, u) = twoViews()
    let c = v.widthAnchor.constraint(equalTo: u.widthAnchor, multiplier: .infinity)
    c.isActive = true
    #expect(!c.isActive)
    #expect(root.layoutDiagnostics.map(\.kind) == [.nonFiniteValue])
  }

  @Test func settingANonFiniteConstantKeepsTheOldOne() {
    let (root, v, _) = twoViews()
    let c = v.widthAnchor.constraint(equalToConstant: 10)
    c.isActive = true
    c.constant = .infinity
    #expect(c.constant == 10)
    #expect(c.isActive)
    #expect(root.layoutDiagnostics.map(\.kind) == [.nonFiniteValue])
  }

  @Test func everyDiagnosticHasASuggestion() {
    let (root, v, _) = twoViews()
    let c = v.widthAnchor.constraint(equalToConstant: 10)
    c.isActive = true
    c.priority = 1
    let diagnostic = root.layoutDiagnostics.first
    #expect(diagnostic?.suggestion.isEmpty == false)
    #expect(diagnostic?.description.contains(diagnostic?.suggestion ?? "?") == true)
  }

  @Test func clearLayoutDiagnosticsForgetsThem() {
    let a = View()
    let b = View()
    a.widthAnchor.constraint(equalTo: b.widthAnchor).isActive = true
    #expect(!a.layoutDiagnostics.isEmpty)
    a.clearLayoutDiagnostics()
    #expect(a.layoutDiagnostics.isEmpty)
  }
}

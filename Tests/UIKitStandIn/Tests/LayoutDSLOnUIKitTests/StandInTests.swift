import LayoutDSL
import Testing
@_spi(StandIn) import UIKit

/// The stand-in itself: it records what UIKit raises on (so the portable tests'
/// `exceptionsUIKitWouldRaise.isEmpty` can fail), and its anchors are `NSObject`s as UIKit's are.
@Suite("The stand-in UIKit behaves as UIKit where the tests rely on it")
struct StandInTests {
  @Test func aLocationEqualToAConstantIsAnExceptionInUIKit() {
    let before = StandIn.exceptions.count
    // Taken back afterwards: the portable tests expect none at all.
    defer { StandIn.exceptions.removeSubrange(before...) }
    let view = UIView()
    _ = NSLayoutConstraint(
      item: view, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: 8)
    #expect(StandIn.exceptions.count == before + 1)
  }

  @Test func activatingAcrossTwoTreesIsAnExceptionInUIKit() {
    let before = StandIn.exceptions.count
    defer { StandIn.exceptions.removeSubrange(before...) }
    let a = UIView()
    let b = UIView()
    (a.topAnchor == b.topAnchor).isActive = true
    #expect(StandIn.exceptions.count == before + 1)
  }

  @Test func anchorsKeepNSObjectsEqualityWhereABoolIsAsked() {
    let view = UIView()
    // `NSObject`'s `==` where the context asks for a `Bool`; the DSL's constraint otherwise.
    let same: Bool = view.topAnchor == view.topAnchor
    let constraint = view.topAnchor == view.topAnchor
    #expect(same == view.topAnchor.isEqual(view.topAnchor))
    #expect(!constraint.isActive)
  }

  @Test func theDefaultDiagnosticHandlerIsReplacedOnlyForTheTests() {
    // A debug build stops at `assertionFailure`; here the portable tests swap the handler in
    // `Hooks.problems`, and it comes back afterwards.
    let root = UIView()
    var ran = false
    let problems = Hooks.problems(in: root) {
      ConstraintGroup.diagnosticHandler(LayoutDiagnostic(kind: .invalidConstraint, message: "x"))
      ran = true
    }
    #expect(ran && problems == ["x"])
  }
}

import Testing
import TrellisUIKit

/// `UIView.animate` as UIKit code uses it: the changes happen at once and the completion runs with
/// `true` before the call returns (issue 23 item 3; Documentation/Decisions.md, "UIView.animate").
@Suite struct AnimationTests {
  @Test func animateAppliesConstraintChangesAtOnce() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let panel = UIView()
    panel.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(panel)
    let height = panel.heightAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([
      panel.topAnchor.constraint(equalTo: root.topAnchor),
      panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      panel.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      height,
    ])
    root.layoutIfNeeded()
    var finished: Bool?
    height.constant = 200
    UIView.animate(
      withDuration: 0.3,
      animations: {
        panel.alpha = 0.5
        root.layoutIfNeeded()
      },
      completion: { finished = $0 })
    #expect(panel.frame.height == 200)
    #expect(panel.alpha == 0.5)
    #expect(finished == true)
  }

  @Test func everyAnimationSpellingRunsItsBlocks() {
    let view = UIView()
    var steps: [String] = []
    UIView.animate(withDuration: 0.2) { steps.append("plain") }
    UIView.animate(
      withDuration: 0.2, delay: 0.1, options: [.curveEaseInOut, .beginFromCurrentState],
      animations: { steps.append("delayed") }, completion: { _ in steps.append("done") })
    UIView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.3,
      options: .curveEaseOut, animations: { steps.append("spring") }, completion: nil)
    UIView.transition(
      with: view, duration: 0.25, options: .transitionCrossDissolve,
      animations: { steps.append("transition") })
    UIView.performWithoutAnimation { steps.append("instant") }
    #expect(steps == ["plain", "delayed", "done", "spring", "transition", "instant"])
  }
}

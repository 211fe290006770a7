import Testing
import TrellisUIKit

/// `transform` as UIKit code uses it (issue 23 item 3): the frame is the transformed bounding box,
/// Auto Layout works on the untransformed geometry (Apple's `UIView.transform` and `frame` pages).
@Suite struct TransformTests {
  private func pinnedBadge() -> (root: UIView, badge: UIView, below: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let badge = UIView()
    let below = UIView()
    for view in [badge, below] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    NSLayoutConstraint.activate([
      badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 100),
      badge.widthAnchor.constraint(equalToConstant: 40),
      badge.heightAnchor.constraint(equalToConstant: 20),
      below.topAnchor.constraint(equalTo: badge.bottomAnchor, constant: 8),
      below.leadingAnchor.constraint(equalTo: badge.leadingAnchor),
      below.widthAnchor.constraint(equalTo: badge.widthAnchor),
      below.heightAnchor.constraint(equalToConstant: 10),
    ])
    return (root, badge, below)
  }

  @Test func scaleGrowsTheFrameAboutTheCentreAndNotTheLayout() {
    let (root, badge, below) = pinnedBadge()
    badge.transform = CGAffineTransform(scaleX: 2, y: 2)
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 80, y: 90, width: 80, height: 40))
    #expect(badge.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(badge.center == CGPoint(x: 120, y: 110))
    // The neighbour is placed from the untransformed badge.
    #expect(below.frame == CGRect(x: 100, y: 128, width: 40, height: 10))
    badge.transform = .identity
    #expect(badge.frame == CGRect(x: 100, y: 100, width: 40, height: 20))
  }

  @Test func rotationAndTranslationGiveTheBoundingBox() {
    let (root, badge, _) = pinnedBadge()
    root.layoutIfNeeded()
    badge.transform = CGAffineTransform(rotationAngle: .pi / 2)
    let rotated = badge.frame
    #expect(abs(rotated.minX - 110) < 1e-9 && abs(rotated.minY - 90) < 1e-9)
    #expect(abs(rotated.width - 20) < 1e-9 && abs(rotated.height - 40) < 1e-9)
    badge.transform = CGAffineTransform(translationX: 5, y: -5).scaledBy(x: 1, y: 1)
    #expect(badge.frame == CGRect(x: 105, y: 95, width: 40, height: 20))
    #expect(badge.transform.tx == 5 && !badge.transform.isIdentity)
  }
}

import Foundation
import Testing

@testable import LayoutEngine

/// Spec §6: the readable content guide and the keyboard layout guide.
@Suite struct ContentGuideTests {
  private func pinned(to guide: (View) -> LayoutGuide, in root: View) -> View {
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    let g = guide(root)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: g.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: g.trailingAnchor),
      child.topAnchor.constraint(equalTo: g.topAnchor),
      child.bottomAnchor.constraint(equalTo: g.bottomAnchor),
    ])
    root.layoutIfNeeded()
    return child
  }

  /// §6: at the default text size the readable width (672) is wider than an iPhone: the guide is
  /// the margins guide.
  @Test func readableGuideEqualsMarginsOnAPhone() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let child = pinned(to: { $0.readableContentGuide }, in: root)
    #expect(child.frame == CGRect(x: 8, y: 8, width: 359, height: 651))
  }

  /// §6: on a wide view the guide is 672 wide, centred, clamped to the margins.
  @Test func readableGuideIsCentredAndNarrowedOnAWideView() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    let child = pinned(to: { $0.readableContentGuide }, in: root)
    #expect(child.frame == CGRect(x: 176, y: 8, width: 672, height: 752))
  }

  @Test func readableWidthIsATrait() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    var traits = TraitCollection()
    traits.readableContentWidth = 560
    root.hostTraitCollection = traits
    let child = pinned(to: { $0.readableContentGuide }, in: root)
    #expect(child.frame.width == 560)
    #expect(child.frame.minX == 232)
  }

  /// §6: with no keyboard, the guide's top is the safe area's bottom.
  @Test func keyboardGuideSitsBelowTheSafeAreaWithoutAKeyboard() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    root.hostSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    let field = View()
    field.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(field)
    LayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      field.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      field.heightAnchor.constraint(equalToConstant: 44),
      field.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(field.frame.maxY == 778)
    root.hostKeyboardHeight = 336
    root.layoutIfNeeded()
    #expect(field.frame.maxY == 476)
    #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 476, width: 375, height: 336))
    root.hostKeyboardHeight = 0
    root.layoutIfNeeded()
    #expect(field.frame.maxY == 778)
  }
}

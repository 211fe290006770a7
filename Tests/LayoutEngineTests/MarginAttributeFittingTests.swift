import Foundation
import Testing

@testable import LayoutEngine

/// Constraints on margin attributes (`.topMargin`, VFL's `|-`) are lowered against the view's
/// margins guide; the guide must exist, tied to the view, from the first solve on — including a
/// fitting before any layout pass, which is how a table measures a self-sizing cell.
@Suite struct MarginAttributeFittingTests {
  /// A content view with one 20-point-tall child between its top and bottom margins (8 each, a
  /// plain view's default, spec §1).
  static func content(usingVisualFormat: Bool) throws -> View {
    let content = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    content.addSubview(child)
    if usingVisualFormat {
      LayoutConstraint.activate(
        try LayoutConstraint.constraints(
          withVisualFormat: "V:|-[child(20)]-|", views: ["child": child])
          + LayoutConstraint.constraints(withVisualFormat: "H:|-[child]-|", views: ["child": child])
      )
    } else {
      LayoutConstraint.activate([
        try LayoutConstraint(
          item: child, attribute: .top, relatedBy: .equal, toItem: content, attribute: .topMargin,
          multiplier: 1, constant: 0),
        try LayoutConstraint(
          item: content, attribute: .bottomMargin, relatedBy: .equal, toItem: child,
          attribute: .bottom, multiplier: 1, constant: 0),
        child.heightAnchor.constraint(equalToConstant: 20),
        child.leadingAnchor.constraint(equalTo: content.leadingAnchor),
        child.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      ])
    }
    return content
  }

  @Test(arguments: [false, true])
  func fittingBeforeTheFirstLayoutSeesTheMargins(usingVisualFormat: Bool) throws {
    let content = try Self.content(usingVisualFormat: usingVisualFormat)
    let size = content.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    let expected: CGFloat = 8 + 20 + 8
    #expect(size.height == expected)
  }
}

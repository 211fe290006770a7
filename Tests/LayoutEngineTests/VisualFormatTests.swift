import Foundation
import LayoutEngine
import Testing

/// Spec §9: the Visual Format Language, with the frames of Apple's and GNUstep's examples.
@Suite struct VisualFormatTests {
  private func container(_ names: [String], width: CGFloat = 300, height: CGFloat = 200)
    -> (View, [String: View])
  {
    let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    var views: [String: View] = [:]
    for name in names {
      let view = View()
      view.accessibilityIdentifier = name
      root.addSubview(view)
      views[name] = view
    }
    return (root, views)
  }

  private func activate(
    _ formats: [String], _ views: [String: View], metrics: [String: CGFloat]? = nil,
    options: LayoutConstraint.FormatOptions = []
  ) throws {
    for format in formats {
      LayoutConstraint.activate(
        try LayoutConstraint.constraints(
          withVisualFormat: format, options: options, metrics: metrics, views: views))
    }
  }

  /// §9 worked example (GNUstep visualFormat.m, verified on AppKit): 300-wide container.
  @Test func explicitSpacingAndWidth() throws {
    let (root, views) = container(["a", "b"])
    try activate(["H:|-20-[a(100)]", "H:|-20-[b]-30-|", "V:|[a(10)]", "V:|[b(10)]"], views)
    root.layoutIfNeeded()
    #expect(views["a"]!.frame == CGRect(x: 20, y: 0, width: 100, height: 10))
    #expect(views["b"]!.frame == CGRect(x: 20, y: 0, width: 250, height: 10))
  }

  /// `|-[a]-|` uses the superview's layout margins (8 by default); `[a]-[b]` is 8 apart.
  @Test func standardSpacingUsesMarginsAndEight() throws {
    let (root, views) = container(["a", "b"])
    try activate(["H:|-[a]-[b(==a)]-|", "V:|-[a]-|", "V:|-[b]-|"], views)
    root.layoutIfNeeded()
    #expect(views["a"]!.frame == CGRect(x: 8, y: 8, width: 138, height: 184))
    #expect(views["b"]!.frame == CGRect(x: 154, y: 8, width: 138, height: 184))
  }

  @Test func metricsPrioritiesAndSeveralPredicates() throws {
    let (root, views) = container(["a"])
    try activate(
      ["H:|-inset-[a(>=70,<=100,==250@20)]", "V:|[a(h)]"], views, metrics: ["inset": 12, "h": 30])
    root.layoutIfNeeded()
    #expect(views["a"]!.frame == CGRect(x: 12, y: 0, width: 100, height: 30))
  }

  @Test func inequalitySpacingAndAlignment() throws {
    let (root, views) = container(["a", "b"])
    try activate(["H:|[a(50)]-(>=10)-[b(50)]|", "V:|-20-[a(40)]", "V:[b(20)]"], views)
    try activate(["H:[a]-(>=10)-[b]"], views, options: [.alignAllCenterY])
    root.layoutIfNeeded()
    #expect(views["a"]!.frame == CGRect(x: 0, y: 20, width: 50, height: 40))
    #expect(views["b"]!.frame == CGRect(x: 250, y: 30, width: 50, height: 20))
  }

  @Test func directionOptions() throws {
    let (root, views) = container(["a", "b"])
    try activate(["V:|[a(10)]", "V:|[b(10)]"], views)
    try activate(["H:|-10-[a(50)]-5-[b(50)]"], views, options: .directionRightToLeft)
    root.layoutIfNeeded()
    #expect(views["a"]!.frame.minX == 240)
    #expect(views["b"]!.frame.minX == 185)
  }

  @Test func leadingToTrailingFollowsRightToLeft() throws {
    let (root, views) = container(["a", "b"])
    root.semanticContentAttribute = .forceRightToLeft
    try activate(["H:|-10-[a(50)]-5-[b(50)]", "V:|[a(10)]", "V:|[b(10)]"], views)
    root.layoutIfNeeded()
    #expect(views["a"]!.frame.minX == 240)
    #expect(views["b"]!.frame.minX == 185)
  }

  @Test func verticalBaselineToBaseline() throws {
    let (root, views) = container(["a", "b"])
    try activate(
      ["H:|[a(10)]", "H:|[b(10)]", "V:|-[a(20)]-12-[b(20)]"], views,
      options: .spacingBaselineToBaseline)
    root.layoutIfNeeded()
    // a's last baseline (a plain view's bottom) is at 8 + 20 = 28; b's first baseline (its
    // bottom) is 12 below that, at 40, so b's top is 40 - 20.
    let top: CGFloat = 20
    #expect(views["b"]!.frame.minY == top)
  }

  // MARK: Errors (§9: messages in UIKit's words, pointing at the character)

  @Test(arguments: [
    ("V|[a]|", "Expected ':' after 'V' to specify vertical arrangement", 1),
    (
      "H:|[a(>=50]|",
      "A predicate on a view's thickness must end with ')' and the view must end with ']'", 10
    ),
    ("H:|[blackBox]|", "Unable to find view with name blackBox", 4),
    ("H:|[a(=<50)]|", "Unknown relation. Must be ==, >=, or <=", 6),
    ("H:|-gap-[a]|", "Unable to find metric with name gap", 4),
    ("H:|-[a]-", "Expected a view or '|' after the connection", 8),
    ("H:[a]-(10-[a]", "Expected ',' or ')' in the predicate list", 9),
    ("H:a", "Expected a view. View names must be enclosed in '[' and ']'", 2),
  ])
  func malformedFormatsThrowPointingAtTheCharacter(format: String, message: String, position: Int) {
    let (root, views) = container(["a"])
    #expect(throws: VisualFormatError(message: message, format: format, position: position)) {
      _ = try LayoutConstraint.constraints(withVisualFormat: format, views: views)
    }
    withExtendedLifetime(root) {}
  }

  @Test func superviewBarNeedsASuperview() {
    let orphan = View()
    #expect(throws: VisualFormatError.self) {
      _ = try LayoutConstraint.constraints(withVisualFormat: "H:|[a]|", views: ["a": orphan])
    }
  }

  @Test func alignmentParallelToTheArrangementThrows() {
    let (root, views) = container(["a", "b"])
    defer { withExtendedLifetime(root) {} }
    #expect(throws: VisualFormatError.self) {
      _ = try LayoutConstraint.constraints(
        withVisualFormat: "H:[a][b]", options: .alignAllLeading, views: views)
    }
  }

  @Test func errorDescriptionHasACaret() {
    let error = VisualFormatError(
      message: "Expected ':' after 'V' to specify vertical arrangement", format: "V|[a]|",
      position: 1)
    #expect(
      error.description
        == "Unable to parse constraint format: \nExpected ':' after 'V' to specify vertical "
        + "arrangement \nV|[a]| \n ^")
  }
}

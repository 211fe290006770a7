import Components
import Foundation
import LayoutEngine

/// Walks a laid-out subtree once and collects the problems of the view checks (everything but
/// ambiguity and conflicts, which come from the engine).
struct ProblemFinder {
  /// Arithmetic noise, in points: a size below it is zero, and an overhang or overlap must reach
  /// a pixel less this to count.
  static let tolerance: CGFloat = 0.01
  /// Apple's minimum hit target, in points (Human Interface Guidelines).
  static let minimumHitTarget: CGFloat = 44

  let checks: LayoutChecks
  private(set) var problems: [LayoutProblem] = []

  init(checks: LayoutChecks) { self.checks = checks }

  /// Checks `view` and its subtree; `reachable` tells whether assistive technologies can reach
  /// `view` (no ancestor is an element or hides its elements).
  mutating func visit(_ view: View, reachable: Bool) {
    guard isVisible(view) else { return }
    let reached = reachable && !view.accessibilityElementsHidden
    checkContent(of: view)
    checkAccessibility(of: view, reached: reached)
    checkHitTarget(of: view)
    // A control's subviews are its own business (LinkedIn's LayoutTest skips UISwitch's the same
    // way); a scroll view's content extends past its bounds by design.
    if !(view is Control) {
      if !(view is ScrollView) && !view.clipsToBounds { checkBounds(of: view) }
      checkOverlaps(among: view.subviews.filter { isVisible($0) && isContent($0) })
    }
    let childrenReachable = reached && !view.isAccessibilityElement
    for subview in view.subviews { visit(subview, reachable: childrenReachable) }
  }

  // MARK: Checks

  /// Empty content (a label with text, an image view with an image, no width or height) and
  /// truncated or clipped text.
  private mutating func checkContent(of view: View) {
    let size = view.bounds.size
    let isEmpty = size.width < Self.tolerance || size.height < Self.tolerance
    if let label = view as? Label, let text = label.text, !text.isEmpty {
      if isEmpty {
        report(
          .emptyContent, [view],
          "\(view.layoutName) has text \(quoted(text)) but is \(format(size)) (no room to show it)")
      } else if checks.contains(.truncatedText), label.isTextTruncated || label.isTextClipped {
        let shown = label.displayedTextLayout.lineTexts.joined(separator: " ")
        let needed = neededSize(of: label)
        let how = label.isTextTruncated ? "truncated" : "clipped"
        report(
          .truncatedText, [view],
          "\(view.layoutName) is \(how): shows \(quoted(shown)) in \(format(size)); "
            + "the text needs \(format(needed))")
      }
    } else if let imageView = view as? ImageView, let image = imageView.displayedImage, isEmpty {
      report(
        .emptyContent, [view],
        "\(view.layoutName) shows a \(format(image.size)) image but is \(format(size))")
    }
  }

  /// An interactive element nobody named.
  private mutating func checkAccessibility(of view: View, reached: Bool) {
    guard reached, view.isAccessibilityElement, isInteractive(view) else { return }
    if let label = view.accessibilityLabel, !isBlank(label) { return }
    // A toggle's value is its state ("1"), an adjustable's its position ("50%"): neither names
    // it. Other values do (a text field's text or placeholder).
    let traits = view.accessibilityTraits
    let valueNames =
      traits.isDisjoint(with: [.adjustable, .toggleButton])
      && !(view.accessibilityValue.map(isBlank) ?? true)
    if valueNames { return }
    let value = view.accessibilityValue.map { " (value \(quoted($0)))" } ?? ""
    report(
      .missingAccessibilityLabel, [view],
      "\(view.layoutName) is an interactive element \(traits) with no accessibility label\(value)")
  }

  /// An interactive control smaller than the HIG's 44 × 44 points.
  private mutating func checkHitTarget(of view: View) {
    guard checks.contains(.minimumHitTarget), isInteractive(view) else { return }
    let size = view.bounds.size
    guard
      size.width < Self.minimumHitTarget - Self.tolerance
        || size.height < Self.minimumHitTarget - Self.tolerance
    else { return }
    report(
      .smallHitTarget, [view],
      "\(view.layoutName) is \(format(size)), smaller than the minimum hit target of 44 × 44")
  }

  /// Subviews that stick out of `view`'s bounds (`view` does not clip) by a pixel or more.
  private mutating func checkBounds(of view: View) {
    let bounds = view.bounds
    let pixel = Self.pixel(of: view)
    for subview in view.subviews where isVisible(subview) {
      let frame = subview.frame
      guard frame.width >= Self.tolerance || frame.height >= Self.tolerance else { continue }
      let overhangs: [(String, CGFloat)] = [
        ("left", bounds.minX - frame.minX), ("top", bounds.minY - frame.minY),
        ("right", frame.maxX - bounds.maxX), ("bottom", frame.maxY - bounds.maxY),
      ]
      let past = overhangs.filter { $0.1 >= pixel - Self.tolerance }
      guard !past.isEmpty else { continue }
      let edges = past.map { "\(formatPoints($0.1)) past the \($0.0)" }.joined(separator: ", ")
      report(
        .outsideSuperview, [subview, view],
        "\(subview.layoutName) \(format(frame)) sticks out of \(view.layoutName) "
          + "\(format(bounds)): \(edges)")
    }
  }

  /// Pairs of sibling content views whose frames overlap by a pixel or more both ways.
  private mutating func checkOverlaps(among siblings: [View]) {
    guard checks.contains(.overlappingContent), siblings.count > 1 else { return }
    let pixel = Self.pixel(of: siblings[0])
    for (index, first) in siblings.enumerated() {
      for second in siblings[(index + 1)...] {
        let overlap = first.frame.intersection(second.frame)
        guard !overlap.isNull, overlap.width >= pixel - Self.tolerance,
          overlap.height >= pixel - Self.tolerance
        else { continue }
        report(
          .overlappingContent, [first, second],
          "\(first.layoutName) \(format(first.frame)) and \(second.layoutName) "
            + "\(format(second.frame)) overlap by \(format(overlap.size))")
      }
    }
  }

  // MARK: Helpers

  /// One pixel at the view's display scale, in points: frames are rounded to pixels (each edge on
  /// its own), so two frames a sub-pixel apart are the same on screen.
  private static func pixel(of view: View) -> CGFloat {
    let scale = view.traitCollection.displayScale
    return scale >= 1 ? 1 / scale : 1
  }

  private mutating func report(_ kind: LayoutProblem.Kind, _ views: [View], _ message: String) {
    guard checks.contains(kind.check) else { return }
    problems.append(LayoutProblem(kind: kind, views: views.map(\.layoutName), message: message))
  }

  /// Shown on screen: not hidden and not fully transparent (the ancestors were checked on the
  /// way down).
  private func isVisible(_ view: View) -> Bool { !view.isHidden && view.alpha > 0 }

  /// What the user reads, sees or touches: a label, an image, a control or an indicator — not a
  /// plain container, which may overlap anything.
  private func isContent(_ view: View) -> Bool {
    view is Label || view is ImageView || view is Control || view is ProgressView
      || view is ActivityIndicatorView
  }

  /// A control, or an element whose traits say it can be acted on.
  private func isInteractive(_ view: View) -> Bool {
    view is Control
      || !view.accessibilityTraits.isDisjoint(
        with: [.button, .link, .adjustable, .searchField, .keyboardKey, .toggleButton])
  }

  /// The size the label's text takes: one line's width, or all its lines wrapped at the label's
  /// width.
  private func neededSize(of label: Label) -> CGSize {
    let measured = label.measuredText
    let width = (label.textDrawingRect ?? label.bounds).width
    if label.numberOfLines == 1 {
      return CGSize(width: measured.width, height: measured.font.lineHeight)
    }
    return measured.layout(width: width, numberOfLines: 0, lineBreakMode: .byWordWrapping).size
  }

  private func isBlank(_ text: String) -> Bool {
    text.allSatisfy { $0.isWhitespace }
  }

  private func quoted(_ text: String) -> String {
    let short = text.count > 40 ? String(text.prefix(40)) + "…" : text
    return "\"" + short.replacingOccurrences(of: "\n", with: "\\n") + "\""
  }

  private func format(_ size: CGSize) -> String {
    "\(formatPoints(size.width)) × \(formatPoints(size.height))"
  }

  private func format(_ rect: CGRect) -> String {
    "(\(formatPoints(rect.minX)), \(formatPoints(rect.minY)), \(formatPoints(rect.width)), "
      + "\(formatPoints(rect.height)))"
  }
}

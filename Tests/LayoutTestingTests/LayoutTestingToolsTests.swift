import Foundation
import LayoutEngine
import LayoutTesting
import Testing

/// A 300×200 root with two boxes side by side (the Auto Layout Guide's example), pinned 20 from
/// the edges, 8 apart.
private func twoBoxes(ambiguous: Bool = false) -> (root: View, a: View, b: View) {
  let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
  root.accessibilityIdentifier = "root"
  let a = View()
  a.accessibilityIdentifier = "a"
  let b = View()
  b.accessibilityIdentifier = "b"
  for box in [a, b] {
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
  }
  var constraints = [
    a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
    b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
    root.trailingAnchor.constraint(equalTo: b.trailingAnchor, constant: 20),
    a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    b.topAnchor.constraint(equalTo: a.topAnchor),
    a.heightAnchor.constraint(equalToConstant: 50),
    b.heightAnchor.constraint(equalTo: a.heightAnchor),
  ]
  if !ambiguous { constraints.append(a.widthAnchor.constraint(equalTo: b.widthAnchor)) }
  LayoutConstraint.activate(constraints)
  root.layoutIfNeeded()
  return (root, a, b)
}

@Suite struct LayoutTestingToolsTests {
  @Test func frameAssertionPassesWithinAccuracy() {
    let (root, a, _) = twoBoxes()
    defer { withExtendedLifetime(root) {} }  // views hold their superview weakly, as in UIKit
    #expect(expectFrame(a, CGRect(x: 20, y: 20, width: 126, height: 50)))
    #expect(expectFrame(a, CGRect(x: 20.4, y: 20, width: 126, height: 50), accuracy: 0.5))
  }

  @Test func frameAssertionFailsAtTheCallersLine() {
    let (root, a, _) = twoBoxes()
    defer { withExtendedLifetime(root) {} }  // views hold their superview weakly, as in UIKit
    withKnownIssue {
      expectFrame(a, CGRect(x: 0, y: 0, width: 10, height: 10))
    } matching: { issue in
      issue.sourceLocation?.line == #line - 2
        && issue.comments.map(\.rawValue).joined().contains("a.frame is (20, 20, 126, 50)")
    }
  }

  /// A missing reference is recorded and the test fails, saying what to do next: look at it and
  /// run again — the record-mode variable is named only when it is set (Testing.md, "Snapshots").
  @Test func aMissingReferenceIsRecordedAndTheFailureSaysWhatToDoNext() {
    let (root, _, _) = twoBoxes()
    let name = "missing-\(UUID().uuidString)"
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/LayoutTestingToolsTests")
    let text = folder.appendingPathComponent(
      "aMissingReferenceIsRecordedAndTheFailureSaysWhatToDoNext-\(name).txt")
    defer {
      try? FileManager.default.removeItem(at: text)
      try? FileManager.default.removeItem(
        at: text.deletingPathExtension().appendingPathExtension("svg"))
    }
    withKnownIssue {
      expectLayoutSnapshot(of: root, named: name)
    } matching: { issue in
      let comment = issue.comments.map(\.rawValue).joined()
      return comment.contains("No reference snapshot was found; recorded \(text.path)")
        && (ProcessInfo.processInfo.environment["TRELLIS_RECORD_SNAPSHOTS"] != nil
          || comment.hasSuffix("Look at it (and its picture), then run again to check against it."))
    }
    #expect(FileManager.default.fileExists(atPath: text.path))
  }

  @Test func noAmbiguityPassesAndFailsNamingTheViewAndAxis() {
    let unambiguous = twoBoxes()
    #expect(expectNoAmbiguity(unambiguous.root))
    let (root, _, _) = twoBoxes(ambiguous: true)
    withKnownIssue {
      expectNoAmbiguity(root)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("a: horizontal")
    }
  }

  @Test func noConflictsFailsWithTheConflictingConstraints() {
    let (root, a, _) = twoBoxes()
    #expect(expectNoConflicts(root))
    let extra = a.widthAnchor.constraint(equalToConstant: 10)
    extra.identifier = "too-narrow"
    extra.isActive = true
    withKnownIssue {
      expectNoConflicts(root)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("'too-narrow'")
        && text.contains("Unable to simultaneously satisfy constraints")
    }
  }

  @Test func lineDiffShowsRemovedAndAddedLines() {
    let diff = LineDiff.render(
      expected: "root\n  a (0, 0, 10, 10)\n  b", actual: "root\n  a (0, 0, 12, 10)\n  b")
    #expect(diff == "  root\n-   a (0, 0, 10, 10)\n+   a (0, 0, 12, 10)\n    b")
  }

  @Test func snapshotMatchesTheReference() {
    let (root, _, _) = twoBoxes()
    expectLayoutSnapshot(of: root, options: [.guides, .constraints])
  }

  @Test func snapshotMismatchFailsWithADiff() throws {
    let (root, a, _) = twoBoxes()
    let reference = LayoutSnapshot.text(of: root)
    a.superview!.frame.size.width = 400
    root.layoutIfNeeded()
    let actual = LayoutSnapshot.text(of: root)
    #expect(reference != actual)
    let diff = LineDiff.render(expected: reference, actual: actual)
    #expect(diff.contains("-   a (20, 20, 126, 50)"))
    #expect(diff.contains("+   a (20, 20, 176, 50)"))
  }

  @Test func pictureIsDeterministicAndShowsTheBoxes() {
    let (root, _, _) = twoBoxes()
    root.hostSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    root.layoutIfNeeded()
    let picture = LayoutPicture(
      options: [.safeArea, .margins, .labels, .constraints], caption: "two boxes")
    let svg = picture.render(root)
    #expect(svg == picture.render(root))
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"300\" height=\"224\""))
    #expect(svg.contains(">a</text>"))
    #expect(svg.contains("<rect x=\"20\" y=\"20\" width=\"126\" height=\"50\""))
    #expect(svg.contains("fill=\"#f4a261\""))  // the shaded status-bar band
    #expect(svg.contains("marker-end=\"url(#arrow)\""))
  }
}

import Foundation
import Testing
import TrellisUIKit

/// One simulator recording: a `recursiveDescription` committed beside the screen's source in a
/// public repository, reduced to what Trellis replays — the host it was recorded on and the frame of
/// each view, named by its path from the root view (`subviews[0]`). The frames are facts, cited by
/// repository, commit and path; the screens' code in this folder is written from the recordings'
/// setup, not copied.
nonisolated struct Recording: CustomTestStringConvertible, Sendable {
  /// `owner/repo@commit:path`.
  let source: String
  let configuration: HostConfiguration
  let frames: [(path: String, frame: CGRect)]

  var testDescription: String { source.split(separator: "/").last.map(String.init) ?? source }
}

/// How a replayed view compares with its recording.
nonisolated enum ReplayMatch: String, Sendable {
  /// Every edge within a thousandth of a point (the recordings print four significant decimals).
  case exact
  /// Every edge within half a point.
  case withinHalfPoint
  case off

  init(_ trellis: CGRect, _ uikit: CGRect) {
    let error = max(
      abs(trellis.minX - uikit.minX), abs(trellis.minY - uikit.minY),
      abs(trellis.width - uikit.width), abs(trellis.height - uikit.height))
    self = error <= 0.001 ? .exact : error <= 0.5 ? .withinHalfPoint : .off
  }
}

extension View {
  /// The view at `path` below this one: `subviews[0].subviews[2]`.
  func view(atPath path: String) -> View? {
    var view: View? = self
    for step in path.split(separator: ".") {
      guard let open = step.firstIndex(of: "["), let close = step.firstIndex(of: "]"),
        let index = Int(step[step.index(after: open)..<close]), let current = view,
        index < current.subviews.count
      else { return nil }
      view = current.subviews[index]
    }
    return view
  }
}

import LayoutTesting
import Testing
import TrellisUIKit

/// Issue 29, item 1: simulator recordings replayed on Trellis, every recorded frame compared
/// (Documentation/UIKitBehavior.md, "Recordings replayed"). The screen's code is compiled against
/// TrellisUIKit and hosted with the recording's screen, safe area, scale and text size.
@Suite struct RecordingReplayTests {
  @Test(arguments: SnapshotTestingRecordings.titleLabel)
  func aTitleLabelAtEachTextSizeIsAsRecorded(_ recording: Recording) throws {
    let controller = TitleLabelViewController()
    let host = ViewHost(rootViewController: controller, configuration: recording.configuration)
    host.layoutIfNeeded()
    for (path, recorded) in recording.frames {
      let view = try #require(host.rootView.view(atPath: path), "no view at \(path)")
      let frame = view.frame
      #expect(
        ReplayMatch(frame, recorded) == .exact,
        "\(path): Trellis \(frame), UIKit \(recorded) (\(recording.source))")
    }
  }
}

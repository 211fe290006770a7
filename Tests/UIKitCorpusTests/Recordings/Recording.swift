import Foundation
import Testing
import TrellisUIKit

/// One simulator recording: a `recursiveDescription` committed beside the screen's source in a
/// public repository, reduced to what Trellis replays — the screen, the host it was recorded on and
/// the frame of each view. The frames are facts, cited by repository, commit and path; the screens'
/// code in this folder is written from the recordings' setup, not copied.
nonisolated struct Recording: CustomTestStringConvertible, Sendable {
  /// `owner/repo@commit:path`.
  let source: String
  let screen: RecordedScreen
  let configuration: HostConfiguration
  let frames: [RecordedFrame]
  /// The screen of the simulator that ran the test, when the screen's code ran before the view was
  /// in a window (a root view loaded in `init` is the size of the simulator's screen).
  var simulator: HostConfiguration? = nil

  /// This recording's screen, host and frames cited from another file: a run of the same test that
  /// agrees with this one frame for frame.
  func recordedAgain(in source: String) -> Recording {
    Recording(
      source: source, screen: screen, configuration: configuration, frames: frames,
      simulator: simulator)
  }

  var testDescription: String {
    let file = source.split(separator: "/").last.map(String.init) ?? source
    let commit = source.split(separator: "@").last?.prefix(7) ?? ""
    return "\(file) @\(commit)"
  }
}

nonisolated extension HostConfiguration {
  /// A view hosted alone at `size`, as a snapshot library hosts a view it was given (no device
  /// description): named "a bare view".
  static func bareView(
    _ size: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets = .zero
  ) -> HostConfiguration {
    var configuration = HostConfiguration(
      size: size, safeAreaInsets: safeAreaInsets, displayScale: scale)
    configuration.name = "a bare view"
    return configuration
  }
}

/// The screens the recordings show, each written in UIKit's API in this folder.
nonisolated enum RecordedScreen: Sendable {
  /// ``TitleLabelViewController``.
  case titleLabel
  /// ``PointLabelsViewController``.
  case pointLabels
  /// ``NumberedTableViewController``.
  case numberedTable
  /// ``ContactAddButtonViewController``.
  case contactAddButton
  /// ``ItemCardViewController``.
  case itemCard
  /// ``SizedToFitLabelViewController`` showing ".recursiveDescription".
  case sizedLabel
  /// ``TileBoardViewController`` with the score "12345678" and a tile popped at row 1, column 1.
  case tileBoard
  /// ``ButtonMenuViewController`` with one button.
  case buttonMenu
  /// ``ButtonMenuViewController`` with three buttons.
  case buttonMenuWithThreeButtons
  /// ``PropertyDescriptionViewController`` with a two-line description.
  case shortPropertyDescription
  /// ``PropertyDescriptionViewController`` with a description longer than five lines.
  case longPropertyDescription
  /// ``CenteredMessageViewController``.
  case emptyState
  /// ``DividerViewController`` sized by its own constraints.
  case fixedWidthDivider
  /// ``DividerViewController`` with a line centred in a zero-size view.
  case centredLineDivider
  /// ``ZeroSizeButtonViewController``.
  case zeroSizeButton
  /// ``AvatarViewController`` in one of its designs, showing initials, the placeholder or a photo.
  case avatar(AvatarDesign, RecordedAvatarContent)
  /// ``IconButtonViewController`` sized by its user or by itself, with a badge reading "10" or none.
  case iconButton(IconButtonSizing, badge: Bool)
  /// ``ProgressIndicatorViewController``.
  case pinnedAndCentredIndicator
  /// ``PhotoProfileViewController``.
  case profile
  /// ``DashboardViewController``.
  case dashboard
  /// ``GroupedSettingsViewController``.
  case groupedSettings
  /// ``SyncSetupViewController``, in English or in German.
  case syncSetup(german: Bool)
}

/// What a recorded avatar shows (``AvatarContent`` without the image, which the replay makes).
nonisolated enum RecordedAvatarContent: Sendable {
  /// The initials of "Natura Design System".
  case initials
  case placeholder
  /// An empty image.
  case photo
}

/// A recorded view: the key its screen finds it by — a path from the root view (`subviews[0]`), or
/// a name the screen gives (`row 3 title`) — its frame in UIKit, and, when Trellis's frame is known
/// to differ, why.
nonisolated struct RecordedFrame: Sendable {
  let view: String
  let frame: CGRect
  let knownIssue: ReplayCause?

  init(_ view: String, _ frame: CGRect, knownIssue: ReplayCause? = nil) {
    self.view = view
    self.frame = frame
    self.knownIssue = knownIssue
  }
}

/// Why a replayed frame differs from its recording. Each frame that differs names one; the test
/// asserts it inside `withKnownIssue`, which fails once the frame matches, so a cause cannot outlive
/// its fix unnoticed.
nonisolated enum ReplayCause: String, Sendable, CaseIterable {
  /// A label sized by its text, centred or trailing-aligned by it: Trellis's text width differs from
  /// UIKit's (issue 29, item 6).
  case textWidth = "Trellis's text width differs from UIKit's (issue 29, item 6)"
  /// The library described the iPhone XS Max (until 2021) with traits that, in what Trellis
  /// models, equal the simulator window's (compact width, regular height, the phone idiom, no text
  /// size), so Trellis announces no change and the screen keeps its default fonts. UIKit announced
  /// one: iOS 12 called `traitCollectionDidChange(nil)` for every first traits (the 2018 file), and
  /// the library's traits also set ones Trellis does not model — force touch available, which a
  /// simulator lacks — an inference for the 2019 file.
  case traitChangeNotModelled =
    "a trait change UIKit announced through traits Trellis does not model (or iOS 12's first-traits call)"
  /// `UIButton(type: .contactAdd)`: UIKit creates the button at its image's size, which changed
  /// between iOS versions — 22 × 22 in iOS 12, the "plus.circle" symbol's 25 × 24 or
  /// 24.333 × 23.667 in iOS 13, 25.667 × 25.667 in the 2025 recording. Trellis creates it at the
  /// newest size (``Button/systemTypeImageSize``), so the older recordings differ.
  case systemButtonSizeChangedBetweenVersions =
    "UIButton(type: .contactAdd)'s size changed between iOS versions; Trellis creates it at the 2025 size"
  /// `UIView.animate(…, completion:)`: UIKit applies the block's values at once but calls
  /// `completion` when the animation ends, so a recording taken right away shows the block's values
  /// (a tile scaled 1.1); Trellis calls `completion` at once, which here sets the tile back to 1.
  case animationCompletionRunsAtOnce =
    "UIView.animate's completion runs at once in Trellis; UIKit calls it when the animation ends"
  /// A `.fill` stack view with room to spare and two views of equal vertical hugging (a
  /// multi-line label and a button, both 250): UIKit resolves the ambiguity "based on their index in
  /// the arrangedSubviews array", as its reference page for `UIStackView.Distribution.fill` says,
  /// and the recording shows which way — the earlier view (the label) is stretched and the button
  /// keeps its intrinsic height. Trellis leaves the choice to its solver (Decisions.md, "Stack
  /// view, fill with equal hugging"), which stretches the button.
  case stackFillStretchesTheEarlierView =
    "UIKit's fill stack stretches the earlier of two views of equal hugging; Trellis's solver picks the later"
  /// A view that nothing places in its superview, with a subview pinned to its trailing edge (an
  /// icon button and its badge, moved out of the view that centred them): their horizontal places
  /// are free up to a common shift. UIKit leaves the button at x 0 and the badge inside it; Trellis's
  /// solver, breaking the tie its own way (Decisions.md, "Which solution the solver keeps on a
  /// tie"), puts the badge's left edge at 0 in the window and the button at −18.5 (or −10.5). The
  /// badge's frame in the button is exact.
  case unplacedViewSettlesElsewhere =
    "an unplaced view with a badge pinned to its edge: UIKit leaves the view at 0, Trellis's solver the badge"
  /// A table cell's content view in iOS 12: the separator took a pixel from it (a 44-point row's
  /// content view was 43.5 high at @2x, and so was a default-style title). Since iOS 15 the
  /// content view takes the row's whole height and the separator is drawn over it, as Trellis
  /// models (UIKitBehavior.md, "Table cells since iOS 15").
  case cellMetricsChangedBetweenVersions =
    "iOS 12's cell content view was a pixel short of the row; Trellis models iOS 15+'s full height"
}

/// How a replayed view compares with its recording.
nonisolated enum ReplayMatch: String, Sendable {
  /// Every edge as recorded, to the digits the recording prints.
  case exact
  /// Every edge within half a point.
  case withinHalfPoint
  case off

  init(_ trellis: CGRect, _ uikit: CGRect) {
    let edges = [
      (trellis.minX, uikit.minX), (trellis.minY, uikit.minY), (trellis.width, uikit.width),
      (trellis.height, uikit.height),
    ]
    if edges.allSatisfy({ abs($0 - $1) <= Self.printedPrecision($1) }) {
      self = .exact
    } else {
      self = edges.allSatisfy { abs($0 - $1) <= 0.5 } ? .withinHalfPoint : .off
    }
  }

  /// How far a number UIKit printed may be from the value it stands for: `recursiveDescription`
  /// prints six significant digits (`20.3333`, `1041.33`), so half a unit in the last digit, and
  /// never less than a thousandth of a point.
  static func printedPrecision(_ value: CGFloat) -> CGFloat {
    let magnitude = abs(value)
    guard magnitude >= 1 else { return 0.001 }
    let lastDigit = pow(10, floor(log10(magnitude)) - 5)
    return max(0.001, lastDigit / 2)
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

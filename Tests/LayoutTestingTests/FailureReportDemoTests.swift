import LayoutTesting
import Testing

/// Fails on purpose, only when `TRELLIS_REPORT_DEMO` is set: `.ci/run` runs it to check that a
/// failing data run and a failing snapshot write the HTML report (LayoutReport), and the report's
/// pictures are looked at from there. The normal `swift test` skips it.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["TRELLIS_REPORT_DEMO"] != nil))
struct FailureReportDemoTests {
  let name = DataField<String?>("name", .strings)
  let bio = DataField<String?>("bio", .strings)
  let phones = LayoutMatrix(devices: [.iPhoneSE3, .iPhoneX])

  /// A profile cell whose name has no top constraint, over names and bios on two phones in both
  /// orientations: one failure, with pictures of the broken layouts.
  @Test func aBrokenCellFailsWithAReport() {
    expectNoLayoutProblems(forEach: LayoutData(name, bio), in: phones) { combination in
      let cell = ProfileCell(style: .default, reuseIdentifier: nil)
      cell.nameTop.isActive = false
      cell.name.text = combination[name]
      cell.bio.text = combination[bio]
      return cell
    }
  }

  /// The same cell with a one-line name: long names truncate (everywhere), short ones fit, so the
  /// report shows each failing layout beside a passing one (the first name that fits there).
  @Test func aOneLineNameTruncatesWithAReport() {
    expectNoLayoutProblems(forEach: LayoutData(name), in: phones) { combination in
      let cell = ProfileCell(style: .default, reuseIdentifier: nil)
      cell.name.numberOfLines = 1
      cell.name.accessibilityIdentifier = "name"
      cell.name.text = combination[name]
      cell.bio.text = "Mathematician"
      return cell
    }
  }

  /// A snapshot whose reference (committed, wrong on purpose) has the bio one line shorter: the
  /// report shows the recorded picture beside the new one, with the diff.
  @Test func aChangedCellFailsItsSnapshotWithAReport() {
    let cell = ProfileCell(style: .default, reuseIdentifier: nil)
    cell.name.text = "Ada Lovelace"
    cell.bio.text = "Wrote the first published program, for the Analytical Engine, in 1843."
    expectLayoutSnapshot(of: cell)
  }
}

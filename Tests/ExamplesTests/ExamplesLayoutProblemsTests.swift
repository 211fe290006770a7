import Foundation
import LayoutTesting
import Testing
import TrellisExamples
import ViewHost

/// The automatic layout checks over every example screen, at the configurations the gallery draws
/// (Examples/trellis-gallery/Gallery.swift): each comes out clean with the default checks, but for
/// what an example shows on purpose (listed in `deliberate`, and checked to still happen).
@Suite struct ExamplesLayoutProblemsTests {
  /// The gallery's hosts: a small and a notched phone in portrait, the notched phone in
  /// landscape, one right-to-left phone and an iPad in landscape.
  static let galleryConfigurations: [HostConfiguration] = [
    .iPhoneSE3(.portrait), .iPhoneX(.portrait), .iPhoneX(.landscape),
    .iPhone14Pro(.portrait).withLayoutDirection(.rightToLeft), .iPadPro11(.landscape),
  ]

  /// What an example shows on purpose: the kind of problem, and the only views it may name.
  static let deliberate: [String: (kind: LayoutProblem.Kind, views: Set<String>)] = [
    // "A long value is the one that gets truncated" (SettingsList.swift).
    "settings-list": (.truncatedText, ["row4.value"]),
    // The "Device Name" value row shows a value cell truncating its secondary text.
    "settings-table": (.truncatedText, ["row1.2.subviews[0].subviews[1]"]),
    // The HUAHUA demo's framed views poke out of the root on purpose (spec §3.3).
    "seed-safe-area": (.outsideSuperview, ["topView", "rightView", "root"]),
  ]

  /// The gallery's hosts, then the example's own text sizes on an iPhone X in portrait.
  static func configurations(for example: ExampleCatalog.Example) -> [HostConfiguration] {
    galleryConfigurations
      + example.contentSizeCategories.map { category in
        var configuration = HostConfiguration.iPhoneX(.portrait)
        configuration.preferredContentSizeCategory = category
        return configuration
      }
  }

  @Test(arguments: ExampleCatalog.all.map(\.name))
  func hasNoLayoutProblemsWhereTheGalleryShowsIt(example name: String) throws {
    let example = try #require(ExampleCatalog.all.first { $0.name == name })
    var deliberateSeen = 0
    for configuration in Self.configurations(for: example) {
      let host = ViewHost(rootViewController: example.make(), configuration: configuration)
      host.layoutIfNeeded()
      var checks = LayoutChecks.default
      if let (kind, views) = Self.deliberate[name] {
        checks.remove(kind.check)
        let problems = layoutProblems(in: host.rootView, checking: kind.check)
        deliberateSeen += problems.count
        for problem in problems {
          #expect(Set(problem.views).isSubset(of: views), "\(name) on \(configuration): \(problem)")
        }
      }
      #expect(
        expectNoLayoutProblems(host.rootView, checking: checks), "\(name) on \(configuration)")
    }
    if Self.deliberate[name] != nil {
      #expect(deliberateSeen > 0, "\(name) no longer shows what it shows on purpose")
    }
  }
}

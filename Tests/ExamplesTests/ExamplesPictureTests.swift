import Foundation
import LayoutTesting
import Testing
import TrellisExamples
import ViewHost

/// Every example's clean picture — the screen as a user sees it, the one the gallery shows —
/// draws something inside the root view: a filled shape, text, an image or a control. Issue 31:
/// the card grid's cards were plain views with no background, so its pictures were blank pages.
@Suite struct ExamplesPictureTests {
  @Test(arguments: ExampleCatalog.all.map(\.name))
  func cleanPictureIsNotBlankWhereTheGalleryShowsIt(example name: String) throws {
    let example = try #require(ExampleCatalog.all.first { $0.name == name })
    let picture = LayoutPicture(options: .clean)
    for configuration in ExamplesLayoutProblemsTests.configurations(for: example) {
      let host = ViewHost(rootViewController: example.make(), configuration: configuration)
      host.layoutIfNeeded()
      let visible = picture.drawsVisibleContent(host.rootView)
      #expect(
        visible, "\(name) on \(configuration): the clean picture draws nothing in the root view")
    }
  }
}

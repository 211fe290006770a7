import Components
import Foundation
import Testing

/// `Image`: a size in points and a scale, with no-trap clamps for bad input.
@Suite struct ImageTests {
  @Test func sizeIsInPointsAndScaleIsKept() {
    let image = Image(size: CGSize(width: 40, height: 30), scale: 3)
    #expect(image.size == CGSize(width: 40, height: 30))
    #expect(image.scale == 3)
    #expect(image.renderingMode == .automatic)
    #expect(!image.isTemplate)
    #expect(image.description == "Image(40 × 30 @3x)")
  }

  @Test func badSizesAndScalesAreClampedWithoutTrapping() {
    // Trellis choices (Decisions.md): negative or non-finite lengths are 0, bad scales are 1.
    let image = Image(size: CGSize(width: -5, height: CGFloat.nan), scale: 0)
    #expect(image.size == .zero)
    #expect(image.scale == 1)
    let infinite = Image(size: CGSize(width: CGFloat.infinity, height: 10), scale: -.infinity)
    #expect(infinite.size.width == 0 && infinite.scale == 1)
    #expect(Image(size: CGSize(width: 1, height: 1), scale: .nan).scale == 1)
  }

  @Test func systemSymbolsHaveTheDocumentedDefaultSizeAndAreTemplates() {
    // A Trellis choice (Decisions.md): every symbol is 20 × 20 points.
    let star = Image(systemName: "star.fill")
    #expect(star?.size == CGSize(width: 20, height: 20))
    #expect(star?.symbolName == "star.fill")
    #expect(star?.isTemplate == true)
    #expect(star?.withRenderingMode(.alwaysOriginal).isTemplate == false)
    #expect(Image(systemName: "") == nil)
  }

  @Test func renderingModeCanBeChanged() {
    let image = Image(size: CGSize(width: 10, height: 10)).withRenderingMode(.alwaysTemplate)
    #expect(image.renderingMode == .alwaysTemplate)
    #expect(image.isTemplate)
    #expect(image.size == CGSize(width: 10, height: 10))
  }
}

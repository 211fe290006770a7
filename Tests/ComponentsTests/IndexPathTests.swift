import Components
import Foundation
import Testing

/// UIKit's `IndexPath` additions: `init(row:section:)`, `init(item:section:)`, `row`, `item`,
/// `section` — the section is the first index.
@Suite struct IndexPathTests {
  @Test func rowsAndItemsAreTheSecondIndex() {
    let path = IndexPath(row: 3, section: 1)
    #expect(Array(path) == [1, 3])
    #expect(path.row == 3 && path.item == 3 && path.section == 1)
    #expect(IndexPath(item: 3, section: 1) == path)
    var copy = path
    copy.row = 5
    copy.section = 2
    #expect(copy == IndexPath(row: 5, section: 2))
  }

  /// Shorter paths read 0 instead of trapping.
  @Test func shortPathsReadZero() {
    #expect(IndexPath().row == 0)
    #expect(IndexPath().section == 0)
    #expect(IndexPath(index: 4).row == 0)
    var empty = IndexPath()
    empty.row = 2
    #expect(empty == IndexPath(row: 2, section: 0))
  }
}

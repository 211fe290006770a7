import Foundation
import Testing

/// What the corpus promises about its own sources (issue 23, item 5): at least 20 files, each
/// UIKit code whose only Trellis-specific line is the import.
@Suite struct CorpusSourceTests {
  static let header = "#if canImport(UIKit)\nimport UIKit\n#else\nimport TrellisUIKit\n#endif\n"

  static var corpusFolder: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")
  }

  static func corpusFiles() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: corpusFolder, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "swift" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  @Test func corpusHasAtLeastTwentyFiles() throws {
    #expect(try Self.corpusFiles().count >= 20)
  }

  @Test func everyCorpusFileStartsWithTheConditionalImport() throws {
    // The repository's formatter indents the imports inside `#if`; the lines are the same. It also
    // puts a plain `import LayoutDSL` (a module that builds on UIKit too: DSL.md) above it.
    let header = Self.header.split(separator: "\n").map(String.init)
    for file in try Self.corpusFiles() {
      let text = try String(contentsOf: file, encoding: .utf8)
      let firstLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        .drop { $0 == "import LayoutDSL" || $0.isEmpty }
        .prefix(header.count)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(firstLines == header, "\(file.lastPathComponent)")
    }
  }

  @Test func noCorpusFileNamesATrellisModuleOrType() throws {
    // Trellis's own names (without the UI prefix) would compile here but not against UIKit.
    let trellisOnly = [
      "import LayoutEngine", "import Components", "import ViewHost", "import LayoutTesting",
      "ViewHost(",
      ": View ", ": View,", ": Label", ": TableViewCell", ": CollectionViewCell",
      ": ViewController",
      "LayoutConstraint", "isTextTruncated", "displayedLines", "textMeasurer", "simulateTap",
    ]
    for file in try Self.corpusFiles() {
      let text = try String(contentsOf: file, encoding: .utf8)
        .replacingOccurrences(of: "NSLayoutConstraint", with: "NS…")
      for name in trellisOnly {
        #expect(!text.contains(name), "\(file.lastPathComponent) uses \(name)")
      }
    }
  }
}

import Components
import Foundation
import LayoutEngine
import LayoutTesting
import Testing
import ViewHost

/// A settings row: a title over a subtitle, with a switch at the trailing edge. The title wraps
/// freely; the subtitle stops at `subtitleLines` lines and truncates the rest.
private final class ToggleRow: View {
  let title = Label()
  let subtitle = Label()
  let toggle = Switch()

  init(title: String?, subtitle: String?, isOn: Bool, subtitleLines: Int = 3) {
    super.init(frame: .zero)
    accessibilityIdentifier = "row"
    self.title.accessibilityIdentifier = "title"
    self.title.text = title
    self.title.numberOfLines = 0
    self.title.setContentHuggingPriority(.defaultLow + 1, for: .vertical)
    self.subtitle.accessibilityIdentifier = "subtitle"
    self.subtitle.text = subtitle
    self.subtitle.numberOfLines = subtitleLines
    toggle.accessibilityIdentifier = "toggle"
    toggle.accessibilityLabel = "Enabled"
    toggle.isOn = isOn
    // A long text must wrap beside the switch, not squeeze it (the data tests found that one).
    toggle.setContentCompressionResistancePriority(.required, for: .horizontal)
    for view in [self.title, self.subtitle, toggle] as [View] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    let margins = layoutMarginsGuide
    LayoutConstraint.activate([
      self.title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      self.title.topAnchor.constraint(equalTo: margins.topAnchor),
      self.title.trailingAnchor.constraint(lessThanOrEqualTo: toggle.leadingAnchor, constant: -8),
      self.subtitle.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      self.subtitle.topAnchor.constraint(equalTo: self.title.bottomAnchor, constant: 4),
      self.subtitle.trailingAnchor.constraint(
        lessThanOrEqualTo: toggle.leadingAnchor, constant: -8),
      self.subtitle.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      toggle.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      toggle.centerYAnchor.constraint(equalTo: centerYAnchor),
      toggle.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
      toggle.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
    ])
  }
  required init?(coder: NSCoder) { nil }
}

private let title = DataField<String?>("title", .strings)
private let subtitle = DataField<String?>("subtitle", .strings)
private let isOn = DataField("isOn", [Bool].booleans)
private let rowData = LayoutData(title, subtitle, isOn)

private func row(_ combination: DataCombination) -> View {
  ToggleRow(title: combination[title], subtitle: combination[subtitle], isOn: combination[isOn])
}

/// Every pair of values of two different fields that `rows` cover, as (field, value, field, value).
private func pairs(in rows: [[Int]]) -> Set<[Int]> {
  var result: Set<[Int]> = []
  for row in rows {
    for first in row.indices {
      for second in row.indices where second > first {
        result.insert([first, row[first], second, row[second]])
      }
    }
  }
  return result
}

/// Every pair of values of two different fields with `counts` values each.
private func allPairs(_ counts: [Int]) -> Set<[Int]> {
  var result: Set<[Int]> = []
  for first in counts.indices {
    for second in counts.indices where second > first {
      for a in 0..<counts[first] {
        for b in 0..<counts[second] { result.insert([first, a, second, b]) }
      }
    }
  }
  return result
}

@Suite struct LayoutDataTests {
  // MARK: Values

  @Test func theStringListHasNilEmptyShortLongUnbrokenRightToLeftAndEmoji() throws {
    let strings: [String?] = .strings
    #expect(strings.count == 8)
    #expect(strings[0] == nil)
    #expect(strings[1] == "")
    let texts = strings.compactMap { $0 }
    #expect(texts.contains { !$0.isEmpty && !$0.contains(" ") })  // one word
    #expect(texts.contains { $0.count > 300 })  // a paragraph
    let longestWord = texts.flatMap { $0.split(separator: " ") }.map(\.count).max() ?? 0
    #expect(longestWord > 60)  // a word no line holds
    #expect(texts.contains { $0.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) } })
    #expect(texts.contains { $0.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
    #expect([String].strings == strings.compactMap { $0 })
    #expect([String].nonEmptyStrings == Array(strings.dropFirst(2)).compactMap { $0 })
  }

  @Test func countsBooleansAndArraysOfEachLength() {
    #expect([Int].counts(0...3) == [0, 1, 2, 3])
    #expect([Bool].booleans == [false, true])
    let tags: [[String]] = .arrays(lengths: [0, 1, 3]) { "Tag \($0)" }
    #expect(tags == [[], ["Tag 0"], ["Tag 0", "Tag 1", "Tag 2"]])
  }

  @Test func valuesPrintAsSwiftWritesThemShortened() throws {
    let data = LayoutData(
      title, DataField<[Int]>("items", [[], [1, 2], Array(0..<12)]), DataField("n", [7]))
    let printed = data.combinations(.eachValue).map(\.description)
    #expect(
      printed == [
        "title: nil, items: [], n: 7",
        "title: \"\", items: [1, 2], n: 7",
        "title: \"Title\", items: [0, 1, 2, …] (12 elements), n: 7",
        "title: \"A short sentence that fits on a phone.\", items: [], n: 7",
        "title: \"A paragraph long enough to wrap …\" (332 characters), items: [1, 2], n: 7",
        "title: \"Supercalifragilisticexpialidocio…\" (77 characters), items: [0, 1, 2, …] (12 elements), n: 7",
        "title: \"مرحبا بالعالم، هذا نص من اليمين إلى اليسار\", items: [], n: 7",
        "title: \"🎉 Party 👩‍👩‍👧‍👦 🇯🇵 😀😀😀\", items: [1, 2], n: 7",
      ])
  }

  // MARK: Combinations

  @Test func smallDataGivesEveryCombinationFirstFieldOutermost() {
    let data = LayoutData(DataField("a", [1, 2]), DataField("b", ["x", "y", "z"]))
    #expect(data.allCombinationsCount == 6)
    #expect(data.resolved(.automatic) == .all)
    let combinations = data.combinations()
    #expect(
      combinations.map(\.valueIndices) == [[0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [1, 2]])
    #expect(combinations.map(\.index) == Array(0..<6))
    #expect(combinations[4].description == "a: 2, b: \"y\"")
    #expect(combinations[4].position == "combination 4 of 6 (all)")
  }

  @Test func largeDataFallsBackToEveryPairOfValues() {
    #expect(rowData.allCombinationsCount == 128)
    #expect(rowData.resolved(.automatic) == .pairs)
    let combinations = rowData.combinations()
    // 8 × 8 pairs of title and subtitle need 64 combinations at least; here that is enough.
    #expect(combinations.count == 64)
    #expect(combinations.allSatisfy { $0.coverage == .pairs && $0.count == combinations.count })
    #expect(pairs(in: combinations.map(\.valueIndices)) == allPairs([8, 8, 2]))
    #expect(combinations[2].description == "title: nil, subtitle: \"Title\", isOn: false")
  }

  @Test func pairsCoverEveryPairOfManyFields() {
    var sizes: [Int] = []
    for counts in [[3, 3, 3, 3], [2, 5, 3, 4, 2], [6, 1, 4], [2, 2, 2, 2, 2, 2, 2, 2, 2, 2]] {
      let fields = counts.enumerated().map { index, count in
        DataField("f\(index)", Array(0..<count))
      }
      let rows = pairsRows(fields)
      #expect(pairs(in: rows) == allPairs(counts), "\(counts)")
      sizes.append(rows.count)
    }
    // Of 81, 240, 24 and 1024 combinations in all; the fewest possible are 9, 20, 24 (a field of one
    // value pairs the other two fully) and 6. Greedy is not optimal, but it is fixed.
    #expect(sizes == [12, 20, 24, 10])
  }

  @Test func eachValueUsesEveryValueOfEveryFieldAtLeastOnce() {
    let combinations = rowData.combinations(.eachValue)
    #expect(combinations.count == 8)
    for (field, count) in [8, 8, 2].enumerated() {
      #expect(Set(combinations.map { $0.valueIndices[field] }) == Set(0..<count))
    }
    #expect(rowData.resolved(.upTo(10)) == .eachValue)
  }

  @Test func theSameDataGivesTheSameCombinations() {
    let again = LayoutData(
      DataField<String?>("title", .strings), DataField<String?>("subtitle", .strings),
      DataField("isOn", [Bool].booleans))
    for coverage in [DataCoverage.all, .pairs, .eachValue, .automatic] {
      #expect(rowData.combinations(coverage) == again.combinations(coverage))
      #expect(
        rowData.combinations(coverage).map(\.description)
          == again.combinations(coverage).map(\.description))
    }
  }

  @Test func aCombinationCanBeMadeAgainByIndex() throws {
    let combinations = rowData.combinations()
    let again = try #require(rowData.combination(37))
    #expect(again == combinations[37])
    #expect(rowData.combination(combinations.count) == nil)
    #expect(again[title] == combinations[37][title])
    #expect(again[isOn] == combinations[37][isOn])
  }

  @Test func aCombinationHandsBackTypedValues() throws {
    let combination = try #require(rowData.combination(1, coverage: .all))
    #expect(combination.valueIndices == [0, 0, 1])
    let value: String? = combination[title]
    #expect(value == nil)
    #expect(combination[isOn] == true)
    #expect(combination.values.map(\.name) == ["title", "subtitle", "isOn"])
  }

  // MARK: Runner

  @Test func theRunnerFindsTheTruncationOnlyTheLongSubtitleCauses() throws {
    let failures = layoutProblems(forEach: rowData, make: row)
    try #require(!failures.isEmpty)
    for failure in failures {
      #expect(failure.combination[subtitle]?.count == 332, "\(failure)")
      #expect(failure.problems.map(\.kind) == [.truncatedText])
      #expect(failure.problems.map(\.views) == [["subtitle"]])
      #expect(failure.configuration.name == "iPhone SE (2nd/3rd gen) portrait")
    }
    // Pairwise, the long subtitle meets every title: each of those combinations fails, no other.
    let withLongSubtitle = rowData.combinations().filter { $0[subtitle]?.count == 332 }
    #expect(failures.map(\.combination) == withLongSubtitle)
    let first = try #require(failures.first)
    let text = first.description
    #expect(
      text.hasPrefix(
        "1 layout problem(s) with data combination \(first.combination.index) of "
          + "\(first.combination.count) (pairs) on iPhone SE (2nd/3rd gen) portrait:\n"
          + "  data: title: "))
    #expect(text.contains("subtitle: \"A paragraph long enough to wrap …\" (332 characters)"))
    #expect(text.contains("  truncated text: subtitle is truncated: "))
    #expect(text.hasSuffix("\n  to run it alone, pass only: \(first.combination.index)"))
  }

  @Test func theFailingCombinationRunsAloneByIndex() throws {
    let failing = try #require(layoutProblems(forEach: rowData, make: row).last)
    var made: [DataCombination] = []
    let again = layoutProblems(forEach: rowData, only: failing.combination.index) { combination in
      made.append(combination)
      return row(combination)
    }
    #expect(made == [failing.combination])
    #expect(again.map(\.problems) == [failing.problems])
  }

  @Test func aViewThatFitsEveryValueReportsNothing() {
    var runs = 0
    let failures = layoutProblems(forEach: rowData, coverage: .all) { combination in
      runs += 1
      return ToggleRow(
        title: combination[title], subtitle: combination[subtitle], isOn: combination[isOn],
        subtitleLines: 0)
    }
    #expect(runs == 128)
    #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
    let passed = expectNoLayoutProblems(forEach: rowData) { combination in
      ToggleRow(
        title: combination[title], subtitle: combination[subtitle], isOn: combination[isOn],
        subtitleLines: 0)
    }
    #expect(passed)
  }

  @Test func everyCombinationRunsInEveryConfigurationOfTheMatrix() throws {
    let matrix = LayoutMatrix(
      devices: [HostConfiguration.iPhoneSE3, HostConfiguration.iPadPro11],
      orientations: [.portrait, .landscape])
    var runs = 0
    let data = LayoutData(subtitle, isOn)
    let failures = layoutProblems(forEach: data, in: matrix) { combination in
      runs += 1
      return ToggleRow(
        title: "Wi-Fi", subtitle: combination[subtitle], isOn: combination[isOn])
    }
    #expect(runs == 64)  // 8 subtitles × 2 switch states × 4 configurations
    // The paragraph needs more than three lines but on an iPad in landscape.
    let names = failures.map { "\($0.combination.index) \($0.configuration.name ?? "")" }
    #expect(
      names == [
        "8 iPhone SE (2nd/3rd gen) portrait", "8 iPhone SE (2nd/3rd gen) landscape",
        "8 iPad Pro 11-inch portrait", "9 iPhone SE (2nd/3rd gen) portrait",
        "9 iPhone SE (2nd/3rd gen) landscape", "9 iPad Pro 11-inch portrait",
      ])
  }

  @Test func expectNoLayoutProblemsFailsOncePerSetOfTheSameProblems() {
    var passed = true
    let data = LayoutData(subtitle, isOn)
    let failures = IssueCounter()
    var callLine = 0
    withKnownIssue {
      callLine = #line + 1
      passed = expectNoLayoutProblems(forEach: data, coverage: .all) { combination in
        ToggleRow(title: "Wi-Fi", subtitle: combination[subtitle], isOn: combination[isOn])
      }
    } matching: { issue in
      failures.add(issue.comments.first?.rawValue ?? "", line: issue.sourceLocation?.line ?? 0)
      return true
    }
    #expect(!passed)
    // The long subtitle truncates with the switch off and on: the same problem, one failure.
    #expect(failures.lines == [callLine])
    let comment = failures.comments.first ?? ""
    #expect(
      comment.hasPrefix("The same 1 layout problem(s) in 2 of 16 layouts (data combinations 8–9"))
    #expect(comment.contains("data: subtitle: \"A paragraph long"))
    #expect(comment.contains("combination 8 of 16 (all)"))
  }
}

extension LayoutDataTests {
  @Test func anIndexTheDataDoesNotMakeFailsTheTest() {
    var made = 0
    var passed = true
    withKnownIssue {
      passed = expectNoLayoutProblems(forEach: rowData, only: 64) { combination in
        made += 1
        return row(combination)
      }
    } matching: { issue in
      issue.comments.first?.rawValue
        == "No data combination 64: pairs coverage of this data makes 64 (0 to 63); the data "
        + "or the coverage changed since the failure named it?"
    }
    #expect(!passed)
    #expect(made == 0)
    #expect(layoutProblems(forEach: rowData, only: 64, make: row).isEmpty)
  }

  /// A field with no values or two fields with one name fail the test before anything is laid
  /// out, instead of stopping the test process.
  @Test func mistakesInTheDataFailTheTest() {
    let none = DataField<String?>("none", [])
    let again = DataField("title", [true])
    for (data, expected) in [
      (LayoutData(title, none), "field \"none\" has no values"),
      (LayoutData(title, again), "two fields are named \"title\""),
    ] {
      #expect(data.mistakes == [expected])
      var made = 0
      var passed = true
      withKnownIssue {
        passed = expectNoLayoutProblems(forEach: data) { combination in
          made += 1
          return row(combination)
        }
      } matching: { issue in
        issue.comments.first?.rawValue == "The layout data is not usable:\n  " + expected
      }
      #expect(!passed)
      #expect(made == 0)
    }
    #expect(LayoutData(title, none).combinations(.eachValue).isEmpty)
    #expect(LayoutData(title, none).combinations(.pairs).isEmpty)
  }

  /// A field that is not the data's fails the test at the caller's line; its first value stands in.
  @Test func aFieldFromOtherDataFailsTheTest() throws {
    let other = DataField("other", ["stand-in", "second"])
    let combination = try #require(rowData.combination(0))
    var value = ""
    withKnownIssue {
      value = combination[other]
    } matching: { issue in
      issue.comments.first?.rawValue.hasPrefix("\"other\" is not a field of this data") == true
    }
    #expect(value == "stand-in")
  }
}

/// The comments and lines of the issues a known-issue block matched.
/// The pairwise rows for `fields` (through LayoutData, so the public path is what is checked).
private func pairsRows(_ fields: [DataField<Int>]) -> [[Int]] {
  let data: LayoutData
  switch fields.count {
  case 3: data = LayoutData(fields[0], fields[1], fields[2])
  case 4: data = LayoutData(fields[0], fields[1], fields[2], fields[3])
  case 5: data = LayoutData(fields[0], fields[1], fields[2], fields[3], fields[4])
  default:
    data = LayoutData(
      fields[0], fields[1], fields[2], fields[3], fields[4], fields[5], fields[6], fields[7],
      fields[8], fields[9])
  }
  return data.combinations(.pairs).map(\.valueIndices)
}

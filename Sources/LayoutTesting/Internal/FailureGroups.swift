import ViewHost

/// The failure messages of a run: one per set of the same problems (the same kinds on the same
/// views, ``DataCombinationProblems/signature``), in the order each set first occurs. Where a
/// layout is ambiguous or has conflicts, only those problems make the set: its frames are then
/// arbitrary, and what the view checks find in them follows from that (a broken cell fails once,
/// not once for each place its loose label happened to land). A set that occurs once is printed as
/// it is; a set that occurs more often says where, lists the problems every layout of it has and
/// those only some have, and prints the first in full:
///
/// ```
/// The same 2 layout problem(s) in 64 of 64 layouts (data combinations 0–63, on iPhone SE (2nd/3rd gen) portrait):
///   empty content: ProfileCell.contentView.subviews[1]
///   outside superview: bio, ProfileCell.contentView
/// The first of them:
/// 2 layout problem(s) with data combination 0 of 64 (pairs) on iPhone SE (2nd/3rd gen) portrait:
///   …
/// ```
func groupedFailureMessages(_ failures: [DataCombinationProblems], layoutCount: Int) -> [String] {
  var order: [[String]] = []
  var groups: [[String]: [DataCombinationProblems]] = [:]
  for failure in failures {
    let key = failure.groupingKey
    if groups[key] == nil { order.append(key) }
    groups[key, default: []].append(failure)
  }
  return order.map { key in
    let group = groups[key]!
    guard group.count > 1 else { return group[0].description }
    let first = group[0]
    var places: [String] = []
    if !first.combination.fields.isEmpty {
      let indices = Array(Set(group.map(\.combination.index))).sorted()
      places.append(
        (indices.count == 1 ? "data combination " : "data combinations ") + ranges(indices))
    }
    var configurationNames: [String] = []
    for failure in group {
      let name = failure.configuration.name ?? "\(failure.configuration)"
      if !configurationNames.contains(name) { configurationNames.append(name) }
    }
    places.append("on " + configurationNames.joined(separator: ", "))
    var lines = [
      "The same \(first.problems.count) layout problem(s) in \(group.count) of \(layoutCount) "
        + "layouts (\(places.joined(separator: ", "))):"
    ]
    // The problems every layout of the set has, then those only some have, with their counts.
    var counts: [String: Int] = [:]
    var seen: [String] = []
    for failure in group {
      // Each signature once per layout, in the layout's order (no hashed iteration: the lines
      // must come out the same every run).
      var once: [String] = []
      for signature in failure.signature where !once.contains(signature) { once.append(signature) }
      for signature in once {
        if counts[signature] == nil { seen.append(signature) }
        counts[signature, default: 0] += 1
      }
    }
    let common = seen.filter { counts[$0] == group.count }
    let some = seen.filter { counts[$0] != group.count }
    lines += common.map { "  " + $0 }
    if !some.isEmpty {
      lines.append("and in some of them:")
      lines += some.map { "  \($0) (\(counts[$0]!) of \(group.count))" }
    }
    lines.append("The first of them:")
    lines.append(first.description)
    return lines.joined(separator: "\n")
  }
}

nonisolated extension DataCombinationProblems {
  /// The signature of the layout's ambiguity and conflicts if it has any, else of all its
  /// problems.
  var groupingKey: [String] {
    let structural = problems.filter { [.ambiguousLayout, .layoutDiagnostic].contains($0.kind) }
    return (structural.isEmpty ? problems : structural).map(\.signature)
  }
}

/// `0–5, 8, 10–63`.
func ranges(_ sorted: [Int]) -> String {
  var parts: [String] = []
  var index = 0
  while index < sorted.count {
    var end = index
    while end + 1 < sorted.count && sorted[end + 1] == sorted[end] + 1 { end += 1 }
    parts.append(end == index ? "\(sorted[index])" : "\(sorted[index])–\(sorted[end])")
    index = end + 1
  }
  return parts.joined(separator: ", ")
}

/// The line that points at the HTML report, or nothing when none was written.
func reportLine(_ path: String?) -> String {
  path.map { "\nPictures of the failures: \($0)" } ?? ""
}

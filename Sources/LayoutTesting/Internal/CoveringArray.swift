/// Rows of value indices (one per field) that cover combinations of fields with `counts[i]` values
/// each. Every function is deterministic: the same counts give the same rows in the same order.
nonisolated enum CoveringArray {
  /// Every combination, the first field outermost (the last one changes fastest).
  static func all(_ counts: [Int]) -> [[Int]] {
    var rows: [[Int]] = [[]]
    for count in counts {
      rows = rows.flatMap { row in (0..<count).map { row + [$0] } }
    }
    return rows
  }

  /// As many rows as the longest list; row `r` takes value `r % count` of each field.
  static func eachValue(_ counts: [Int]) -> [[Int]] {
    let length = counts.max() ?? 1
    return (0..<length).map { row in counts.map { row % $0 } }
  }

  /// Rows in which every pair of values of every two fields appears: IPOG (Lei and Tai's
  /// in-parameter-order strategy). All combinations of the first two fields; then, for each further
  /// field, each row takes the value that covers the most pairs still missing (ties go to the value
  /// used least, then the lowest), and rows are added (or free slots filled) for the pairs still
  /// missing after that. Slots left free at the end take value `row % count`.
  static func pairs(_ counts: [Int]) -> [[Int]] {
    guard counts.count > 2 else { return all(counts) }
    var rows: [[Int?]] = all(Array(counts.prefix(2))).map { $0.map(Optional.some) }
    for field in 2..<counts.count {
      let valueCount = counts[field]
      // missing[earlier][a][b]: the pair (earlier = a, field = b) is in no row yet.
      var missing: [[[Bool]]] = (0..<field).map { earlier in
        Array(repeating: Array(repeating: true, count: valueCount), count: counts[earlier])
      }
      var uses = Array(repeating: 0, count: valueCount)
      func cover(_ row: [Int?], _ value: Int) {
        for earlier in 0..<field { if let a = row[earlier] { missing[earlier][a][value] = false } }
      }
      // Horizontal growth: extend every row by the value that covers the most missing pairs.
      for index in rows.indices {
        var best = 0
        var bestGain = -1
        for value in 0..<valueCount {
          var gain = 0
          for earlier in 0..<field {
            if let a = rows[index][earlier], missing[earlier][a][value] { gain += 1 }
          }
          if gain > bestGain || (gain == bestGain && uses[value] < uses[best]) {
            best = value
            bestGain = gain
          }
        }
        rows[index].append(best)
        uses[best] += 1
        cover(rows[index], best)
      }
      // Vertical growth: a row for each pair still missing, reusing a free slot where one fits.
      for earlier in 0..<field {
        for a in 0..<counts[earlier] {
          for value in 0..<valueCount where missing[earlier][a][value] {
            if let index = rows.firstIndex(where: { $0[field] == value && $0[earlier] == nil }) {
              rows[index][earlier] = a
            } else {
              var row = [Int?](repeating: nil, count: field + 1)
              row[earlier] = a
              row[field] = value
              rows.append(row)
            }
            missing[earlier][a][value] = false
          }
        }
      }
    }
    return rows.enumerated().map { index, row in
      row.enumerated().map { field, value in value ?? index % counts[field] }
    }
  }
}

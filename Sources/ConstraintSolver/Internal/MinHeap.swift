/// A binary min-heap. Duplicates are allowed; readers skip entries that no longer apply.
///
/// The dual simplex keeps the infeasible rows in one (lowest symbol first, in O(log n) instead of a
/// scan of every row that went negative, which made a resize that flips N preferences O(N²)), and
/// value propagation keeps the definition rows to update in one (lowest rank first).
struct MinHeap<Element: Comparable & Sendable>: Sendable {
  private var items: [Element] = []

  var isEmpty: Bool { items.isEmpty }

  /// The elements, in no particular order.
  var elements: [Element] { items }

  mutating func removeAll() { items.removeAll(keepingCapacity: true) }

  mutating func insert(_ element: Element) {
    items.append(element)
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      if items[parent] <= items[child] { break }
      items.swapAt(parent, child)
      child = parent
    }
  }

  mutating func popMin() -> Element? {
    guard let first = items.first else { return nil }
    let last = items.removeLast()
    if items.isEmpty { return first }
    items[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      guard left < items.count else { break }
      let right = left + 1
      let child = right < items.count && items[right] < items[left] ? right : left
      if items[parent] <= items[child] { break }
      items.swapAt(parent, child)
      parent = child
    }
    return first
  }
}

/// A view the engine names without owning it.
///
/// The root view owns its engine, so an engine that retained the views of its tree would keep the
/// root alive through itself. Every view such a reference names is in the tree (which the root
/// owns) or in a subtree that left and that the engine keeps until its next sync
/// (``Engine/departedSubtrees``); not `weak`, for the reason given at
/// ``LayoutConstraint/installedView``.
nonisolated struct UnownedView {
  unowned(unsafe) let view: View
  init(_ view: View) { self.view = view }
}

/// An array of views not owned (see ``UnownedView``), read and written as views.
nonisolated struct UnownedViews: RandomAccessCollection, MutableCollection,
  ExpressibleByArrayLiteral
{
  private var storage: ContiguousArray<UnownedView>

  init(_ views: some Sequence<View>) { storage = ContiguousArray(views.lazy.map(UnownedView.init)) }
  init(arrayLiteral views: View...) { self.init(views) }

  var startIndex: Int { storage.startIndex }
  var endIndex: Int { storage.endIndex }
  /// The array's own count: the collection's default measures the distance between the indices
  /// through generic calls (2 % of a debug checked layout's instructions, callgrind, issue 30).
  var count: Int { storage.count }
  var isEmpty: Bool { storage.isEmpty }
  subscript(position: Int) -> View {
    get { storage[position].view }
    set { storage[position] = UnownedView(newValue) }
  }
  mutating func append(_ view: View) { storage.append(UnownedView(view)) }
  func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UnownedView>) -> R) -> R {
    storage.withUnsafeBufferPointer(body)
  }
}

/// The simplex tableau in Cassowary's form: each basic symbol has a row in terms of the non-basic ones.
///
/// - Rows are indexed by their basic symbol (`rows[s] != nil` ⟺ `s` is basic), cells sorted by id.
/// - `columns[s]` lists the basic symbols whose rows contain `s`, so a pivot, an edit or a removal
///   touches only the rows involved (kiwi scans every row instead). Removal is lazy: an entry whose
///   row no longer holds `s` stays until the column is compacted (when stale entries outnumber live
///   ones), so every reader checks the row — O(1) removal instead of a search of a long column.
/// - The objective is one row per priority level, highest first, compared lexicographically: that is
///   what makes priorities strict.
/// - **Definition rows.** A required equality that introduces a fresh variable (`y == above + 8`,
///   the shape of most layout constraints) goes in as a row of that variable that may *name* other
///   basic external symbols instead of repeating their rows — a reference. Without references every
///   dependent row would carry the marker of every equality up its chain (rows as long as the chain
///   is deep: kiwi's 1.3 GB at N = 10000). Restricted rows and objectives never hold references;
///   only rows of external symbols do, and only to external rows inserted earlier (lower
///   ``SymbolInfo/rank``), so the references form a DAG ordered by rank.
/// - Every row's constant is its basic symbol's current value, references included (a reference's
///   current value is folded into the constant), so reading a value is O(1). When a referenced
///   row's value moves, the move is pushed down the references in rank order (``propagate()``).
/// - Every choice breaks ties on the lowest symbol id, so the same calls give the same
///   pivots and bit-identical values.
struct Tableau: Sendable {
  /// What is kept per symbol (kind, owner, counts, marks, rank, scratch), by symbol id.
  var symbols: [SymbolInfo] = []
  var rows: [Row?] = []
  var columns: [[Symbol]] = []
  /// The current mark of ``SymbolInfo/mark`` (see ``freshStamp()``).
  var stamp: UInt32 = 0
  var freeSymbols: [Symbol] = []
  /// Priority levels in use, highest first.
  var levels: [Level] = []
  /// Every symbol whose coefficient in some level's objective changed since the last search for an
  /// entering symbol, and the improving symbols that search found (duplicates allowed). A symbol's
  /// lexicographic reduced cost changes only with its coefficients, and the search that ended the
  /// last optimisation found no improving symbol: so only these can improve now, and the search
  /// reads them instead of every negative coefficient of every level (a layout's weakest level
  /// holds one error per view).
  var touchedCosts: [Symbol] = []
  /// The scalar objective of phase one (or of an exploration on a copy), when one is running.
  var auxiliary: Row?
  /// Basic restricted symbols whose constant may have gone negative, for the dual simplex.
  var infeasible = MinHeap<Symbol>()
  /// What the open transaction changed (see `Tableau+Transactions.swift`); closed between them.
  var journal = Journal()
  /// The current transaction's stamp (see ``SymbolInfo/touchStamp``).
  var transactionCount: UInt32 = 0
  /// Bumped by every change to which rows exist or what cells they hold (not by constants alone).
  var structureVersion: UInt64 = 0
  /// The columns of the last few shifted markers (see ``shiftMarker(_:by:)``).
  var shiftCache: [ShiftColumn] = []

  /// The rank the next inserted row gets (see ``SymbolInfo/rank``).
  var nextRank: UInt64 = 0
  /// The symbols whose value moves wait to be pushed to the rows that reference them, lowest rank
  /// first (see ``SymbolInfo/pendingDelta``).
  var pending = MinHeap<RankedSymbol>()
  /// Whether the fast paths of a batch leave value moves in ``pending`` (see
  /// ``propagateUnlessDeferred()``); everything else pushes them down first.
  var defersPropagation = false

  /// The constants a shift overwrote, by position in its column, until it is known to stand.
  var shiftUndo: [Double] = []

  /// The external symbols whose value may have moved since the log was last taken (see
  /// `Tableau+Moves.swift`).
  var movedLog: [Symbol] = []
  /// How many entries the log takes before it gives up; 0: no log.
  var movedLogLimit = 0
  /// Whether more symbols moved than the log could take since it was last taken.
  var movedLogOverflowed = false

  var symbolCount: Int { symbols.count }
}

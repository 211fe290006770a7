import Foundation
import LayoutEngine
import Testing

/// Records which views' `layoutSubviews` ran, in order.
private final class CallLog {
  var calls: [String] = []
}

/// A view that logs its `layoutSubviews` calls and can run extra work in them.
private final class LoggingView: View {
  var log: CallLog?
  var onLayout: ((LoggingView) -> Void)?

  override func layoutSubviews() {
    super.layoutSubviews()
    log?.calls.append(accessibilityIdentifier ?? "?")
    onLayout?(self)
  }
}

/// Sets a constraint's constant from its own size in `updateConstraints`, as UIKit code does.
private final class UpdatingView: View {
  var updates = 0
  var width: LayoutConstraint?
  override func updateConstraints() {
    super.updateConstraints()
    updates += 1
    width?.constant = 120
  }
}

/// Counts the safe-area and margin callbacks.
private final class InsetsObserver: View {
  var safeAreaChanges = 0
  var marginChanges = 0
  override func safeAreaInsetsDidChange() { safeAreaChanges += 1 }
  override func layoutMarginsDidChange() { marginChanges += 1 }
}

/// The layout pass (spec §10a): `layoutSubviews` is overridable and runs top-down after the engine
/// has placed the subviews; `setNeedsLayout` / `layoutIfNeeded` lay out only what changed.
@Suite struct LayoutSubviewsTests {
  /// root ⊃ a ⊃ a1, a2; root ⊃ b — all logging, all placed by constraints.
  private func tree(log: CallLog) -> [String: LoggingView] {
    func make(_ name: String, in parent: View?) -> LoggingView {
      let view = LoggingView(
        frame: parent == nil ? CGRect(x: 0, y: 0, width: 300, height: 300) : .zero)
      view.accessibilityIdentifier = name
      view.log = log
      if let parent {
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
      }
      return view
    }
    let root = make("root", in: nil)
    let a = make("a", in: root)
    let a1 = make("a1", in: a)
    let a2 = make("a2", in: a)
    let b = make("b", in: root)
    func place(_ view: View, in parent: View, x: CGFloat, y: CGFloat, size: CGFloat) {
      LayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: x),
        view.topAnchor.constraint(equalTo: parent.topAnchor, constant: y),
        view.widthAnchor.constraint(equalToConstant: size),
        view.heightAnchor.constraint(equalToConstant: size),
      ])
    }
    place(a, in: root, x: 10, y: 10, size: 200)
    place(a1, in: a, x: 10, y: 10, size: 50)
    place(a2, in: a, x: 70, y: 10, size: 50)
    place(b, in: root, x: 10, y: 220, size: 50)
    return ["root": root, "a": a, "a1": a1, "a2": a2, "b": b]
  }

  @Test func firstLayoutCallsEveryViewOnceParentsFirst() {
    let log = CallLog()
    let views = tree(log: log)
    views["root"]!.layoutIfNeeded()
    #expect(log.calls.sorted() == ["a", "a1", "a2", "b", "root"])
    func index(_ name: String) -> Int { log.calls.firstIndex(of: name) ?? -1 }
    #expect(index("root") < index("a"))
    #expect(index("root") < index("b"))
    #expect(index("a") < index("a1"))
    #expect(index("a") < index("a2"))
  }

  @Test func secondLayoutWithoutChangesCallsNothing() {
    let log = CallLog()
    let views = tree(log: log)
    views["root"]!.layoutIfNeeded()
    log.calls = []
    views["root"]!.layoutIfNeeded()
    views["a1"]!.layoutIfNeeded()
    #expect(log.calls.isEmpty)
  }

  @Test func setNeedsLayoutLaysOutOnlyThatView() {
    let log = CallLog()
    let views = tree(log: log)
    views["root"]!.layoutIfNeeded()
    log.calls = []
    views["a2"]!.setNeedsLayout()
    #expect(log.calls.isEmpty)  // nothing runs until layoutIfNeeded
    views["root"]!.layoutIfNeeded()
    #expect(log.calls == ["a2"])
    views["root"]!.layoutIfNeeded()
    #expect(log.calls == ["a2"])
  }

  @Test func layoutIfNeededOnASubviewLaysOutItsPendingTree() {
    let log = CallLog()
    let views = tree(log: log)
    views["a1"]!.layoutIfNeeded()
    #expect(views["a1"]!.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
    #expect(views["a"]!.frame == CGRect(x: 10, y: 10, width: 200, height: 200))
  }

  @Test func aSizeChangeLaysOutTheResizedView() {
    let log = CallLog()
    let views = tree(log: log)
    let root = views["root"]!
    root.layoutIfNeeded()
    log.calls = []
    let width = views["a1"]!.constraints.first { $0.firstAttribute == .width }!
    width.constant = 60
    root.layoutIfNeeded()
    #expect(log.calls.contains("a1"))
    #expect(!log.calls.contains("b"))
    #expect(views["a1"]!.frame.width == 60)
  }

  @Test func framesArePlacedBeforeLayoutSubviewsRuns() {
    let log = CallLog()
    let views = tree(log: log)
    var seen: CGRect?
    views["a"]!.onLayout = { view in seen = view.subviews[1].frame }
    views["root"]!.layoutIfNeeded()
    #expect(seen == CGRect(x: 70, y: 10, width: 50, height: 50))
  }

  @Test func layoutSubviewsCanPlaceFramedSubviews() {
    // The manual-layout half of UIKit: a view positions a framed subview in layoutSubviews.
    let root = LoggingView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let badge = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    root.addSubview(badge)
    root.onLayout = { view in
      badge.frame = CGRect(x: view.bounds.width - 30, y: 10, width: 20, height: 20)
    }
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 270, y: 10, width: 20, height: 20))
    root.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 370, y: 10, width: 20, height: 20))
  }

  /// UIKit's rule: `layoutSubviews` runs for the views whose bounds changed (and those asked with
  /// `setNeedsLayout`), not for views that only moved, and not for the rest of the tree — however
  /// many rows a stack of rows holds.
  @Test func aHeightChangeLaysOutOnlyTheResizedRow() {
    let log = CallLog()
    let root = LoggingView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
    root.accessibilityIdentifier = "root"
    root.log = log
    var rows: [LoggingView] = []
    var heights: [LayoutConstraint] = []
    for index in 0..<20 {
      let row = LoggingView()
      row.accessibilityIdentifier = "row\(index)"
      row.log = log
      row.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(row)
      let height = row.heightAnchor.constraint(equalToConstant: 20)
      LayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        row.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        rows.last.map { row.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 4) }
          ?? row.topAnchor.constraint(equalTo: root.topAnchor),
        height,
      ])
      rows.append(row)
      heights.append(height)
    }
    root.layoutIfNeeded()
    log.calls = []
    heights[5].constant = 30
    root.layoutIfNeeded()
    // Rows 6 to 19 moved down by 10 points: no layoutSubviews for them.
    #expect(log.calls == ["row5"])
    #expect(rows[6].frame == CGRect(x: 0, y: 6 * 24 + 10, width: 300, height: 20))
    log.calls = []
    root.layoutIfNeeded()
    #expect(log.calls.isEmpty)
  }

  @Test func rootResizeLaysOutTheRoot() {
    let log = CallLog()
    let views = tree(log: log)
    let root = views["root"]!
    root.layoutIfNeeded()
    log.calls = []
    root.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
    root.layoutIfNeeded()
    #expect(log.calls.first == "root")
  }
  @Test func safeAreaAndMarginCallbacksFireWhenTheValuesChange() {
    // §10a [APPLE WWDC18-235]: UIKit calls safeAreaInsetsDidChange / layoutMarginsDidChange.
    let root = EngineFixture.hostedRoot(
      width: 375, height: 812, safeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    let observer = InsetsObserver()
    observer.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(observer)
    EngineFixture.pinEdges(of: observer, to: root)
    root.layoutIfNeeded()
    #expect(observer.safeAreaChanges >= 1)
    #expect(observer.marginChanges >= 1)
    let (safe, margins) = (observer.safeAreaChanges, observer.marginChanges)
    root.layoutIfNeeded()
    #expect(observer.safeAreaChanges == safe)
    #expect(observer.marginChanges == margins)
    root.hostSafeAreaInsets = EdgeInsets(top: 88, left: 0, bottom: 34, right: 0)
    root.layoutIfNeeded()
    #expect(observer.safeAreaChanges == safe + 1)
    #expect(observer.marginChanges == margins + 1)
  }
  @Test func constraintsChangedInLayoutSubviewsApplyInTheSamePass() {
    // A view that sizes a subview from its own bounds: the change lands before layoutIfNeeded
    // returns.
    let root = LoggingView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = EngineFixture.constrainedSubview(of: root)
    let width = child.widthAnchor.constraint(equalToConstant: 10)
    LayoutConstraint.activate([
      width,
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.onLayout = { view in width.constant = view.bounds.width / 2 }
    root.layoutIfNeeded()
    #expect(child.frame.width == 150)
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test func aLayoutSubviewsThatNeverSettlesIsStoppedWithADiagnostic() {
    // UIKit would loop; Trellis stops after a bounded number of passes and says why.
    let root = LoggingView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let child = EngineFixture.constrainedSubview(of: root)
    let width = child.widthAnchor.constraint(equalToConstant: 10)
    LayoutConstraint.activate([
      width,
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.onLayout = { view in
      width.constant += 1
      view.setNeedsLayout()
    }
    root.layoutIfNeeded()
    #expect(root.layoutDiagnostics.map(\.kind).contains(.layoutDidNotSettle))
  }

  @Test func setNeedsUpdateConstraintsCallsUpdateConstraintsBeforeLayout() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let view = UpdatingView()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    let width = view.widthAnchor.constraint(equalToConstant: 10)
    view.width = width
    LayoutConstraint.activate([
      width,
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    let before = view.updates
    view.setNeedsUpdateConstraints()
    root.layoutIfNeeded()
    #expect(view.updates == before + 1)
    #expect(view.frame.width == 120)
    root.layoutIfNeeded()
    #expect(view.updates == before + 1)
  }
}

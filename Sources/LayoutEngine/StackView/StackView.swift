import Foundation

/// A view that arranges its arranged subviews in a row or a column: UIKit's `UIStackView`.
///
/// It works the way UIKit's does: by generating ordinary constraints (identified `UISV-*`), so it
/// composes with everything else and its fitting size comes from the engine (spec §10).
///
/// ```swift
/// let stack = StackView(arrangedSubviews: [icon, title, badge])
/// stack.axis = .horizontal
/// stack.spacing = 8
/// stack.alignment = .center
/// ```
@preconcurrency @MainActor
open class StackView: View {
  /// How arranged views share the stack's length along its axis: UIKit's `UIStackView.Distribution`.
  nonisolated public enum Distribution: Int, Hashable, Sendable {
    case fill = 0
    case fillEqually = 1
    case fillProportionally = 2
    case equalSpacing = 3
    case equalCentering = 4
  }

  /// How arranged views sit across the stack's axis: UIKit's `UIStackView.Alignment`.
  nonisolated public enum Alignment: Int, Hashable, Sendable {
    case fill = 0
    case leading = 1
    case firstBaseline = 2
    case center = 3
    case trailing = 4
    case lastBaseline = 5

    /// For horizontal stacks: the same as ``leading``.
    public static let top = Alignment.leading
    /// For horizontal stacks: the same as ``trailing``.
    public static let bottom = Alignment.trailing
  }

  /// UIKit's `UIStackView.spacingUseDefault`: no custom spacing after a view.
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// UIKit's `UIStackView.spacingUseSystem`: the system spacing (8) after a view.
  public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

  public private(set) var arrangedSubviews: [View] = []

  public var axis: LayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
  public var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
  public var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
  public var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
  /// Pins arranged views to the layout margins instead of the edges.
  public var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }
  /// For vertical stacks, measures spacing between baselines.
  public var isBaselineRelativeArrangement = false { didSet { arrangementDidChange() } }

  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The constraints and guides the stack made for its current arrangement.
  private var arrangement: [LayoutConstraint] = []
  private var spacers: [LayoutGuide] = []

  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    directionalLayoutMargins = .zero  // spec §1.1: a stack view's default margins are 0
  }

  /// UIKit's archive initializer, which `UIStackView` declares non-failable (`init(coder:)`, so
  /// its subclasses write `required init(coder: NSCoder)`). Reads nothing from `coder`: the same as
  /// `init(frame: .zero)`.
  public required init(coder: NSCoder) {
    super.init(frame: .zero)
    directionalLayoutMargins = .zero
  }

  public convenience init(arrangedSubviews views: [View]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  // MARK: Arranged subviews

  /// Adds `view` at the end of the arrangement (and as a subview if it is not one).
  public func addArrangedSubview(_ view: View) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` into the arrangement at `index`.
  public func insertArrangedSubview(_ view: View, at index: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
    if view.superview !== self { addSubview(view) }
    view.translatesAutoresizingMaskIntoConstraints = false
    arrangementDidChange()
  }

  /// Stops arranging `view`; it stays a subview, as in UIKit.
  public func removeArrangedSubview(_ view: View) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    arrangementDidChange()
  }

  /// Sets the spacing after `arrangedSubview` (``spacingUseDefault`` to go back to ``spacing``).
  public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
    customSpacings[ObjectIdentifier(arrangedSubview)] =
      spacing == Self.spacingUseDefault ? nil : spacing
    arrangementDidChange()
  }

  /// The spacing after `arrangedSubview`, or ``spacingUseDefault``.
  public func customSpacing(after arrangedSubview: View) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  open override func willRemoveSubview(_ subview: View) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  open override func hiddenStateOfSubviewDidChange(_ subview: View) {
    super.hiddenStateOfSubviewDidChange(subview)
    if arrangedSubviews.contains(where: { $0 === subview }) { arrangementDidChange() }
  }

  private func arrangementDidChange() {
    setNeedsUpdateConstraints()
  }

  open override func updateConstraints() {
    super.updateConstraints()
    LayoutConstraint.deactivate(arrangement)
    for guide in spacers { removeLayoutGuide(guide) }
    var builder = StackArrangement(stack: self)
    builder.build()
    arrangement = builder.constraints
    spacers = builder.spacers
    LayoutConstraint.activate(arrangement)
  }

  /// The spacing after the visible arranged view at `index`.
  func gap(after view: View) -> CGFloat {
    switch customSpacings[ObjectIdentifier(view)] {
    case nil: spacing
    case Self.spacingUseSystem?: View.systemSpacing
    case let custom?: custom
    }
  }
}

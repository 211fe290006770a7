import Foundation

/// What a proxy stands for: a view, a guide, or one of a view's system guides.
///
/// System guides are named, not fetched: `.layoutMarginsGuide(card)` becomes
/// `card.layoutMarginsGuide` only when a description is lowered to a `LayoutConstraint`, so writing
/// `card.layoutMargins.leading` in a block costs nothing until the constraint is made.
///
/// Two targets are equal when they name the same object in the same way.
public enum LayoutTarget: Hashable, CustomStringConvertible {
  /// A view itself.
  case view(PlatformView)
  /// A guide added with `View.addLayoutGuide(_:)` (or any guide passed to ``constrain(_:fileID:line:layout:)``).
  case guide(PlatformLayoutGuide)
  /// A view's `View.layoutMarginsGuide`.
  case layoutMarginsGuide(of: PlatformView)
  /// A view's `View.safeAreaLayoutGuide`.
  case safeAreaLayoutGuide(of: PlatformView)
  /// A view's `View.readableContentGuide`.
  case readableContentGuide(of: PlatformView)

  /// The view or guide constraints relate, creating a system guide on first use; nil when the view
  /// is the superview of a view that had none when the block ran (see ``ViewProxy/superview``).
  public var item: PlatformLayoutItem? {
    switch self {
    case .view(let view): view is MissingSuperview ? nil : view
    case .guide(let guide): guide
    case .layoutMarginsGuide(let view): view is MissingSuperview ? nil : view.layoutMarginsGuide
    case .safeAreaLayoutGuide(let view): view is MissingSuperview ? nil : view.safeAreaLayoutGuide
    case .readableContentGuide(let view):
      view is MissingSuperview ? nil : view.readableContentGuide
    }
  }

  /// The name used in descriptions, the same one `LayoutConstraint.description` prints for the item:
  /// `card`, `card.layoutMarginsGuide`, `root.subviews[1]`.
  public var description: String {
    switch self {
    case .view(let view): Names.of(view)
    case .guide(let guide): Names.of(guide)
    case .layoutMarginsGuide(let view): "\(Names.of(view)).layoutMarginsGuide"
    case .safeAreaLayoutGuide(let view): "\(Names.of(view)).safeAreaLayoutGuide"
    case .readableContentGuide(let view): "\(Names.of(view)).readableContentGuide"
    }
  }

  /// The target that stands for a constraint's item (a view or a guide; system guides keep their
  /// own object).
  init?(constraintItem item: AnyObject?) {
    if let view = item as? PlatformView {
      self = .view(view)
    } else if let guide = item as? PlatformLayoutGuide {
      self = .guide(guide)
    } else {
      return nil
    }
  }

  /// The object and the way it is named, for equality.
  private var identity: (kind: Int, object: ObjectIdentifier) {
    switch self {
    case .view(let view): (0, ObjectIdentifier(view))
    case .guide(let guide): (1, ObjectIdentifier(guide))
    case .layoutMarginsGuide(let view): (2, ObjectIdentifier(view))
    case .safeAreaLayoutGuide(let view): (3, ObjectIdentifier(view))
    case .readableContentGuide(let view): (4, ObjectIdentifier(view))
    }
  }

  public static func == (lhs: LayoutTarget, rhs: LayoutTarget) -> Bool {
    lhs.identity == rhs.identity
  }

  public func hash(into hasher: inout Hasher) {
    let identity = self.identity
    hasher.combine(identity.kind)
    hasher.combine(identity.object)
  }
}

/// Stands for the superview of a view that had none when a block ran: it names itself
/// `<view>.superview` in descriptions, and no target on it resolves to an item, so lowering reports
/// the statement instead of making a constraint.
final class MissingSuperview: PlatformView {
  init(named name: String) {
    super.init(frame: .zero)
    accessibilityIdentifier = name
  }

  convenience init(of view: PlatformView) {
    self.init(named: "\(Names.of(view)).superview")
  }

  /// Never archived: only lowering makes these.
  required init?(coder: NSCoder) { nil }
}

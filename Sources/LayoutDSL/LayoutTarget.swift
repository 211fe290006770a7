import Foundation

/// What a proxy stands for: a view, a guide, or one of a view's system guides.
///
/// System guides are named, not fetched: `.layoutMarginsGuide(of: card)` becomes
/// `card.layoutMarginsGuide` only when a description is lowered to a constraint, so writing
/// `card.layoutMargins.leading` in a block costs nothing until the constraint is made.
///
/// A target does not retain its view or guide, as UIKit's constraints do not retain their items: a
/// view may keep the group that names it (`layout = constrain(self, title) { … }`) and still be
/// freed. A target whose object is gone resolves to no item and names itself `<deallocated>`.
///
/// Two targets are equal when they name the same object in the same way.
public struct LayoutTarget: Hashable, CustomStringConvertible {
  /// How the target names its object.
  private enum Kind: Int {
    case view, guide, layoutMarginsGuide, safeAreaLayoutGuide, readableContentGuide
    /// The superview of a view that had none when a block ran, or an item already gone.
    case missing
  }

  private let kind: Kind
  private weak var object: AnyObject?
  /// The object's identity, kept for equality after it is gone.
  private let identity: ObjectIdentifier?
  /// The name of a missing target.
  private let missingName: String?

  private init(_ kind: Kind, _ object: AnyObject) {
    self.kind = kind
    self.object = object
    self.identity = ObjectIdentifier(object)
    self.missingName = nil
  }

  private init(missing name: String) {
    self.kind = .missing
    self.object = nil
    self.identity = nil
    self.missingName = name
  }

  /// A view itself.
  public static func view(_ view: PlatformView) -> LayoutTarget { LayoutTarget(.view, view) }
  /// A guide added with `addLayoutGuide(_:)` (or any guide passed to
  /// ``constrain(_:fileID:line:layout:)``).
  public static func guide(_ guide: PlatformLayoutGuide) -> LayoutTarget {
    LayoutTarget(.guide, guide)
  }
  /// A view's `layoutMarginsGuide`.
  public static func layoutMarginsGuide(of view: PlatformView) -> LayoutTarget {
    LayoutTarget(.layoutMarginsGuide, view)
  }
  /// A view's `safeAreaLayoutGuide`.
  public static func safeAreaLayoutGuide(of view: PlatformView) -> LayoutTarget {
    LayoutTarget(.safeAreaLayoutGuide, view)
  }
  /// A view's `readableContentGuide`.
  public static func readableContentGuide(of view: PlatformView) -> LayoutTarget {
    LayoutTarget(.readableContentGuide, view)
  }

  /// The superview of `view`, which had none when the block ran: it names itself
  /// `<view>.superview` and resolves to no item, so lowering reports the statement instead of
  /// making a constraint (see ``ViewProxy/superview``).
  static func missingSuperview(of view: PlatformView) -> LayoutTarget {
    LayoutTarget(missing: "\(Names.of(view)).superview")
  }

  /// One of the system guides of the view `self` names; missing (and named after it) when the view
  /// is (`card.superview.layoutMarginsGuide`).
  func systemGuide(_ guide: SystemGuide) -> LayoutTarget {
    let kind: Kind =
      switch guide {
      case .layoutMargins: .layoutMarginsGuide
      case .safeArea: .safeAreaLayoutGuide
      case .readableContent: .readableContentGuide
      }
    guard kind != self.kind, let view else {
      return LayoutTarget(missing: "\(description).\(guide.name)")
    }
    return LayoutTarget(kind, view)
  }

  /// A view's system guides, by the names UIKit gives their properties.
  enum SystemGuide {
    case layoutMargins, safeArea, readableContent

    var name: String {
      switch self {
      case .layoutMargins: "layoutMarginsGuide"
      case .safeArea: "safeAreaLayoutGuide"
      case .readableContent: "readableContentGuide"
      }
    }
  }

  /// The target for a constraint's item (a view or a guide; system guides keep their own object);
  /// an item already gone is missing.
  init(constraintItem item: AnyObject?) {
    switch item {
    case let view as PlatformView: self.init(.view, view)
    case let guide as PlatformLayoutGuide: self.init(.guide, guide)
    default: self.init(missing: "<deallocated>")
    }
  }

  /// The view or guide constraints relate, creating a system guide on first use; nil when the
  /// target is missing (a superview that did not exist when the block ran) or its object is gone.
  public var item: PlatformLayoutItem? {
    guard let object else { return nil }
    switch kind {
    case .view: return object as? PlatformView
    case .guide: return object as? PlatformLayoutGuide
    case .layoutMarginsGuide: return (object as? PlatformView)?.layoutMarginsGuide
    case .safeAreaLayoutGuide: return (object as? PlatformView)?.safeAreaLayoutGuide
    case .readableContentGuide: return (object as? PlatformView)?.readableContentGuide
    case .missing: return nil
    }
  }

  /// The view the target is or belongs to, while it exists (nil for a guide argument).
  var view: PlatformView? { kind == .view ? object as? PlatformView : nil }

  /// The name used in descriptions, the same one the engine prints for the item: `card`,
  /// `card.layoutMarginsGuide`, `root.subviews[1]`, `card.superview`.
  public var description: String {
    if let missingName { return missingName }
    guard let object else { return "<deallocated>" }
    let name = Names.of(object)
    switch kind {
    case .view, .guide, .missing: return name
    case .layoutMarginsGuide: return "\(name).layoutMarginsGuide"
    case .safeAreaLayoutGuide: return "\(name).safeAreaLayoutGuide"
    case .readableContentGuide: return "\(name).readableContentGuide"
    }
  }

  public static func == (lhs: LayoutTarget, rhs: LayoutTarget) -> Bool {
    lhs.kind == rhs.kind && lhs.identity == rhs.identity && lhs.missingName == rhs.missingName
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(identity)
    hasher.combine(missingName)
  }
}

/// A detached view that stands for a missing target's view where a view object is required (the
/// UIKit-named anchors of ``ViewProxy/superview``): constraints to it cannot be activated, as in
/// UIKit.
final class MissingSuperview: PlatformView {
  init(named name: String) {
    super.init(frame: .zero)
    accessibilityIdentifier = name
  }

  /// Never archived: only proxies make these.
  required init?(coder: NSCoder) { nil }
}

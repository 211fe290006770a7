import ConstraintSolver
import Foundation

/// A rectangle that takes part in layout without being a view: UIKit's `UILayoutGuide`.
///
/// Custom guides are added with ``View/addLayoutGuide(_:)`` and placed by constraints. A view's
/// system guides — ``View/layoutMarginsGuide``, ``View/safeAreaLayoutGuide`` and
/// ``View/readableContentGuide`` — follow its margins, safe area and readable width.
@preconcurrency @MainActor
open class LayoutGuide: LayoutItem, @MainActor CustomStringConvertible {
  /// The view the guide belongs to.
  ///
  /// Not `weak`, for the reason given at ``LayoutConstraint/installedView``: the view holds the guide
  /// exactly while this points to it, and clears it when it goes away.
  public internal(set) unowned(unsafe) var owningView: View?
  /// A name used in descriptions and diagnostics.
  public var identifier: String

  let variables = ItemVariables()
  /// For a system guide, which one; nil for a custom guide.
  let system: SystemGuide?
  /// The constraints that tie a system guide to its view (left, top, width, height).
  var ties: [LayoutConstraint] = []
  /// A custom guide's item in its owner's engine's flat tree (see ``FlatTree``), or −1.
  var flatIndex: Int32 = -1
  /// Made when a constraint first names this guide; ended in `deinit` (see ``ItemLifetime``).
  private var storedLifetime: ItemLifetime?
  var lifetime: ItemLifetime { ItemLifetime.token(in: &storedLifetime) }

  deinit { storedLifetime?.end() }

  public init() {
    self.identifier = ""
    self.system = nil
  }

  init(system: SystemGuide, owningView: View) {
    self.system = system
    self.owningView = owningView
    self.identifier = system.identifier
  }

  /// The guide's rectangle in its owning view's coordinates. A system guide's is its view's bounds
  /// inset by the margins, safe area, readable width or keyboard (spec §6), always current; a custom
  /// guide's comes from the last layout pass.
  public var layoutFrame: CGRect {
    guard let system, let owner = owningView else { return solvedFrame }
    return owner.bounds.inset(by: owner.insets(of: system))
  }

  /// A custom guide's frame as the last layout pass solved it.
  var solvedFrame: CGRect = .zero

  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
  public var trailingAnchor: LayoutXAxisAnchor {
    LayoutXAxisAnchor(item: self, attribute: .trailing)
  }
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
  public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
  public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }

  public var layoutOwningView: View? { owningView }

  /// `card.layoutMarginsGuide`, or the identifier / index of a custom guide.
  public var layoutName: String {
    let owner = owningView?.layoutName ?? "(no owning view)"
    if let system { return "\(owner).\(system.identifier)" }
    if !identifier.isEmpty { return identifier }
    let index = owningView?.layoutGuides.firstIndex { $0 === self } ?? 0
    return "\(owner).layoutGuides[\(index)]"
  }

  open var description: String {
    "<\(type(of: self)) \(layoutName) layoutFrame=\(formatRect(layoutFrame))>"
  }
}

/// The guides every view has.
nonisolated enum SystemGuide: Hashable, Sendable {
  case layoutMargins
  case safeArea
  case readableContent
  case keyboard

  var identifier: String {
    switch self {
    case .layoutMargins: "layoutMarginsGuide"
    case .safeArea: "safeAreaLayoutGuide"
    case .readableContent: "readableContentGuide"
    case .keyboard: "keyboardLayoutGuide"
    }
  }
}

/// A view's system guides, created on first use.
nonisolated struct SystemGuides {
  var layoutMargins: LayoutGuide?
  var safeArea: LayoutGuide?
  var readableContent: LayoutGuide?
  var keyboard: KeyboardLayoutGuide?

  /// Whether no system guide was created yet (most views).
  var isEmpty: Bool {
    layoutMargins == nil && safeArea == nil && readableContent == nil && keyboard == nil
  }

  /// The guides created so far. Most views have none; they get the empty list without one being
  /// built (the layout pass asks every view on every pass).
  var all: [LayoutGuide] {
    if layoutMargins == nil && safeArea == nil && readableContent == nil && keyboard == nil {
      return []
    }
    return [layoutMargins, safeArea, readableContent, keyboard].compactMap { $0 }
  }
}

/// The four solver variables of a view or guide, in the root's coordinate space.
final class ItemVariables {
  let minX = Variable()
  let minY = Variable()
  let width = Variable()
  let height = Variable()
}

extension View {
  /// The view's bounds inset by its effective layout margins (spec §6).
  public var layoutMarginsGuide: LayoutGuide { systemGuide(.layoutMargins) }
  /// The view's bounds inset by its safe area (spec §6).
  public var safeAreaLayoutGuide: LayoutGuide { systemGuide(.safeArea) }
  /// The layout margins guide narrowed to a readable width, centred (spec §6).
  public var readableContentGuide: LayoutGuide { systemGuide(.readableContent) }
  /// The part of the view the keyboard covers; while no keyboard shows, the strip below the safe
  /// area (spec §6). A host shows a keyboard of a given height.
  public var keyboardLayoutGuide: KeyboardLayoutGuide {
    if let guide = systemGuides.keyboard { return guide }
    let guide = KeyboardLayoutGuide(owningView: self)
    systemGuides.keyboard = guide
    setNeedsViewSync()
    return guide
  }

  func systemGuide(_ kind: SystemGuide) -> LayoutGuide {
    let slot: ReferenceWritableKeyPath<View, LayoutGuide?>
    switch kind {
    case .layoutMargins: slot = \.systemGuides.layoutMargins
    case .safeArea: slot = \.systemGuides.safeArea
    case .readableContent: slot = \.systemGuides.readableContent
    case .keyboard: return keyboardLayoutGuide
    }
    if let guide = self[keyPath: slot] { return guide }
    let guide = LayoutGuide(system: kind, owningView: self)
    self[keyPath: slot] = guide
    setNeedsViewSync()
    return guide
  }
}

/// UIKit's `UIKeyboardLayoutGuide`: tracks the keyboard a host shows over the view.
@preconcurrency @MainActor
public final class KeyboardLayoutGuide: LayoutGuide {
  /// While no keyboard shows, the guide's top is the safe area's bottom (true, the default) or the
  /// view's bottom (false).
  public var usesBottomSafeArea = true {
    didSet { owningView?.setNeedsViewSync() }
  }
  /// Kept for UIKit parity; a headless host has no undocked keyboards.
  public var followsUndockedKeyboard = false
  /// Kept for UIKit parity.
  public var keyboardDismissPadding: CGFloat = 0

  init(owningView: View) {
    super.init(system: .keyboard, owningView: owningView)
  }
}

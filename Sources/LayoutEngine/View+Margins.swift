import Foundation

/// The margins a view was given, in the form last used (spec §1.2): directional values swap sides
/// with the layout direction, absolute ones do not.
nonisolated enum RawMargins: Hashable {
  case physical(EdgeInsets)
  case directional(DirectionalEdgeInsets)

  func physical(_ direction: UserInterfaceLayoutDirection) -> EdgeInsets {
    switch self {
    case .physical(let insets): insets
    case .directional(let insets): insets.physical(direction)
    }
  }
}

extension View {
  /// The effective layout margins (spec §1.1: the getter includes the safe area and preserved
  /// superview margins); setting stores the raw value in absolute directions.
  public var layoutMargins: EdgeInsets {
    get { effectiveLayoutMargins() }
    set { rawMargins = .physical(newValue) }
  }

  /// The effective layout margins in directional form; setting stores the raw value, which then
  /// follows the layout direction (spec §1.2).
  public var directionalLayoutMargins: DirectionalEdgeInsets {
    get { effectiveLayoutMargins().directional(effectiveUserInterfaceLayoutDirection) }
    set { rawMargins = .directional(newValue) }
  }

  /// The margins as set, before the safe area, preserved superview margins and a view controller's
  /// minimums are applied, in absolute directions.
  public var rawLayoutMargins: EdgeInsets {
    rawMargins.physical(effectiveUserInterfaceLayoutDirection)
  }

  /// The layout direction that resolves leading and trailing for this view (spec §1.2).
  public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    effectiveLayoutDirection(traitDirection: traitLayoutDirection)
  }

  /// The direction for this view when the tree's traits say `traitDirection`.
  func effectiveLayoutDirection(traitDirection: UserInterfaceLayoutDirection)
    -> UserInterfaceLayoutDirection
  {
    switch semanticContentAttribute {
    case .forceLeftToRight, .playback, .spatial: .leftToRight
    case .forceRightToLeft: .rightToLeft
    case .unspecified: traitDirection
    }
  }

  /// Spec §2.2 then §4 then §5: the raw margins (raised to a view controller's minimums on its root
  /// view), plus the safe area when ``insetsLayoutMarginsFromSafeArea``, then — when
  /// ``preservesSuperviewLayoutMargins`` — at least the superview's effective margins that reach
  /// into this view.
  func effectiveLayoutMargins() -> EdgeInsets {
    effectiveLayoutMargins(
      direction: effectiveUserInterfaceLayoutDirection, safeArea: safeAreaInsets,
      parent: preservesSuperviewLayoutMargins
        ? superview.map { ($0.effectiveLayoutMargins(), $0.bounds) } : nil)
  }

  /// The effective margins from this view's direction and safe area and, when
  /// ``preservesSuperviewLayoutMargins`` (else `parent` is not read), the superview's effective
  /// margins and bounds.
  func effectiveLayoutMargins(
    direction: UserInterfaceLayoutDirection, safeArea: EdgeInsets,
    parent: (margins: EdgeInsets, bounds: CGRect)?
  ) -> EdgeInsets {
    var raw = rawMargins.physical(direction)
    if let minimum = storedMinimumMargins?.physical(direction) {
      raw = EdgeInsets(
        top: max(raw.top, minimum.top), left: max(raw.left, minimum.left),
        bottom: max(raw.bottom, minimum.bottom), right: max(raw.right, minimum.right))
    }
    var own = raw
    if insetsLayoutMarginsFromSafeArea && safeArea != .zero { own = own + safeArea }
    guard preservesSuperviewLayoutMargins, let (inherited, b) = parent else { return own }
    let f = frame
    return EdgeInsets(
      top: max(own.top, inherited.top - (f.minY - b.minY)),
      left: max(own.left, inherited.left - (f.minX - b.minX)),
      bottom: max(own.bottom, inherited.bottom - (b.maxY - f.maxY)),
      right: max(own.right, inherited.right - (b.maxX - f.maxX)))
  }

  func marginInputsDidChange() {
    setNeedsViewSync()
    for subview in subviews where subview.preservesSuperviewLayoutMargins {
      subview.marginInputsDidChange()
    }
  }
}

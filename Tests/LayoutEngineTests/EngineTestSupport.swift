import Foundation
import LayoutEngine

/// Small helpers shared by the LayoutEngine suites: tolerant geometry comparison and ready-made trees.
///
/// Frames that are exact in binary (halves, quarters, whole points) are compared with `==`; only
/// results with thirds or other non-terminating fractions use a tolerance.
enum EngineFixture {
  /// The tolerance for frames whose values are not exact in binary (thirds, sixths).
  static let tolerance: CGFloat = 1e-6

  /// A root view that behaves like a hosted view controller's root: `hostSafeAreaInsets` set (so the
  /// tree is "in a window", spec §3.1) and, optionally, traits.
  static func hostedRoot(
    width: CGFloat, height: CGFloat, safeArea: EdgeInsets = .zero,
    traits: TraitCollection? = nil
  ) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.hostSafeAreaInsets = safeArea
    root.hostTraitCollection = traits
    return root
  }

  /// A subview of `parent` with `translatesAutoresizingMaskIntoConstraints = false`.
  @discardableResult
  static func constrainedSubview(of parent: View, named name: String? = nil) -> View {
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    view.accessibilityIdentifier = name
    parent.addSubview(view)
    return view
  }

  /// Pins the four edges of `view` to the four edges of `target`.
  static func pinEdges(of view: View, to target: View) {
    LayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: target.topAnchor),
      view.leadingAnchor.constraint(equalTo: target.leadingAnchor),
      view.bottomAnchor.constraint(equalTo: target.bottomAnchor),
      view.trailingAnchor.constraint(equalTo: target.trailingAnchor),
    ])
  }

  /// Pins the four edges of `view` to the four edges of `guide`.
  static func pinEdges(of view: View, to guide: LayoutGuide) {
    LayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: guide.topAnchor),
      view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    ])
  }
}

extension CGRect {
  /// Whether every edge is within `tolerance` of `other`'s.
  func isClose(to other: CGRect, tolerance: CGFloat = EngineFixture.tolerance) -> Bool {
    abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
      && abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
  }
}

extension CGSize {
  /// Whether both dimensions are within `tolerance` of `other`'s.
  func isClose(to other: CGSize, tolerance: CGFloat = EngineFixture.tolerance) -> Bool {
    abs(width - other.width) <= tolerance && abs(height - other.height) <= tolerance
  }
}

extension LayoutDiagnostic {
  /// Whether `constraint` is one of the diagnostic's constraints (by identity).
  func names(_ constraint: LayoutConstraint) -> Bool {
    constraints.contains { $0 === constraint }
  }
}

import Foundation
import LayoutEngine

/// A window for one root view controller, headless: what a screen, a window and the container bars
/// give it — a size, a safe area and traits — described by a ``HostConfiguration``.
///
/// ```swift
/// let controller = ViewController()
/// let host = ViewHost(
///   rootViewController: controller, configuration: .iPhoneX(.portrait).adding(.navigationBar))
/// host.layoutIfNeeded()
/// controller.view.frame             // (0, 0, 375, 812)
/// controller.view.safeAreaInsets    // (88, 0, 34, 0)
/// controller.view.layoutMargins     // (88, 16, 34, 16): the minimum 16 plus the safe area
///
/// host.configuration = .iPhoneX(.landscape).adding(.navigationBar)   // rotate
/// host.layoutIfNeeded()
/// controller.view.layoutMargins     // (32, 64, 21, 64)
/// ```
///
/// Nothing moves until ``layoutIfNeeded()``: changing ``configuration`` or anything in the tree only
/// records the change, as in UIKit.
@preconcurrency @MainActor
public final class ViewHost {
  /// The view controller whose view fills the host.
  public let rootViewController: ViewController

  /// The size, safe area and traits the host gives its root view controller; takes effect at the
  /// next ``layoutIfNeeded()``.
  public var configuration: HostConfiguration {
    didSet { screen = nil }
  }

  /// The controllers told that their views appeared, parents first.
  private var appeared: [ViewController] = []
  /// The screen ``Screen/main`` is while this host lays out; made again when the configuration
  /// changes.
  private var screen: Screen?

  /// A host showing `rootViewController` in `configuration`. The view is not loaded yet; the
  /// controller's ``ViewController/traitCollection`` already reflects the configuration.
  ///
  /// A view controller belongs to one host at a time: the host that laid it out last wins.
  public init(rootViewController: ViewController, configuration: HostConfiguration) {
    self.rootViewController = rootViewController
    self.configuration = configuration
    rootViewController.hostConfiguration = configuration
    rootViewController.updateRootView()
  }

  /// The root view controller's view (loaded if needed).
  public var rootView: View { rootViewController.view }

  /// Lays the root view controller's view out for the current configuration.
  ///
  /// Loads the view if needed (``ViewController/viewDidLoad()``), tells the controller it will
  /// appear the first time, hands the root view its frame (origin zero, the configuration's size on
  /// the pixel grid), its safe area (the configuration's plus
  /// ``ViewController/additionalSafeAreaInsets``), its traits and its minimum margins — assigning
  /// only what changed — then runs the engine's layout pass to its fixed point (spec §10a).
  ///
  /// While it runs, ``Screen/main`` is this host's screen (``Screen/init(configuration:)``), so code
  /// that reads `UIScreen.main` in `viewDidLoad()` or `layoutSubviews()` sees the device under test,
  /// and a view not yet in the tree has the screen's display scale (a label sized to fit before it
  /// is added rounds up to the screen's pixels, as in UIKit).
  public func layoutIfNeeded() {
    let screen = self.screen ?? Screen(configuration: configuration)
    self.screen = screen
    Screen.$current.withValue(screen) {
      View.$screenScale.withValue(screen.scale) { layOutOnScreen() }
    }
  }

  /// ``layoutIfNeeded()``'s work, with the host's screen bound.
  private func layOutOnScreen() {
    let controller = rootViewController
    controller.hostWillLayout(with: configuration)
    // Appearance (issue 28): the controllers whose views are in the tree now and were not at
    // the last layout appear, parents first; those whose views left it disappear.
    let shown = controller.controllersShown(in: controller.view)
    let appearing = shown.filter { !$0.hasAppeared }
    let disappearing = appeared.filter { old in !shown.contains { $0 === old } }
    for leaving in disappearing { leaving.viewWillDisappear(false) }
    for entering in appearing {
      entering.viewWillAppear(false)
      entering.isAppearingPending = true
    }
    controller.view.layoutIfNeeded()
    for leaving in disappearing {
      leaving.hasAppeared = false
      leaving.viewDidDisappear(false)
    }
    for entering in appearing {
      entering.callViewIsAppearingIfPending()
      entering.hasAppeared = true
      entering.viewDidAppear(false)
    }
    appeared = shown
  }

  /// The problems the engine recorded while laying out the root view's tree.
  public var layoutDiagnostics: [LayoutDiagnostic] { rootViewController.view.layoutDiagnostics }
}

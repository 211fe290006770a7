import Foundation
import Testing
import ViewHost

/// A view controller that records its callbacks, in order.
final class RecordingViewController: ViewController {
  var events: [String] = []
  /// Called from `viewDidLoad()` to build the view tree.
  var build: ((View) -> Void)?

  override func loadView() {
    events.append("loadView")
    super.loadView()
  }
  override func viewDidLoad() {
    super.viewDidLoad()
    events.append("viewDidLoad")
    build?(view)
  }
  override func viewWillAppear(_ animated: Bool) { events.append("viewWillAppear") }
  override func viewDidAppear(_ animated: Bool) { events.append("viewDidAppear") }
  override func viewWillLayoutSubviews() { events.append("viewWillLayoutSubviews") }
  override func viewDidLayoutSubviews() { events.append("viewDidLayoutSubviews") }
  override func viewSafeAreaInsetsDidChange() { events.append("viewSafeAreaInsetsDidChange") }
  override func viewLayoutMarginsDidChange() { events.append("viewLayoutMarginsDidChange") }
  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    events.append("traitCollectionDidChange")
  }
}

/// Adds a view with `translatesAutoresizingMaskIntoConstraints = false` whose four edges equal
/// `guide`'s (or `view`'s own edges when `guide` is nil).
@discardableResult
func pinnedSubview(of view: View, to guide: LayoutGuide?, name: String? = nil) -> View {
  let child = View()
  child.accessibilityIdentifier = name
  child.translatesAutoresizingMaskIntoConstraints = false
  view.addSubview(child)
  if let guide {
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      child.topAnchor.constraint(equalTo: guide.topAnchor),
      child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
  } else {
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      child.topAnchor.constraint(equalTo: view.topAnchor),
      child.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }
  return child
}

/// A host laid out once around a plain view controller.
func hostedController(
  _ configuration: HostConfiguration, additionalSafeAreaInsets: EdgeInsets = .zero
) -> (ViewHost, ViewController) {
  let controller = ViewController()
  controller.additionalSafeAreaInsets = additionalSafeAreaInsets
  let host = ViewHost(rootViewController: controller, configuration: configuration)
  host.layoutIfNeeded()
  return (host, controller)
}

/// A view's frame in the root view's coordinates.
func frameInRoot(_ view: View) -> CGRect {
  view.convert(CGRect(origin: .zero, size: view.bounds.size), to: view.root)
}

nonisolated func insets(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat)
  -> EdgeInsets
{
  EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

nonisolated func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

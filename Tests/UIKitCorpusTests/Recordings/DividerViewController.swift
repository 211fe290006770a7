#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// The two dividers devpass-tech/challenge-viewcode-realestate's first sprint committed side by
/// side (sibling commits of October 20, 2021), each added to a controller's view the way
/// swift-snapshot-testing records a bare view, written here from the recordings' setup:
///
/// - `fixedWidth`: a light grey view made with a 434 × 10 frame that then sizes itself by
///   constraints — its width equal to the width it was made with, its height 1 — with
///   `translatesAutoresizingMaskIntoConstraints` off and nothing placing it.
/// - `centredLine`: a view made with a zero frame (and left so, its autoresizing constraints on)
///   holding a 1-point light grey line pinned to its leading and trailing edges and centred
///   vertically in it.
final class DividerViewController: UIViewController {
  enum Kind {
    case fixedWidth
    case centredLine
  }

  let divider: UIView
  /// The line inside a `centredLine` divider.
  let line = UIView()

  init(_ kind: Kind) {
    switch kind {
    case .fixedWidth:
      divider = UIView(frame: CGRect(x: 0, y: 0, width: 434, height: 10))
      divider.translatesAutoresizingMaskIntoConstraints = false
      divider.backgroundColor = .lightGray
      NSLayoutConstraint.activate([
        divider.widthAnchor.constraint(equalToConstant: divider.frame.width),
        divider.heightAnchor.constraint(equalToConstant: 1),
      ])
    case .centredLine:
      divider = UIView(frame: .zero)
      line.translatesAutoresizingMaskIntoConstraints = false
      line.backgroundColor = .lightGray
      divider.addSubview(line)
      NSLayoutConstraint.activate([
        line.leadingAnchor.constraint(equalTo: divider.leadingAnchor),
        line.centerYAnchor.constraint(equalTo: divider.centerYAnchor),
        line.trailingAnchor.constraint(equalTo: divider.trailingAnchor),
        line.heightAnchor.constraint(equalToConstant: 1),
      ])
    }
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(divider)
  }
}

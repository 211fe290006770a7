#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A 200 × 200 view holding a 100 × 100 progress indicator that is both pinned 50 points from its
/// top and leading edges and centred in it — constraints that agree. natura-cosmeticos/natds-ios
/// recorded it in February 2021; written here from the recording's setup: the frame, the
/// constraints and the indicator's shape (a clipped view drawing its arc in a shape layer, which
/// takes no part in layout).
final class ProgressIndicatorViewController: UIViewController {
  let stage = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
  let indicator = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    stage.backgroundColor = .white
    indicator.clipsToBounds = true
    let arc = CAShapeLayer()
    arc.strokeColor = UIColor.orange.cgColor
    indicator.layer.addSublayer(arc)
    indicator.translatesAutoresizingMaskIntoConstraints = false
    stage.addSubview(indicator)
    NSLayoutConstraint.activate([
      indicator.topAnchor.constraint(equalTo: stage.topAnchor, constant: 50),
      indicator.leadingAnchor.constraint(equalTo: stage.leadingAnchor, constant: 50),
      indicator.centerXAnchor.constraint(equalTo: stage.centerXAnchor),
      indicator.centerYAnchor.constraint(equalTo: stage.centerYAnchor),
      indicator.heightAnchor.constraint(equalToConstant: 100),
      indicator.widthAnchor.constraint(equalToConstant: 100),
    ])
    view.addSubview(stage)
  }
}

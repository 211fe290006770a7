#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A title1 label along the top of the root view's margins, the screen that swift-snapshot-testing's
/// own tests record on an iPhone SE at every text size (written here from the recordings' setup:
/// the label, its font and its three constraints).
final class TitleLabelViewController: UIViewController {
  let label = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    label.font = .preferredFont(forTextStyle: .title1)
    label.adjustsFontForContentSizeCategory = true
    label.text = "What's the point?"
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      label.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
      label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }
}

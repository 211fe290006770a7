#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// One label in the system font at `UIFont.systemFontSize`, any number of lines, sized to fit its
/// text: the view adammcarter/swift-snapshot-testing-macros records as its "min-size" UIKit sample
/// (written here from the recording's setup). This controller only gives the label a superview;
/// the label keeps the frame `sizeToFit()` gave it.
final class SizedToFitLabelViewController: UIViewController {
  let label = UILabel()
  let text: String

  init(text: String) {
    self.text = text
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    label.font = .systemFont(ofSize: UIFont.systemFontSize)
    label.text = text
    label.numberOfLines = 0
    label.sizeToFit()
    view.addSubview(label)
  }
}

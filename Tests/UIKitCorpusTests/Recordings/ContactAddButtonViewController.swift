#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A contact-add button as `UIButton(type: .contactAdd)` makes it, untouched: the view
/// swift-snapshot-testing's `testUIView` records (written here from the recordings' setup). The
/// recordings show the button alone, at the frame it was created with; this controller only gives
/// it a superview to be laid out in, and leaves its frame alone (it keeps its autoresizing mask).
final class ContactAddButtonViewController: UIViewController {
  let button = UIButton(type: .contactAdd)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(button)
  }
}

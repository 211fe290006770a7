#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A 2048-style board laid out by hand: a black 140 × 40 score badge above a 230 × 230 board of
/// 4 × 4 grey squares (50 points, 6 apart), the two centred as a group in the root view's bounds as
/// `viewDidLoad()` finds them; a tile "pops" onto a square (scaled 0.1, animated to 1.1, then back
/// to 1 when that animation completes). The screen alter-al/sample_of_ios_snapshot_testing_2048
/// records (written here from the recordings' setup: the sizes, the arithmetic and the animation).
///
/// The root view is touched in `init` (its background colour), so it is loaded before the
/// controller is anywhere near a window, as in the recorded app.
final class TileBoardViewController: UIViewController {
  let board = UIView(frame: CGRect(x: 0, y: 0, width: 230, height: 230))
  let scoreBadge = UIView(frame: CGRect(x: 0, y: 0, width: 140, height: 40))
  let scoreLabel = UILabel(frame: CGRect(x: 0, y: 0, width: 140, height: 40))

  init() {
    super.init(nibName: nil, bundle: nil)
    view.backgroundColor = UIColor(red: 0.85, green: 0.80, blue: 0.55, alpha: 1)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    scoreBadge.backgroundColor = .black
    scoreLabel.textAlignment = .center
    scoreLabel.textColor = .white
    scoreBadge.addSubview(scoreLabel)

    board.backgroundColor = .black
    for column in 0..<4 {
      for row in 0..<4 {
        let square = UIView(
          frame: CGRect(
            x: 6 + 56 * CGFloat(column), y: 6 + 56 * CGFloat(row), width: 50, height: 50))
        square.backgroundColor = .darkGray
        board.addSubview(square)
      }
    }

    // The badge and the board, 10 apart, centred together in the bounds the view has now.
    let bounds = view.bounds
    let groupHeight = scoreBadge.bounds.height + 10 + board.bounds.height
    let top = max(0, (bounds.height - groupHeight) / 2)
    scoreBadge.frame.origin = CGPoint(
      x: max(0, (bounds.width - scoreBadge.bounds.width) / 2), y: top)
    board.frame.origin = CGPoint(
      x: max(0, (bounds.width - board.bounds.width) / 2), y: top + scoreBadge.bounds.height + 10)
    view.addSubview(board)
    view.addSubview(scoreBadge)
  }

  /// Pops a tile showing `value` onto the square at `row` and `column`.
  func popTile(row: Int, column: Int, value: Int) {
    let tile = UIView(
      frame: CGRect(x: 6 + 56 * CGFloat(column), y: 6 + 56 * CGFloat(row), width: 50, height: 50))
    let number = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    number.textAlignment = .center
    number.text = "\(value)"
    tile.addSubview(number)
    tile.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
    board.addSubview(tile)
    board.bringSubviewToFront(tile)
    UIView.animate(
      withDuration: 0.18, delay: 0.05, options: [],
      animations: { tile.transform = CGAffineTransform(scaleX: 1.1, y: 1.1) },
      completion: { _ in
        UIView.animate(withDuration: 0.08) { tile.transform = .identity }
      })
  }
}

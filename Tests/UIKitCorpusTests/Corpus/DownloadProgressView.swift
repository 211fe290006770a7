#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A download row: a spinner, a file name with its progress bar under it, and a percentage.
final class DownloadProgressView: UIView {
  let spinner = UIActivityIndicatorView(style: .medium)
  let fileNameLabel = UILabel()
  let progressView = UIProgressView(progressViewStyle: .default)
  let percentLabel = UILabel()

  var progress: Float = 0 {
    didSet {
      progressView.setProgress(progress, animated: true)
      percentLabel.text = "\(Int(progress * 100))%"
      if progress >= 1 { spinner.stopAnimating() } else { spinner.startAnimating() }
    }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    layer.cornerRadius = 10
    layoutMargins = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)

    spinner.hidesWhenStopped = false
    spinner.setContentHuggingPriority(.required, for: .horizontal)
    fileNameLabel.font = .preferredFont(forTextStyle: .subheadline)
    fileNameLabel.lineBreakMode = .byTruncatingMiddle
    progressView.progressTintColor = .systemBlue
    percentLabel.font = .monospacedDigitSystemFont(ofSize: 13, weight: .regular)
    percentLabel.textAlignment = .right
    percentLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)

    let views: [String: UIView] = [
      "spinner": spinner, "name": fileNameLabel, "bar": progressView, "percent": percentLabel,
    ]
    for view in [spinner, fileNameLabel, progressView, percentLabel] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    let metrics: [String: Any] = ["gap": 10, "percentWidth": 44]
    var constraints = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-[spinner]-gap-[name]-gap-[percent(>=percentWidth)]-|",
      options: [.alignAllCenterY], metrics: metrics, views: views)
    constraints += NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-[name]-6-[bar(4)]-|", options: [.alignAllLeading, .alignAllTrailing],
      metrics: nil, views: views)
    NSLayoutConstraint.activate(constraints)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

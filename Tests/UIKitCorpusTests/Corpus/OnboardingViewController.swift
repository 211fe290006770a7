#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

final class OnboardingViewController: UIViewController {
  static let pages = [
    OnboardingPage(
      symbolName: "sparkles", title: "Welcome",
      message: "Everything you need to plan your week, in one place."),
    OnboardingPage(
      symbolName: "bell.badge", title: "Stay on top",
      message: "Get a gentle reminder before anything is due."),
    OnboardingPage(
      symbolName: "lock.shield", title: "Private by design",
      message: "Your lists stay on your devices unless you choose to share them."),
  ]

  private(set) var currentIndex = 0
  var onFinish: (() -> Void)?

  let containerView = UIView()
  let pageControl = UIPageControl()
  let skipButton = UIButton(type: .system)
  let nextButton = UIButton(type: .system)
  private var pageView: OnboardingPageView?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    containerView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(containerView)

    pageControl.numberOfPages = Self.pages.count
    pageControl.currentPageIndicatorTintColor = .systemOrange
    pageControl.pageIndicatorTintColor = .systemGray4
    pageControl.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(pageControl)

    skipButton.setTitle("Skip", for: .normal)
    skipButton.translatesAutoresizingMaskIntoConstraints = false
    skipButton.addAction(UIAction { [weak self] _ in self?.onFinish?() }, for: .touchUpInside)
    view.addSubview(skipButton)

    nextButton.setTitle("Next", for: .normal)
    nextButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
    nextButton.translatesAutoresizingMaskIntoConstraints = false
    nextButton.addAction(UIAction { [weak self] _ in self?.showNextPage() }, for: .touchUpInside)
    view.addSubview(nextButton)

    let safeArea = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      skipButton.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 8),
      skipButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),

      containerView.topAnchor.constraint(equalTo: skipButton.bottomAnchor, constant: 8),
      containerView.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
      containerView.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
      containerView.bottomAnchor.constraint(equalTo: pageControl.topAnchor, constant: -16),

      pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      pageControl.bottomAnchor.constraint(equalTo: nextButton.topAnchor, constant: -12),

      nextButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      nextButton.bottomAnchor.constraint(equalTo: safeArea.bottomAnchor, constant: -20),
    ])
    show(pageAt: 0)
  }

  private func show(pageAt index: Int) {
    pageView?.removeFromSuperview()
    let page = OnboardingPageView(page: Self.pages[index])
    page.translatesAutoresizingMaskIntoConstraints = false
    containerView.addSubview(page)
    NSLayoutConstraint.activate([
      page.topAnchor.constraint(equalTo: containerView.topAnchor),
      page.leadingAnchor.constraint(equalTo: containerView.leadingAnchor),
      page.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
      page.bottomAnchor.constraint(equalTo: containerView.bottomAnchor),
    ])
    pageView = page
    currentIndex = index
    pageControl.currentPage = index
    let isLast = index == Self.pages.count - 1
    nextButton.setTitle(isLast ? "Get Started" : "Next", for: .normal)
    skipButton.isHidden = isLast
  }

  func showNextPage() {
    if currentIndex + 1 < Self.pages.count {
      show(pageAt: currentIndex + 1)
    } else {
      onFinish?()
    }
  }
}

import Foundation
import LayoutTesting
import Testing
import TrellisUIKit

/// Issue 33: API that 2024–2026 UIKit code calls beside its layout — dynamic colours and
/// `UITraitCollection.current`, visual effect views, haptics, image renderers — written as app
/// code writes it. UIKit's references: `UIColor(dynamicProvider:)` and `resolvedColor(with:)`
/// (iOS 13), `UITraitCollection.current` and `performAsCurrent(_:)`, `UIVisualEffectView`
/// (`contentView` fills the view), `UIGraphicsImageRenderer` (an image of the renderer's size at
/// the format's scale, the main screen's by default).
@MainActor
struct AppearanceAPITests {
  @Test func aDynamicColourResolvesPerStyle() {
    let card = UIColor { traits in
      traits.userInterfaceStyle == .dark ? UIColor(white: 0.1, alpha: 1) : .white
    }
    #expect(
      card.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        == UIColor(white: 0.1, alpha: 1))
    #expect(card.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .white)
    #expect(card.resolvedColor(with: UITraitCollection()) == .white, "unspecified: light")
    #expect(card != .white, "a dynamic colour is not its light variant")
    let dimmed = card.withAlphaComponent(0.5)
    #expect(
      dimmed.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        == UIColor(white: 0.1, alpha: 0.5))
    let plain = UIColor.systemBlue
    #expect(plain.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == plain)
  }

  @Test func aViewResolvesItsColourWithItsOwnTraits() {
    final class Card: UIView {
      let fill = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
      var shown: UIColor?
      override func layoutSubviews() {
        super.layoutSubviews()
        shown = fill.resolvedColor(with: traitCollection)
      }
    }
    let controller = UIViewController()
    let card = Card()
    controller.view.addSubview(card)
    var configuration = HostConfiguration.iPhoneX(.portrait)
    configuration.userInterfaceStyle = .dark
    let host = ViewHost(rootViewController: controller, configuration: configuration)
    host.layoutIfNeeded()
    #expect(card.shown == .black)
    card.traitOverrides.userInterfaceStyle = .light
    card.setNeedsLayout()
    host.layoutIfNeeded()
    #expect(card.shown == .white)
  }

  @Test func performAsCurrentSetsTheCurrentTraitsForItsClosure() {
    #expect(UITraitCollection.current.userInterfaceStyle == .unspecified)
    var inside: UIUserInterfaceStyle?
    UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
      inside = UITraitCollection.current.userInterfaceStyle
    }
    #expect(inside == .dark)
    #expect(UITraitCollection.current.userInterfaceStyle == .unspecified)
  }

  @Test func anEffectViewsContentFillsIt() {
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    let label = UILabel()
    label.text = "Now playing"
    label.translatesAutoresizingMaskIntoConstraints = false
    blur.contentView.addSubview(label)
    blur.translatesAutoresizingMaskIntoConstraints = false
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    root.addSubview(blur)
    NSLayoutConstraint.activate([
      blur.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      blur.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
      blur.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      label.centerXAnchor.constraint(equalTo: blur.contentView.centerXAnchor),
      label.topAnchor.constraint(equalTo: blur.contentView.topAnchor, constant: 8),
      label.bottomAnchor.constraint(equalTo: blur.contentView.bottomAnchor, constant: -8),
    ])
    root.layoutIfNeeded()
    #expect(blur.frame.width == 300)
    #expect(blur.contentView.frame == blur.bounds)
    #expect(blur.frame.height == label.frame.height + 16)
    #expect((blur.effect as? UIBlurEffect)?.style == .systemMaterial)
    let vibrancy = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .label)
    #expect(vibrancy.style == .label)
  }

  @Test func aRendererMakesAnImageOfItsSizeAtTheScreensScale() {
    var ran = false
    let dot = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 6)).image { context in
      ran = true
      UIColor.systemRed.setFill()
      context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 8, height: 6))
      context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    }
    #expect(ran)
    #expect(dot.size == CGSize(width: 8, height: 6))
    #expect(dot.scale == UIScreen.main.scale)
    let format = UIGraphicsImageRendererFormat()
    format.scale = 3
    let icon = UIGraphicsImageRenderer(
      bounds: CGRect(x: 0, y: 0, width: 10, height: 10), format: format
    )
    .image { _ in }
    #expect(icon.scale == 3)
    let view = UIImageView(image: icon)
    #expect(view.intrinsicContentSize == CGSize(width: 10, height: 10))
  }

  @Test func hapticsCanBePreparedAndPlayed() {
    let impact = UIImpactFeedbackGenerator(style: .rigid)
    impact.prepare()
    impact.impactOccurred()
    impact.impactOccurred(intensity: 0.5)
    #expect(impact.style == .rigid)
    UISelectionFeedbackGenerator().selectionChanged()
    UINotificationFeedbackGenerator().notificationOccurred(.success)
    #expect(UIImpactFeedbackGenerator().style == .medium)
  }
}

import Foundation
import Testing
import ViewHost

/// Frames and fitting sizes on the pixel grid of the host's display scale (spec §7.7).
@Suite struct PixelRoundingTests {
  /// G28 (SO 63747471): a width constraint of 173.5 and `systemLayoutSizeFitting(.zero)` returns
  /// 173.5 at @2x and 173.66666666666666 at @3x.
  @Test(arguments: [(CGFloat(2), CGFloat(173.5)), (3, 173.666_666_666_666_66)])
  func g28FittingSizeIsRoundedToTheDisplayScale(scale: CGFloat, expected: CGFloat) {
    let (host, controller) = hostedController(
      HostConfiguration(size: CGSize(width: 375, height: 667), displayScale: scale))
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(view)
    view.widthAnchor.constraint(equalToConstant: 173.5).isActive = true
    host.layoutIfNeeded()
    let size = view.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    #expect(size.width == expected)
  }

  /// A third of 320 points: 106.5 at @2x (213 pixels), 106.666… at @3x (320 pixels), 107 at @1x.
  @Test(
    arguments: [
      (CGFloat(1), CGFloat(107)), (CGFloat(2), CGFloat(106.5)), (CGFloat(3), CGFloat(320) / 3),
    ] as [(CGFloat, CGFloat)])
  func framesLieOnThePixelGrid(scale: CGFloat, expectedWidth: CGFloat) {
    let (host, controller) = hostedController(
      HostConfiguration(size: CGSize(width: 320, height: 480), displayScale: scale))
    let third = View()
    third.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(third)
    LayoutConstraint.activate([
      third.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      third.topAnchor.constraint(equalTo: controller.view.topAnchor),
      third.widthAnchor.constraint(equalTo: controller.view.widthAnchor, multiplier: 1.0 / 3),
      third.heightAnchor.constraint(equalToConstant: 10),
    ])
    host.layoutIfNeeded()
    #expect(third.frame.width == expectedWidth)
    #expect((third.frame.maxX * scale).rounded() == third.frame.maxX * scale)
  }

  /// Changing only the display scale re-rounds the frames.
  @Test func changingTheScaleRoundsAgain() {
    var configuration = HostConfiguration(size: CGSize(width: 320, height: 480), displayScale: 2)
    let (host, controller) = hostedController(configuration)
    let third = View()
    third.translatesAutoresizingMaskIntoConstraints = false
    controller.view.addSubview(third)
    LayoutConstraint.activate([
      third.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      third.topAnchor.constraint(equalTo: controller.view.topAnchor),
      third.widthAnchor.constraint(equalTo: controller.view.widthAnchor, multiplier: 1.0 / 3),
      third.heightAnchor.constraint(equalToConstant: 10),
    ])
    host.layoutIfNeeded()
    #expect(third.frame.width == 106.5)
    configuration.displayScale = 1
    host.configuration = configuration
    host.layoutIfNeeded()
    #expect(third.frame.width == 107)
  }

  /// The root view's size is put on the pixel grid too.
  @Test func rootSizeIsPixelAligned() {
    let (_, controller) = hostedController(
      HostConfiguration(size: CGSize(width: 320.3, height: 480.2), displayScale: 2))
    #expect(controller.view.frame == rect(0, 0, 320.5, 480))
  }
}

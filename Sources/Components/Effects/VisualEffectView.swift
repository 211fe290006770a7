import Foundation
import LayoutEngine

/// A visual effect: UIKit's `UIVisualEffect`, the base of ``BlurEffect`` and ``VibrancyEffect``.
/// Trellis draws no effect; it keeps which one a view shows.
@preconcurrency @MainActor
open class VisualEffect {
  public init() {}
}

/// A blur of what is behind a view: UIKit's `UIBlurEffect`.
@preconcurrency @MainActor
open class BlurEffect: VisualEffect {
  /// UIKit's `UIBlurEffect.Style`, with its raw values.
  nonisolated public enum Style: Int, Hashable, Sendable {
    case extraLight = 0
    case light = 1
    case dark = 2
    case regular = 4
    case prominent = 5
    case systemUltraThinMaterial = 6
    case systemThinMaterial = 7
    case systemMaterial = 8
    case systemThickMaterial = 9
    case systemChromeMaterial = 10
    case systemUltraThinMaterialLight = 11
    case systemThinMaterialLight = 12
    case systemMaterialLight = 13
    case systemThickMaterialLight = 14
    case systemChromeMaterialLight = 15
    case systemUltraThinMaterialDark = 16
    case systemThinMaterialDark = 17
    case systemMaterialDark = 18
    case systemThickMaterialDark = 19
    case systemChromeMaterialDark = 20
  }

  public let style: Style

  public init(style: Style) {
    self.style = style
    super.init()
  }
}

/// Content that takes its colour from a blur behind it: UIKit's `UIVibrancyEffect`.
@preconcurrency @MainActor
open class VibrancyEffect: VisualEffect {
  /// UIKit's `UIVibrancyEffectStyle`.
  nonisolated public enum Style: Int, Hashable, Sendable {
    case label = 0
    case secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill
    case tertiaryFill, separator
  }

  public let blurEffect: BlurEffect
  public let style: Style?

  public init(blurEffect: BlurEffect) {
    self.blurEffect = blurEffect
    style = nil
    super.init()
  }

  public init(blurEffect: BlurEffect, style: Style) {
    self.blurEffect = blurEffect
    self.style = style
    super.init()
  }
}

/// A view that shows a visual effect behind its content: UIKit's `UIVisualEffectView`.
///
/// Add subviews to ``contentView``, which always fills the view, as in UIKit (its autoresizing
/// mask is flexible width and height); subviews added to the effect view itself are what UIKit
/// warns about, and Trellis lays them out as it would any subview. The effect itself changes no
/// frame and is not drawn.
///
/// ```swift
/// let blur = VisualEffectView(effect: BlurEffect(style: .systemMaterial))
/// blur.contentView.addSubview(label)
/// ```
@preconcurrency @MainActor
open class VisualEffectView: View {
  /// The effect shown; nil shows none.
  open var effect: VisualEffect?
  /// Where the content goes: a subview filling the view.
  public let contentView = View()

  public init(effect: VisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    installContentView()
  }

  /// No effect, with the given frame.
  public override init(frame: CGRect) {
    effect = nil
    super.init(frame: frame)
    installContentView()
  }

  /// UIKit's archive initializer; Trellis reads nothing from `coder`: no effect.
  public required init?(coder: NSCoder) {
    effect = nil
    super.init(coder: coder)
    installContentView()
  }

  private func installContentView() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }
}

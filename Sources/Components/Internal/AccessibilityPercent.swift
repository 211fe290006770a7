import Foundation

/// A fraction of 0…1 as the whole percentage the standard views give as their accessibility value:
/// 0.5 → "50%". Halves round to even, as `NumberFormatter`'s percent style does; out-of-range and
/// non-finite fractions are pinned to 0…1 (Documentation/Decisions.md, "Accessibility").
func accessibilityPercent(_ fraction: Double) -> String {
  let pinned = fraction.isFinite ? min(max(fraction, 0), 1) : 0
  let percent = (pinned * 100).rounded(.toNearestOrEven)
  return "\(Int(percent))%"
}

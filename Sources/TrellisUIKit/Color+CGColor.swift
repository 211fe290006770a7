#if !canImport(Darwin)
  /// Core Graphics's colour, where the platform has no Core Graphics (Linux): the same value as
  /// `Color`, which is what `CALayer`'s colour properties take in Trellis.
  public typealias CGColor = Color
#endif

nonisolated extension Color {
  /// UIKit's `cgColor`: the colour as layers take it (`layer.borderColor = UIColor.red.cgColor`).
  ///
  /// Trellis's layers store `Color` values, so this is the colour itself. On Linux `CGColor` is
  /// an alias of `Color`; on macOS `CGColor` is Core Graphics's own type, which Trellis's layers do
  /// not take — `layer.borderColor = color.cgColor` compiles on both, code that names `CGColor`
  /// as a type compiles on Linux only (Documentation/Decisions.md, "cgColor").
  public var cgColor: Color { self }

  /// UIKit's `init(cgColor:)`, for the value `cgColor` gives.
  public init(cgColor: Color) { self = cgColor }
}

// UIKit API that Trellis cannot honour: each is a compile-time error whose message says what to do,
// never a silent no-op that would change a layout.

extension Layer {
  /// Core Animation's `shadowPath`.
  @available(
    *, unavailable,
    message:
      "Trellis has no paths: pictures draw the shadow from the bounds and cornerRadius. Guard shadowPath with #if canImport(UIKit)"
  )
  public var shadowPath: Never? {
    get { nil }
    set {}
  }
}

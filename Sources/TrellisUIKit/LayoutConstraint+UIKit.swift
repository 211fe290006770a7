extension LayoutConstraint {
  /// UIKit's visual format method as UIKit declares it: not throwing, `metrics` and `views` as
  /// `[String: Any]`.
  ///
  /// Numbers in `metrics` may be any of Swift's numeric types; `views` must hold views. Where UIKit
  /// raises an exception (a malformed format, an unknown name, a value of the wrong type), this
  /// records a `.invalidConstraint` diagnostic with the error on the first view's tree (by name)
  /// and returns no constraints — it never traps. Trellis's own
  /// `constraints(withVisualFormat:options:metrics:views:)` throws instead.
  public class func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [],
    metrics: [String: Any]?, views: [String: Any]
  ) -> [LayoutConstraint] {
    var typedViews: [String: View] = [:]
    var problems: [String] = []
    for (name, value) in views {
      if let view = value as? View {
        typedViews[name] = view
      } else {
        problems.append("views[\"\(name)\"] is not a view")
      }
    }
    var typedMetrics: [String: CGFloat] = [:]
    for (name, value) in metrics ?? [:] {
      if let number = cgFloat(value) {
        typedMetrics[name] = number
      } else {
        problems.append("metrics[\"\(name)\"] is not a number")
      }
    }
    let reporter = typedViews.sorted { $0.key < $1.key }.first?.value
    guard problems.isEmpty else {
      reporter?.recordDiagnostic(
        LayoutDiagnostic(
          kind: .invalidConstraint, constraints: [],
          message: "Visual format \"\(format)\": \(problems.sorted().joined(separator: "; "))."))
      return []
    }
    do {
      return try constraints(
        withVisualFormat: format, options: opts, metrics: typedMetrics, views: typedViews)
    } catch {
      reporter?.recordDiagnostic(
        LayoutDiagnostic(kind: .invalidConstraint, constraints: [], message: error.description))
      return []
    }
  }

  /// The same, for a dictionary of views (`let views = ["title": titleLabel]` infers
  /// `[String: UILabel]`): Swift would otherwise prefer Trellis's throwing method, whose `views`
  /// type matches without the upcast to `[String: Any]`.
  public class func constraints(
    withVisualFormat format: String, options opts: FormatOptions = [],
    metrics: [String: Any]?, views: [String: View]
  ) -> [LayoutConstraint] {
    let anyViews: [String: Any] = views
    return constraints(withVisualFormat: format, options: opts, metrics: metrics, views: anyViews)
  }

  private static func cgFloat(_ value: Any) -> CGFloat? {
    switch value {
    case let number as CGFloat: number
    case let number as Double: CGFloat(number)
    case let number as Float: CGFloat(number)
    case let number as Int: CGFloat(number)
    case let number as NSNumber: CGFloat(number.doubleValue)
    default: nil
    }
  }
}

/// The middle of `samples`; for an even count the upper of the two middle ones (not their mean).
///
/// - Precondition: `samples` is not empty.
package func upperMedian(_ samples: [Double]) -> Double {
  let sorted = samples.sorted()
  return sorted[sorted.count / 2]
}

// swift-tools-version: 6.2
// The benchmark package: a separate package so that the library's own build and tests never pull it
// in. Build and run it from the repository root with
//   swift run -c release --package-path Benchmarks trellis-benchmark
import PackageDescription

/// Trellis's views are main-actor isolated, as UIKit's are (issue 27): the executables that make
/// them run on the main actor too.
let mainActor: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

let package = Package(
  name: "TrellisBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    // A path dependency's identity is its folder's name, which depends on where the repository is
    // checked out; naming it "Trellis" (the root package's name) makes `package: "Trellis"` below
    // work from any checkout folder.
    .package(name: "Trellis", path: "..")
  ],
  targets: [
    // What the executables share: the stopwatch, medians, time formatting, seeded texts, options.
    .target(name: "BenchmarkSupport"),
    .executableTarget(
      name: "trellis-benchmark",
      dependencies: [
        "BenchmarkSupport",
        .product(name: "ConstraintSolver", package: "Trellis"),
        .product(name: "ViewHost", package: "Trellis"),
      ],
      swiftSettings: mainActor
    ),
    // 500 multi-line labels at two widths: what measuring text costs and what the cache saves.
    .executableTarget(
      name: "trellis-text-benchmark",
      dependencies: [
        "BenchmarkSupport",
        .product(name: "Components", package: "Trellis"),
        .product(name: "ViewHost", package: "Trellis"),
      ],
      swiftSettings: mainActor
    ),
    // A self-sizing table of 1,000 multi-line cells: its layout time and the cost per row against
    // one such cell laid out alone.
    .executableTarget(
      name: "trellis-table-benchmark",
      dependencies: [
        "BenchmarkSupport",
        .product(name: "Components", package: "Trellis"),
        .product(name: "ViewHost", package: "Trellis"),
      ],
      swiftSettings: mainActor
    ),
    // Checked cell layouts per second: a three-label cell over generated data across 36
    // configurations, every layout checked by the automatic checks.
    .executableTarget(
      name: "trellis-check-benchmark",
      dependencies: [
        "BenchmarkSupport",
        .product(name: "LayoutTesting", package: "Trellis"),
      ],
      swiftSettings: mainActor
    ),
  ]
)

// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Trellis",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
    .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
    .library(name: "LayoutDSL", targets: ["LayoutDSL"]),
    .library(name: "ViewHost", targets: ["ViewHost"]),
    .library(name: "LayoutTesting", targets: ["LayoutTesting"]),
    .library(name: "Components", targets: ["Components"]),
  ],
  targets: [
    .target(name: "ConstraintSolver"),
    .target(name: "LayoutEngine", dependencies: ["ConstraintSolver"]),
    .target(name: "LayoutDSL", dependencies: ["LayoutEngine"]),
    .target(name: "ViewHost", dependencies: ["LayoutEngine"]),
    .target(name: "LayoutTesting", dependencies: ["LayoutEngine", "ViewHost", "Components"]),
    // The standard views real screens are made of (text, images, controls); knows no host.
    .target(name: "Components", dependencies: ["LayoutEngine"]),
    // What several test targets share (the seeded generator); not a product.
    .target(name: "TrellisTestSupport", path: "Tests/TrellisTestSupport"),
    .testTarget(
      name: "ConstraintSolverTests", dependencies: ["ConstraintSolver", "TrellisTestSupport"]),
    .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
    .testTarget(name: "LayoutDSLTests", dependencies: ["LayoutDSL", "ViewHost"]),
    .testTarget(name: "ViewHostTests", dependencies: ["ViewHost", "TrellisTestSupport"]),
    .testTarget(
      name: "ComponentsTests",
      dependencies: ["Components", "ViewHost", "LayoutTesting", "TrellisTestSupport"]),
    .testTarget(
      name: "LayoutTestingTests", dependencies: ["LayoutTesting", "LayoutDSL", "Components"],
      exclude: ["__Snapshots__"]),
    // The example screens, the gallery that shows them, and their snapshot tests.
    .target(
      name: "TrellisExamples", dependencies: ["LayoutDSL", "ViewHost", "Components"],
      path: "Examples/Screens"),
    .executableTarget(
      name: "trellis-gallery", dependencies: ["TrellisExamples", "LayoutTesting", "ViewHost"],
      path: "Examples/trellis-gallery"),
    .testTarget(
      name: "ExamplesTests", dependencies: ["TrellisExamples", "LayoutTesting"],
      exclude: ["__Snapshots__"]),
  ]
)

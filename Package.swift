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
    .library(name: "TrellisUIKit", targets: ["TrellisUIKit"]),
  ],
  targets: [
    .target(name: "ConstraintSolver"),
    .target(name: "LayoutEngine", dependencies: ["ConstraintSolver"]),
    .target(name: "LayoutDSL", dependencies: ["LayoutEngine"]),
    .target(name: "ViewHost", dependencies: ["LayoutEngine"]),
    .target(name: "LayoutTesting", dependencies: ["LayoutEngine", "ViewHost", "Components"]),
    // The standard views real screens are made of (text, images, controls); knows no host.
    .target(name: "Components", dependencies: ["LayoutEngine"]),
    // UIKit's spellings (UIView, UILabel, NSLayoutConstraint…) for code written against UIKit:
    // typealiases and thin shims only, no layout logic.
    .target(name: "TrellisUIKit", dependencies: ["LayoutEngine", "ViewHost", "Components"]),
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
    .testTarget(name: "TrellisUIKitTests", dependencies: ["TrellisUIKit", "LayoutTesting"]),
    // The example screens, the gallery that shows them, and their snapshot tests.
    .target(
      name: "TrellisExamples", dependencies: ["LayoutDSL", "ViewHost", "Components"],
      path: "Examples/Screens"),
    .executableTarget(
      name: "trellis-gallery",
      dependencies: ["TrellisExamples", "UIKitComponents", "LayoutTesting", "ViewHost"],
      path: "Examples/trellis-gallery"),
    .testTarget(
      name: "ExamplesTests", dependencies: ["TrellisExamples", "LayoutTesting"],
      exclude: ["__Snapshots__"]),
    // UIKit files written as open-source apps write them, compiled unchanged but for the import
    // against TrellisUIKit and laid out on three devices (issue 23; TestingYourUIKitCode.md).
    .testTarget(name: "UIKitCorpusTests", dependencies: ["TrellisUIKit", "LayoutTesting"]),
    // A sample whose component files use only UIKit's API, tested on Linux through TrellisUIKit.
    .target(
      name: "UIKitComponents", dependencies: ["TrellisUIKit"], path: "Examples/UIKitComponents"),
    .testTarget(
      name: "UIKitComponentsTests", dependencies: ["UIKitComponents", "LayoutTesting"],
      exclude: ["__Snapshots__"]),
  ]
)

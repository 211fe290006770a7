// swift-tools-version: 6.2
import PackageDescription

/// UIKit's isolation (issue 27; UIKitNames.md, "Isolation"): views, guides, anchors, constraints,
/// controllers and the host are main-actor isolated, so every module above the solver defaults to
/// the main actor, its value types opting out with `nonisolated`; the tests run on the main actor.
/// The solver knows no actor.
let mainActor: [SwiftSetting] = [.defaultIsolation(MainActor.self)]
/// The layout engine's hot loops pass closures to the standard library (sorts, buffers, maps);
/// in Swift 6 mode each such closure checks its executor every time it is called (SE-0423), which
/// cost the grid and feed relayouts half their time again. The engine is compiled in Swift 5 mode
/// with complete concurrency checking instead — the same isolation, checked at compile time
/// (`.ci/run` fails on any concurrency warning in it), without the run-time checks.
let mainActorEngine: [SwiftSetting] =
  mainActor + [.swiftLanguageMode(.v5), .enableUpcomingFeature("StrictConcurrency")]

/// Empty modules named `CoreGraphics` and `QuartzCore`, so that `import CoreGraphics` and `import
/// QuartzCore` in UIKit files compile where Apple's frameworks do not exist (Linux). Declared only
/// when the manifest is evaluated off Apple platforms: on macOS a module of ours with those names
/// would hide Apple's from every target (Decisions.md, "import CoreGraphics and QuartzCore").
#if canImport(Darwin)
  let platformShims: [Target] = []
  let platformShimDependencies: [Target.Dependency] = []
#else
  let platformShims: [Target] = [
    .target(name: "CoreGraphics", path: "Sources/PlatformShims/CoreGraphics"),
    .target(name: "QuartzCore", path: "Sources/PlatformShims/QuartzCore"),
  ]
  let platformShimDependencies: [Target.Dependency] = ["CoreGraphics", "QuartzCore"]
#endif

/// Where UIKit cannot be imported, and the DSL lowers to Trellis's engine.
let platformsWithoutUIKit: [Platform] = [.macOS, .linux, .windows, .android, .wasi, .openbsd]

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
    .target(
      name: "LayoutEngine", dependencies: ["ConstraintSolver"], swiftSettings: mainActorEngine),
    // In an app (where UIKit can be imported) the DSL lowers to UIKit and builds without any
    // Trellis module (issue 34; Tests/UIKitStandIn checks it).
    .target(
      name: "LayoutDSL",
      dependencies: [
        .target(name: "LayoutEngine", condition: .when(platforms: platformsWithoutUIKit))
      ],
      swiftSettings: mainActor),
    .target(name: "ViewHost", dependencies: ["LayoutEngine"], swiftSettings: mainActor),
    .target(
      name: "LayoutTesting", dependencies: ["LayoutEngine", "ViewHost", "Components"],
      swiftSettings: mainActor),
    // The standard views real screens are made of (text, images, controls); knows no host.
    .target(name: "Components", dependencies: ["LayoutEngine"], swiftSettings: mainActor),
    // UIKit's spellings (UIView, UILabel, NSLayoutConstraint…) for code written against UIKit:
    // typealiases and thin shims only, no layout logic.
    // Off Apple platforms it depends on the empty CoreGraphics and QuartzCore modules, which
    // targets that depend on it can then import.
    .target(
      name: "TrellisUIKit",
      dependencies: ["LayoutEngine", "ViewHost", "Components"] + platformShimDependencies,
      swiftSettings: mainActor),
    // What several test targets share (the seeded generator); not a product.
    .target(
      name: "TrellisTestSupport", dependencies: ["LayoutEngine"], path: "Tests/TrellisTestSupport"),
    .testTarget(
      name: "ConstraintSolverTests", dependencies: ["ConstraintSolver", "TrellisTestSupport"]),
    .testTarget(
      name: "LayoutEngineTests", dependencies: ["LayoutEngine", "TrellisTestSupport"],
      swiftSettings: mainActor),
    .testTarget(
      name: "LayoutDSLTests", dependencies: ["LayoutDSL", "ViewHost", "TrellisUIKit"],
      swiftSettings: mainActor),
    // The DSL's tests written as app code (UIKit's names), run here on Trellis and in
    // Tests/UIKitStandIn on a stand-in of UIKit: the same files, both paths.
    .testTarget(
      name: "LayoutDSLPortableTests", dependencies: ["LayoutDSL", "TrellisUIKit"],
      swiftSettings: mainActor),
    .testTarget(
      name: "ViewHostTests", dependencies: ["ViewHost", "TrellisTestSupport"],
      swiftSettings: mainActor),
    .testTarget(
      name: "ComponentsTests",
      dependencies: ["Components", "ViewHost", "LayoutTesting", "TrellisTestSupport"],
      swiftSettings: mainActor),
    .testTarget(
      name: "LayoutTestingTests",
      dependencies: ["LayoutTesting", "LayoutDSL", "Components", "TrellisTestSupport"],
      exclude: ["__Snapshots__"], swiftSettings: mainActor),
    .testTarget(
      name: "TrellisUIKitTests", dependencies: ["TrellisUIKit", "LayoutTesting"],
      swiftSettings: mainActor),
    // The example screens, the gallery that shows them, and their snapshot tests.
    .target(
      name: "TrellisExamples", dependencies: ["LayoutDSL", "ViewHost", "Components"],
      path: "Examples/Screens", swiftSettings: mainActor),
    .executableTarget(
      name: "trellis-gallery",
      dependencies: ["TrellisExamples", "UIKitComponents", "LayoutTesting", "ViewHost"],
      path: "Examples/trellis-gallery", swiftSettings: mainActor),
    .testTarget(
      name: "ExamplesTests", dependencies: ["TrellisExamples", "LayoutTesting"],
      exclude: ["__Snapshots__"], swiftSettings: mainActor),
    // UIKit files written as open-source apps write them, compiled unchanged but for the import
    // against TrellisUIKit and laid out on three devices (issue 23; TestingYourUIKitCode.md).
    .testTarget(
      name: "UIKitCorpusTests",
      dependencies: ["TrellisUIKit", "LayoutDSL", "LayoutTesting", "TrellisTestSupport"],
      swiftSettings: mainActor),
    // The corpus and the UIKit sample again, as a team's own targets may build them (issue 27):
    // Swift 5 mode with no isolation setting, and Swift 6 mode with none (UIKitCorpusTests builds
    // them in Swift 6 mode with main-actor default isolation, Xcode 26's default). Symlinked
    // folders; compiled, not run.
    .target(
      name: "UIKitCorpusSwift5", dependencies: ["TrellisUIKit", "LayoutDSL"],
      path: "Tests/UIKitCorpusSwift5",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .target(
      name: "UIKitCorpusSwift6", dependencies: ["TrellisUIKit", "LayoutDSL"],
      path: "Tests/UIKitCorpusSwift6"),
    // A sample whose component files use only UIKit's API, tested on Linux through TrellisUIKit.
    .target(
      name: "UIKitComponents", dependencies: ["TrellisUIKit", "LayoutDSL"],
      path: "Examples/UIKitComponents",
      swiftSettings: mainActor),
    .testTarget(
      name: "UIKitComponentsTests", dependencies: ["UIKitComponents", "LayoutTesting"],
      exclude: ["__Snapshots__"], swiftSettings: mainActor),
  ] + platformShims
)

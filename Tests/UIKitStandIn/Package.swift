// swift-tools-version: 6.2
import PackageDescription

/// `Sources/LayoutDSL` compiled the way an app builds it, where `canImport(UIKit)` holds: against
/// a module named `UIKit` and nothing of Trellis (issue 34; DSL.md, "In the app, on UIKit").
///
/// The `UIKit` here is a stand-in written from Apple's documentation of UIKit's Auto Layout
/// declarations: the names, labels, types and isolation UIKit declares, each with the little
/// behaviour the tests need (stored properties, activation, the view tree) and, where UIKit raises
/// an exception, a record the tests can read. It is never shipped. A name the DSL uses that UIKit
/// does not declare fails this build; `.ci/run` builds and tests this package.
///
/// Kept apart from the root package on purpose: a module named `UIKit` in the root package's build
/// would make `canImport(UIKit)` true in every target built after it.
let package = Package(
  name: "UIKitStandIn",
  targets: [
    .target(name: "UIKit", swiftSettings: [.defaultIsolation(MainActor.self)]),
    // The very sources of the root package (a symlink), compiled against the stand-in.
    .target(
      name: "LayoutDSL", dependencies: ["UIKit"], path: "Sources/LayoutDSL",
      exclude: ["LayoutDSL.docc"], swiftSettings: [.defaultIsolation(MainActor.self)]),
    .testTarget(
      name: "LayoutDSLOnUIKitTests", dependencies: ["LayoutDSL", "UIKit"],
      swiftSettings: [
        .defaultIsolation(MainActor.self),
        // Swift Testing's cross-import overlays look for Apple's UIKit when a module of that
        // name is imported beside Testing; there is none here.
        .unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"]),
      ]),
  ]
)

// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Trellis",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "ConstraintSolver", targets: ["ConstraintSolver"]),
    .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
  ],
  targets: [
    .target(name: "ConstraintSolver"),
    .target(name: "LayoutEngine", dependencies: ["ConstraintSolver"]),
    .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
    .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
  ]
)

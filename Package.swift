// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Trellis",
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .library(name: "ConstraintSolver", targets: ["ConstraintSolver"])
  ],
  targets: [
    .target(name: "ConstraintSolver"),
    .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
  ]
)

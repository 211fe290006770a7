// An empty module named QuartzCore, built only off Apple platforms (Package.swift), so that
// `import QuartzCore` in a UIKit file compiles on Linux. `CALayer` and its corner, border and
// shadow types come from TrellisUIKit (Documentation/Decisions.md, "import CoreGraphics and
// QuartzCore").

// An empty module named CoreGraphics, built only off Apple platforms (Package.swift), so that
// `import CoreGraphics` in a UIKit file compiles on Linux. What such files use from Core Graphics
// comes from elsewhere: `CGFloat`, `CGRect`, `CGPoint` and `CGSize` from Foundation,
// `CGAffineTransform` from LayoutEngine, and `CGColor`, `CGContext`, `CGLineCap` and `CGLineJoin`
// from TrellisUIKit (Documentation/Decisions.md, "import CoreGraphics and QuartzCore").

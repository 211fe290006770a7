// Trellis's public API is spelled in Foundation's geometry (`CGFloat`, `CGPoint`, `CGSize`,
// `CGRect`) and `IndexPath`, as UIKit's is; a file that imports UIKit never imports Foundation
// itself. Re-exporting Foundation here (and so from every module that re-exports LayoutEngine:
// LayoutDSL, ViewHost, Components, LayoutTesting) lets a file with only Trellis imports use those
// types. A deliberate choice: Documentation/Decisions.md, "Foundation is re-exported".
@_exported import Foundation

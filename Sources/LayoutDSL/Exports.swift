// Off UIKit the DSL lowers to Trellis's engine, whose names a file importing LayoutDSL sees too.
// In an app it lowers to UIKit, which the user's file imports itself (DSL.md, "Two engines").
#if canImport(UIKit)
  @_exported import UIKit
#else
  @_exported import LayoutEngine
#endif

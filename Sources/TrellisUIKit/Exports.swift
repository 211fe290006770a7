// `import UIKit` brings Foundation (and so CGFloat, CGRect, IndexPath, NSCoder…); `import
// TrellisUIKit` brings it too, with the three modules UIKit's views, controls and view controllers
// live in.
@_exported import Components
@_exported import Foundation
@_exported import LayoutEngine
// UIKit brings Observation too (`@Observable` models need no import of their own in a UIKit
// file), and on Linux Foundation keeps `URLSession` in FoundationNetworking, which an Apple
// platform's Foundation includes.
@_exported import Observation
@_exported import ViewHost

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif

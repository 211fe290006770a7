// `import UIKit` brings Foundation (and so CGFloat, CGRect, IndexPath, NSCoder…); `import
// TrellisUIKit` brings it too, with the three modules UIKit's views, controls and view controllers
// live in.
@_exported import Components
@_exported import Foundation
@_exported import LayoutEngine
@_exported import ViewHost

// UIKit brings Foundation (and with it CGFloat, CGPoint, CGSize, CGRect) to every file that
// imports it.
@_exported import Foundation

import Foundation
import LayoutEngine
import ViewHost

/// One layout run across devices × orientations × layout directions (× display scales × text
/// sizes).
///
/// ```swift
/// let matrix = LayoutMatrix(
///   devices: [HostConfiguration.iPhoneSE3, HostConfiguration.iPhoneX, HostConfiguration.iPad],
///   layoutDirections: [.leftToRight, .rightToLeft])
/// matrix.expectSnapshots(of: { LoginForm() })      // one snapshot per configuration
/// matrix.run(LoginForm.init) { configuration, host in
///   expectNoAmbiguity(host.rootView)
/// }
///
/// // Dynamic Type: the smallest, the default and the largest text sizes.
/// let sizes = LayoutMatrix(
///   devices: [HostConfiguration.iPhoneX], orientations: [.portrait],
///   contentSizeCategories: [.extraSmall, .large, .accessibilityExtraExtraExtraLarge])
/// ```
public struct LayoutMatrix: Sendable {
  public typealias Device = @Sendable (HostConfiguration.Orientation) -> HostConfiguration

  public var devices: [Device]
  public var orientations: [HostConfiguration.Orientation]
  public var layoutDirections: [UserInterfaceLayoutDirection]
  /// Display scales to try; nil keeps each device's own.
  public var displayScales: [CGFloat]?
  /// Text sizes (Dynamic Type) to try; nil keeps each configuration's own (`.large`).
  public var contentSizeCategories: [ContentSizeCategory]?

  public init(
    devices: [Device], orientations: [HostConfiguration.Orientation] = [.portrait, .landscape],
    layoutDirections: [UserInterfaceLayoutDirection] = [.leftToRight],
    displayScales: [CGFloat]? = nil, contentSizeCategories: [ContentSizeCategory]? = nil
  ) {
    self.devices = devices
    self.orientations = orientations
    self.layoutDirections = layoutDirections
    self.displayScales = displayScales
    self.contentSizeCategories = contentSizeCategories
  }

  /// Every configuration, devices outermost, then orientations, directions, scales and text
  /// sizes; each named for snapshots (`iPhone X portrait rtl @2x AX5`).
  public var configurations: [HostConfiguration] {
    var result: [HostConfiguration] = []
    for device in devices {
      for orientation in orientations {
        for direction in layoutDirections {
          let scales: [CGFloat?] = displayScales.map { $0.map(Optional.some) } ?? [nil]
          let categories: [ContentSizeCategory?] =
            contentSizeCategories.map { $0.map(Optional.some) } ?? [nil]
          for scale in scales {
            for category in categories {
              var configuration = device(orientation).withLayoutDirection(direction)
              var name =
                configuration.name ?? "\(formatPoints(configuration.size.width))x"
                + "\(formatPoints(configuration.size.height))"
              if direction == .rightToLeft { name += " rtl" }
              if let scale {
                configuration.displayScale = scale
                name += " @\(formatPoints(scale))x"
              }
              if let category {
                configuration.preferredContentSizeCategory = category
                name += " \(category)"
              }
              configuration.name = name
              result.append(configuration)
            }
          }
        }
      }
    }
    return result
  }

  /// Lays out a new view controller from `make` in each configuration and hands it to `body`.
  public func run(
    _ make: () -> ViewController, _ body: (HostConfiguration, ViewHost) throws -> Void
  ) rethrows {
    for configuration in configurations {
      let host = ViewHost(rootViewController: make(), configuration: configuration)
      host.layoutIfNeeded()
      try body(configuration, host)
    }
  }

  /// Snapshots the layout in every configuration, one reference per configuration, named after the
  /// test and the configuration; fails (at the caller's line) for each that differs.
  @discardableResult
  public func expectSnapshots(
    of make: () -> ViewController, options: View.DumpOptions = [],
    function: String = #function, fileID: String = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> Bool {
    var allMatch = true
    run(make) { configuration, host in
      let picture = LayoutPicture(caption: configuration.description)
      let matched = expectLayoutSnapshot(
        of: host.rootView, named: configuration.name, options: options, picture: picture,
        function: function, fileID: fileID, filePath: filePath, line: line, column: column)
      allMatch = allMatch && matched
    }
    return allMatch
  }
}

extension LayoutMatrix {
  /// One configuration: an iPhone SE (3rd generation) in portrait, the narrowest current iPhone —
  /// where the data runners lay views out when given no matrix.
  public static let iPhoneSE3Portrait = LayoutMatrix(
    devices: [HostConfiguration.iPhoneSE3], orientations: [.portrait])
}

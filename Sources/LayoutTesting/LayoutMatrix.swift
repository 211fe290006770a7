import Components
import Foundation
import LayoutEngine
import ViewHost

/// One layout run across devices × orientations × layout directions (× display scales × text
/// sizes).
///
/// ```swift
/// let matrix = LayoutMatrix(
///   devices: [.iPhoneSE3, .iPhoneX, .iPad], layoutDirections: [.leftToRight, .rightToLeft])
/// matrix.expectSnapshots(of: { LoginForm() })      // one snapshot per configuration
/// matrix.run(LoginForm.init) { configuration, host in
///   expectNoAmbiguity(host.rootView)
/// }
///
/// // Dynamic Type: the smallest, the default and the largest text sizes.
/// let sizes = LayoutMatrix(
///   devices: [.iPhoneX], orientations: [.portrait],
///   contentSizeCategories: [.extraSmall, .large, .accessibilityExtraExtraExtraLarge])
/// ```
public struct LayoutMatrix: Sendable {
  /// A device of the matrix: the configuration it gives in each orientation. Every preset of
  /// `HostConfiguration.Device` is a static member (`.iPhoneSE3`, `.iPhoneX`, `.iPadPro11`, …);
  /// `Device { HostConfiguration.iPhoneX($0).adding(.navigationBar) }` makes any other.
  nonisolated public struct Device: Sendable {
    /// The configuration in an orientation.
    public let configuration: @Sendable (HostConfiguration.Orientation) -> HostConfiguration

    public init(
      _ configuration: @escaping @Sendable (HostConfiguration.Orientation) -> HostConfiguration
    ) {
      self.configuration = configuration
    }

    /// A preset device with no bars.
    public init(_ device: HostConfiguration.Device) {
      self.init { HostConfiguration(device: device, orientation: $0) }
    }

    public static let iPhoneSE1 = Device(.iPhoneSE1)
    public static let iPhoneSE3 = Device(.iPhoneSE3)
    public static let iPhone8 = Device(.iPhone8)
    public static let iPhone8Plus = Device(.iPhone8Plus)
    public static let iPhoneX = Device(.iPhoneX)
    public static let iPhoneXSMax = Device(.iPhoneXSMax)
    public static let iPhoneXR = Device(.iPhoneXR)
    public static let iPhone12Mini = Device(.iPhone12Mini)
    public static let iPhone12 = Device(.iPhone12)
    public static let iPhone12ProMax = Device(.iPhone12ProMax)
    public static let iPhone14Pro = Device(.iPhone14Pro)
    public static let iPhone14ProMax = Device(.iPhone14ProMax)
    public static let iPhone16Pro = Device(.iPhone16Pro)
    public static let iPhone16ProMax = Device(.iPhone16ProMax)
    public static let iPad = Device(.iPad)
    public static let iPadPro11 = Device(.iPadPro11)
  }

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

  /// The same with each device as a function of the orientation
  /// (`HostConfiguration.iPhoneSE3`, or a closure that adds bars).
  public init(
    devices: [@Sendable (HostConfiguration.Orientation) -> HostConfiguration],
    orientations: [HostConfiguration.Orientation] = [.portrait, .landscape],
    layoutDirections: [UserInterfaceLayoutDirection] = [.leftToRight],
    displayScales: [CGFloat]? = nil, contentSizeCategories: [ContentSizeCategory]? = nil
  ) {
    self.init(
      devices: devices.map(Device.init), orientations: orientations,
      layoutDirections: layoutDirections, displayScales: displayScales,
      contentSizeCategories: contentSizeCategories)
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
              var configuration = device.configuration(orientation).withLayoutDirection(direction)
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
    devices: [.iPhoneSE3], orientations: [.portrait])
}

extension LayoutMatrix {
  /// Lays out a view from `make` in each configuration the way it shows in an app — a cell or a
  /// header as the only row of its list, any other view pinned to the top of the safe area — and
  /// hands `body` the laid-out view (the cell itself, or the root holding the view).
  public func run(_ make: () -> View, _ body: (HostConfiguration, View) throws -> Void) rethrows {
    for configuration in configurations {
      try Self.laidOut(SubjectHostController(content: make()), in: configuration) { subject in
        try body(configuration, subject)
      }
    }
  }

  /// Snapshots a view from `make` in every configuration, laid out as `run(_:_:)` with a view
  /// lays it out; one reference per configuration, named after the test and the configuration.
  @discardableResult
  public func expectSnapshots(
    of make: () -> View, options: View.DumpOptions = [], function: String = #function,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Bool {
    var allMatch = true
    run(make) { configuration, subject in
      let picture = LayoutPicture(caption: configuration.description)
      let matched = expectLayoutSnapshot(
        of: subject, named: configuration.name, options: options, picture: picture,
        function: function, fileID: fileID, filePath: filePath, line: line, column: column)
      allMatch = allMatch && matched
    }
    return allMatch
  }

  /// Lays `controller` out in `configuration` and hands `body` what to check: the cell or header
  /// a `SubjectHostController` shows, else the root view. The host lives until `body` returns.
  static func laidOut<Result>(
    _ controller: ViewController, in configuration: HostConfiguration,
    _ body: (View) throws -> Result
  ) rethrows -> Result {
    let host = ViewHost(rootViewController: controller, configuration: configuration)
    host.layoutIfNeeded()
    let hosting = controller as? SubjectHostController
    defer { hosting?.restoreName() }
    return try withExtendedLifetime(host) {
      try body(hosting?.subject ?? host.rootView)
    }
  }

  /// For a cell or header that is in no view: lays it out as its list lays it out on an iPhone SE
  /// (2nd/3rd gen) in portrait, hands it to `body`, and takes it out of the list again. Nil (and
  /// `body` not called) for any other view.
  static func laidOutAsInItsList<Result>(_ view: View, _ body: (View) throws -> Result) rethrows
    -> Result?
  {
    guard view.superview == nil,
      view is TableViewCell || view is CollectionViewCell || view is TableViewHeaderFooterView
    else { return nil }
    let controller = SubjectHostController(content: view)
    let configuration = iPhoneSE3Portrait.configurations[0]
    defer { view.removeFromSuperview() }
    return try laidOut(controller, in: configuration, body)
  }
}

/// The kind of device a host stands in for: UIKit's `UIUserInterfaceIdiom`, the cases that affect
/// layout.
///
/// Views read it from ``TraitCollection/userInterfaceIdiom``, which a host sets from its
/// configuration. In Trellis only the heights of the container bars depend on it: since iOS 12
/// the navigation bar and the toolbar are 50 points tall on iPad and 44 (32 in compact height) on
/// iPhone (ViewHost's `HostConfiguration.ContainerBar`).
nonisolated public enum UserInterfaceIdiom: Int, Hashable, Sendable, CustomStringConvertible {
  case unspecified = -1
  case phone = 0
  case pad = 1

  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .phone: "phone"
    case .pad: "pad"
    }
  }
}

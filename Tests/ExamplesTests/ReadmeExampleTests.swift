import Foundation
import LayoutDSL
import LayoutTesting
import Testing
import ViewHost

// README.md's example, verbatim.

final class ProfileController: ViewController {
  let avatar = View(), name = View()
  override func viewDidLoad() {
    [avatar, name].forEach(view.addSubview)
    constrain(avatar, name, view) { avatar, name, root in
      avatar.top == root.safeArea.top + 16
      avatar.leading == root.layoutMargins.leading
      avatar.size == CGSize(width: 64, height: 64)
      name.leading == avatar.trailing + 12
      name.trailing == root.layoutMargins.trailing
      name.centerY == avatar.centerY
      name.height == 22
    }
  }
}

@Test @MainActor func profileOnAnIPhoneX() {
  let controller = ProfileController()
  let host = ViewHost(rootViewController: controller, configuration: .iPhoneX(.portrait))
  host.layoutIfNeeded()
  expectFrame(controller.avatar, CGRect(x: 16, y: 60, width: 64, height: 64))
  expectFrame(controller.name, CGRect(x: 92, y: 81, width: 267, height: 22))
  expectNoAmbiguity(host.rootView)
}

@Test func readmeCarriesThisExampleVerbatim() throws {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
  let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
  let start = source.range(of: "final class ProfileController")!.lowerBound
  let end = source.range(of: "@Test func readmeCarriesThisExampleVerbatim")!.lowerBound
  let example = source[start..<end].trimmingCharacters(in: .whitespacesAndNewlines)
  #expect(readme.contains(example))
}

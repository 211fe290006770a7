import Foundation
import LayoutTesting
import TrellisExamples
import UIKitComponents
import ViewHost

/// Lays out every example on a set of host configurations and writes one SVG per layout plus an
/// index.html that shows them side by side.
struct Gallery {
  /// Portrait and landscape, a small and a notched phone, an iPad, and one right-to-left host.
  static let configurations: [HostConfiguration] = [
    named(.iPhoneSE3(.portrait), "iPhone SE portrait"),
    named(.iPhoneX(.portrait), "iPhone X portrait"),
    named(.iPhoneX(.landscape), "iPhone X landscape"),
    named(.iPhone14Pro(.portrait).withLayoutDirection(.rightToLeft), "iPhone 14 Pro portrait RTL"),
    named(.iPadPro11(.landscape), "iPad Pro 11 landscape"),
  ]

  /// One screen of the gallery.
  struct Entry {
    let name: String
    let summary: String
    let make: () -> ViewController
    let contentSizeCategories: [ContentSizeCategory]
  }

  /// The example screens, then the UIKit sample's (`Examples/UIKitComponents`, code that also
  /// compiles against UIKit).
  static var entries: [Entry] {
    ExampleCatalog.all.map {
      Entry(
        name: $0.name, summary: $0.summary, make: $0.make,
        contentSizeCategories: $0.contentSizeCategories)
    } + [
      Entry(
        name: "uikit-cart",
        summary:
          "UIKit source compiled against TrellisUIKit: a cart table whose rows become columns at accessibility sizes.",
        make: { CartViewController(items: CartItem.samples) },
        contentSizeCategories: [.large, .accessibilityExtraLarge])
    ]
  }

  let output: URL

  private static func named(_ configuration: HostConfiguration, _ name: String) -> HostConfiguration
  {
    var copy = configuration
    copy.name = name
    return copy
  }

  /// A file-name-safe form of a configuration's name.
  private static func slug(_ name: String) -> String {
    name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }.reduce(into: "") {
      if !($1 == "-" && $0.hasSuffix("-")) { $0.append($1) }
    }
  }

  /// Lays everything out, prints each dump, writes the pictures and the index; returns the count.
  func run() throws -> Int {
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    var sections: [String] = []
    var count = 0
    for example in Self.entries {
      var figures: [String] = []
      // The usual devices, then the screen at each text size it shows (iPhone X portrait).
      let textSizes = example.contentSizeCategories.map { category in
        var configuration = HostConfiguration.iPhoneX(.portrait)
        configuration.preferredContentSizeCategory = category
        return Self.named(configuration, "iPhone X portrait, text \(category)")
      }
      for configuration in Self.configurations + textSizes {
        let host = ViewHost(rootViewController: example.make(), configuration: configuration)
        host.layoutIfNeeded()
        let name = configuration.name ?? "host"
        print("== \(example.name) on \(name)")
        print(host.rootView.dump())
        for diagnostic in host.layoutDiagnostics { print(diagnostic) }
        print("")
        // The screen as a user sees it, linked to the annotated picture (views outlined, their
        // names on hover: open it on its own, as an <img> shows no titles).
        let base = "\(example.name)-\(Self.slug(name))"
        let file = base + ".svg"
        let annotated = base + "-annotated.svg"
        let svg = LayoutPicture(options: .clean, caption: name).render(host.rootView)
        try svg.write(to: output.appendingPathComponent(file), atomically: true, encoding: .utf8)
        try LayoutPicture(options: .annotated, caption: name).render(host.rootView).write(
          to: output.appendingPathComponent(annotated), atomically: true, encoding: .utf8)
        figures.append(
          "<figure><a href=\"\(annotated)\" title=\"views and names\"><img src=\"\(file)\" "
            + "alt=\"\(example.name) on \(name)\"></a>"
            + "<figcaption>\(name) · <a href=\"\(annotated)\">annotated</a></figcaption></figure>")
        count += 1
      }
      sections.append(
        "<section><h2>\(example.name)</h2><p>\(example.summary)</p><div class=\"row\">"
          + figures.joined() + "</div></section>")
    }
    let html = """
      <!doctype html>
      <html><head><meta charset="utf-8"><title>Trellis gallery</title>
      <style>
      body { font-family: -apple-system, system-ui, sans-serif; margin: 24px; color: #212529; }
      .row { display: flex; gap: 24px; align-items: flex-start; overflow-x: auto; }
      figure { margin: 0; } img { border: 1px solid #dee2e6; max-height: 520px; }
      figcaption { font-size: 12px; color: #6c757d; }
      </style></head><body>
      <h1>Trellis gallery</h1>
      <p>Every example screen laid out headlessly by Trellis. Boxes are views, dashed boxes their
      layout margins, shaded bands the unsafe area.</p>
      \(sections.joined(separator: "\n"))
      </body></html>

      """
    try html.write(
      to: output.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
    return count
  }
}

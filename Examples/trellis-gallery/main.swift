import Foundation

// `swift run trellis-gallery [--output DIR]`: lays out every example screen on several hosts,
// prints the frame trees, and writes SVG pictures with an index.html (default folder: ./gallery).
var arguments = Array(CommandLine.arguments.dropFirst())
var folder = "gallery"
while let argument = arguments.first {
  arguments.removeFirst()
  switch argument {
  case "--output", "-o":
    guard let value = arguments.first else {
      FileHandle.standardError.write(Data("trellis-gallery: --output needs a folder\n".utf8))
      exit(2)
    }
    folder = value
    arguments.removeFirst()
  case "--help", "-h":
    print("usage: trellis-gallery [--output DIR]   (default DIR: ./gallery)")
    exit(0)
  default:
    FileHandle.standardError.write(Data("trellis-gallery: unknown argument \(argument)\n".utf8))
    exit(2)
  }
}

let output = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
do {
  let count = try Gallery(output: output).run()
  print("Wrote \(count) pictures to \(output.path)")
  print("Open \(output.appendingPathComponent("index.html").path) to see them side by side.")
} catch {
  FileHandle.standardError.write(Data("trellis-gallery: \(error)\n".utf8))
  exit(1)
}

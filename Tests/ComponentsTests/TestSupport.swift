import Components
import Foundation
import Synchronization
import ViewHost

/// A measurer with round numbers: every character advances 10 points, a space 5, a line break 0,
/// the ellipsis 10. It counts its calls, so tests can check what the cache saves.
final class FixedWidthMeasurer: TextMeasurer {
  private let calls = Mutex(0)

  var callCount: Int { calls.withLock { $0 } }

  func advances(of characters: [Character], in font: Font) -> [CGFloat] {
    calls.withLock { $0 += 1 }
    return characters.map { $0.isNewline ? 0 : $0 == " " ? 5 : 10 }
  }
}

/// A root view of `width` × `height` with `scale` as its display scale (0: unspecified).
func makeRoot(
  width: CGFloat = 320, height: CGFloat = 480, scale: CGFloat = 2,
  direction: UserInterfaceLayoutDirection = .leftToRight,
  category: ContentSizeCategory = .large
) -> View {
  let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
  var traits = TraitCollection(layoutDirection: direction, displayScale: scale)
  traits.preferredContentSizeCategory = category
  root.hostTraitCollection = traits
  return root
}

/// A label with `text`, added to `root` and pinned to its top and leading edges (and trailing
/// edge when `pinTrailing`).
@discardableResult
func addLabel(
  _ text: String?, to root: View, lines: Int = 1, inset: CGFloat = 0, pinTrailing: Bool = false,
  measurer: (any TextMeasurer)? = nil
) -> Label {
  let label = Label()
  label.text = text
  label.numberOfLines = lines
  label.textMeasurer = measurer
  label.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(label)
  var constraints = [
    label.topAnchor.constraint(equalTo: root.topAnchor, constant: inset),
    label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: inset),
  ]
  if pinTrailing {
    constraints.append(
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -inset))
  }
  LayoutConstraint.activate(constraints)
  return label
}

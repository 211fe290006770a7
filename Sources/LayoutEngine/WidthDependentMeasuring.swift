/// A view whose intrinsic size depends on the width it is laid out at (a multi-line label that
/// wraps at its width), measured in two passes: first at an unlimited width, then at the width
/// that pass gave it.
///
/// A view that measured again only at its own last width would keep its history: a label that
/// hugs its text (its width is its widest line's) never grows into room that opens beside it, so
/// a live tree and a fresh build of the same state would differ. The engine therefore asks every
/// such view to start over — ``measureFromUnlimitedWidth()`` — at the start of a layout that
/// changes what is solved, once the view has called ``View/noteIntrinsicSizeDependsOnWidth()``.
/// UIKit measures its labels in two passes too; when it starts them over is not public, so these
/// triggers are a choice (Documentation/Text.md, "Two passes and history"; Decisions.md,
/// "Measuring again on a live host").
package protocol WidthDependentMeasuring: AnyObject {
  /// Makes the next layout pass read the intrinsic size at an unlimited width, and the view then
  /// measure again at the width that pass gives it.
  func measureFromUnlimitedWidth()
}

import Foundation
import LayoutEngine

/// Checks that `view.frame` is `expected` within `accuracy` on every edge; on failure reports both
/// frames at the caller's line. Works under Swift Testing and XCTest.
///
/// ```swift
/// expectFrame(title, CGRect(x: 16, y: 64, width: 343, height: 44))
/// ```
@discardableResult
public func expectFrame(
  _ view: View, _ expected: CGRect, accuracy: CGFloat = 0.001, fileID: String = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
  expectRect(
    view.frame, expected, accuracy: accuracy, subject: "\(view.layoutName).frame",
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Checks a guide's `layoutFrame`.
@discardableResult
public func expectFrame(
  _ guide: LayoutGuide, _ expected: CGRect, accuracy: CGFloat = 0.001, fileID: String = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
  expectRect(
    guide.layoutFrame, expected, accuracy: accuracy, subject: "\(guide.layoutName).layoutFrame",
    at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Checks insets (a safe area or margins) within `accuracy` on every edge.
@discardableResult
public func expectInsets(
  _ actual: EdgeInsets, _ expected: EdgeInsets, accuracy: CGFloat = 0.001,
  _ subject: String = "insets",
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> Bool {
  let close =
    abs(actual.top - expected.top) <= accuracy && abs(actual.left - expected.left) <= accuracy
    && abs(actual.bottom - expected.bottom) <= accuracy
    && abs(actual.right - expected.right) <= accuracy
  if !close {
    recordLayoutFailure(
      "\(subject) is \(actual), expected \(expected) (accuracy \(formatPoints(accuracy)))",
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
  return close
}

func expectRect(
  _ actual: CGRect, _ expected: CGRect, accuracy: CGFloat, subject: String, at site: CallSite
) -> Bool {
  let close =
    abs(actual.minX - expected.minX) <= accuracy && abs(actual.minY - expected.minY) <= accuracy
    && abs(actual.width - expected.width) <= accuracy
    && abs(actual.height - expected.height) <= accuracy
  if !close {
    recordLayoutFailure(
      "\(subject) is \(formatRect(actual)), expected \(formatRect(expected)) "
        + "(accuracy \(formatPoints(accuracy)))", at: site)
  }
  return close
}

import LayoutTesting
import Testing

/// A 320 × 200 root holding three labels laid out by frame: `name` and `date` overlap, `badge`
/// overlaps `date` and sticks out of the root on the right.
private func screen() -> View {
  let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
  root.accessibilityIdentifier = "root"
  for (id, frame) in [
    ("name", CGRect(x: 0, y: 0, width: 100, height: 21)),
    ("date", CGRect(x: 80, y: 10, width: 100, height: 21)),
    ("badge", CGRect(x: 170, y: 0, width: 160, height: 21)),
  ] {
    let label = Label(frame: frame)
    label.text = "x"
    label.accessibilityIdentifier = id
    root.addSubview(label)
  }
  root.layoutIfNeeded()
  return root
}

private func kinds(_ problems: [LayoutProblem]) -> [String] {
  problems.map { "\($0.kind): \($0.views.joined(separator: ", "))" }
}

@Suite struct LayoutExemptionTests {
  @Test func withoutExemptionsEveryProblemIsReported() {
    #expect(
      kinds(layoutProblems(in: screen())) == [
        "outside superview: badge, root", "overlapping content: name, date",
        "overlapping content: date, badge",
      ])
  }

  @Test func aPairExemptsOnlyTheOverlapOfThoseTwo() {
    let problems = layoutProblems(in: screen(), exempting: [.pair("date", "name")])
    #expect(
      kinds(problems) == ["outside superview: badge, root", "overlapping content: date, badge"])
  }

  @Test func aViewExemptsItsProblemsOfTheGivenChecksOnly() {
    let problems = layoutProblems(
      in: screen(), exempting: [.view("badge", from: .outsideSuperview)])
    #expect(
      kinds(problems) == [
        "overlapping content: name, date", "overlapping content: date, badge",
      ])
    let everything = layoutProblems(in: screen(), exempting: [.view("badge")])
    #expect(kinds(everything) == ["overlapping content: name, date"])
  }

  @Test func exemptionsApplyToEveryLayoutOfADataRun() {
    let width = DataField("width", [CGFloat(100), 200])
    let failures = layoutProblems(
      forEach: LayoutData(width), exempting: [.view("wide", from: .outsideSuperview)]
    ) { combination in
      let card = View()
      card.accessibilityIdentifier = "card"
      let wide = View(frame: CGRect(x: 0, y: 0, width: 1000, height: 10))
      wide.accessibilityIdentifier = "wide"
      card.addSubview(wide)
      card.heightAnchor.constraint(equalToConstant: combination[width]).isActive = true
      return card
    }
    #expect(failures.isEmpty, "\(failures.map(\.description))")
  }

  @Test func anExemptionDescribesItself() {
    #expect(
      LayoutExemption.pair("a", "b").description == "\"a\" and \"b\" from overlappingContent")
    #expect(
      LayoutExemption.view("a", from: [.truncatedText, .emptyContent]).description
        == "\"a\" from [truncatedText, emptyContent]")
  }
}

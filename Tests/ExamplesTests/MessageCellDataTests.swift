import Components
import Foundation
import LayoutTesting
import Testing
import TrellisExamples
import ViewHost

private let sender = DataField<String?>("sender", .strings)
private let time = DataField("time", ["09:12", "Yesterday", "Sunday, 23 November 2026"])
private let text = DataField<String?>("text", .strings)
private let messageData = LayoutData(sender, time, text)

/// message-feed's table with one message cell, filled from a data combination.
private final class OneMessageController: ViewController, TableViewDataSource {
  let combination: DataCombination
  let table = TableView(frame: .zero, style: .plain)

  init(_ combination: DataCombination) {
    self.combination = combination
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    table.register(MessageCell.self, forCellReuseIdentifier: "message")
    table.dataSource = self
    table.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(table)
    LayoutConstraint.activate([
      table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      table.topAnchor.constraint(equalTo: view.topAnchor),
      table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    if let cell = cell as? MessageCell {
      cell.accessibilityIdentifier = "message"
      cell.name.accessibilityIdentifier = "name"
      cell.time.accessibilityIdentifier = "time"
      cell.body.accessibilityIdentifier = "body"
      cell.name.text = combination[sender]
      cell.time.text = combination[time]
      cell.body.text = combination[text]
    }
    return cell
  }
}

/// message-feed's cell over generated data: every sender and text from the ready-made strings and
/// three times, pairwise (64 combinations), on a small and a notched phone in both orientations.
@Suite struct MessageCellDataTests {
  static let phones = LayoutMatrix(devices: [
    HostConfiguration.iPhoneSE3, HostConfiguration.iPhoneX,
  ])

  @Test func theOnlyProblemIsALongNameTruncatingBesideTheTime() {
    let failures = layoutProblems(forEach: messageData, in: Self.phones) {
      OneMessageController($0)
    }
    // The one-line name gives way to the time, which keeps its whole width (by design).
    let unexpected = failures.flatMap { failure in
      failure.problems.filter { !($0.kind == .truncatedText && $0.views == ["name"]) }.map {
        "\(failure.combination.position) on \(failure.configuration.name ?? ""): \($0)"
      }
    }
    #expect(unexpected.isEmpty, "\(unexpected.joined(separator: "\n"))")
    #expect(!failures.isEmpty)
    #expect(failures.allSatisfy { ($0.combination[sender]?.count ?? 0) > "Title".count })
  }

  /// What the generated data found: with no sender the name label had no height, so the text moved
  /// up under the time and overlapped it. The text now stays under the time as well.
  @Test func withoutASenderTheTextStaysUnderTheTime() throws {
    let combination = try #require(messageData.combination(2))
    #expect(
      combination.description
        == "sender: nil, time: \"Sunday, 23 November 2026\", text: \"Title\"")
    expectNoLayoutProblems(forEach: messageData, only: 2, in: Self.phones) {
      OneMessageController($0)
    }
  }
}

#if canImport(UIKit)
  import UIKit
#else
  import TrellisUIKit
#endif

/// A dashboard in a vertical scroll view under the safe area's top: a content view as wide as the
/// scroll view holding, 20 points from its sides, a 28-point bold greeting of two lines, 30 points
/// below it a 100-point row of three equal tiles 16 apart (a 24-point bold count 16 points from
/// the tile's top and a 14-point caption 4 points under it and 16 above the bottom, both centred),
/// 30 points below a 20-point bold heading, and 16 below that a table of four default rows with
/// disclosure indicators, 44 points each, that does not scroll, 20 points above the content's
/// bottom. ZhgChgLi/github-actions-ci-cd-demo's home screen (2025), written here from the
/// recording's setup: the sizes, fonts, spacing and texts.
final class DashboardViewController: UIViewController, UITableViewDataSource {
  let scrollView = UIScrollView()
  let contentView = UIView()
  let greetingLabel = UILabel()
  let tilesStack = UIStackView()
  let headingLabel = UILabel()
  let activityTable = UITableView()
  private let activities = ["完成任務 A", "更新個人資料", "加入新專案", "收到新訊息"]

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    scrollView.showsVerticalScrollIndicator = false
    view.addSubview(scrollView)
    scrollView.addSubview(contentView)

    greetingLabel.font = .boldSystemFont(ofSize: 28)
    greetingLabel.numberOfLines = 0
    tilesStack.axis = .horizontal
    tilesStack.distribution = .fillEqually
    tilesStack.spacing = 16
    for (caption, count, color) in [
      ("任務", "12", UIColor.systemBlue), ("完成", "8", .systemGreen), ("進行中", "4", .systemOrange),
    ] {
      tilesStack.addArrangedSubview(tile(caption: caption, count: count, color: color))
    }
    headingLabel.font = .boldSystemFont(ofSize: 20)
    headingLabel.text = "最近活動"
    activityTable.dataSource = self
    activityTable.register(UITableViewCell.self, forCellReuseIdentifier: "activity")
    activityTable.isScrollEnabled = false
    activityTable.backgroundColor = .clear
    for part in [greetingLabel, tilesStack, headingLabel, activityTable] as [UIView] {
      contentView.addSubview(part)
    }

    for part in [scrollView, contentView, greetingLabel, tilesStack, headingLabel, activityTable]
      as [UIView]
    {
      part.translatesAutoresizingMaskIntoConstraints = false
    }
    var constraints = [
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      contentView.topAnchor.constraint(equalTo: scrollView.topAnchor),
      contentView.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
      contentView.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
      contentView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
      contentView.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
      greetingLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 20),
      tilesStack.topAnchor.constraint(equalTo: greetingLabel.bottomAnchor, constant: 30),
      tilesStack.heightAnchor.constraint(equalToConstant: 100),
      headingLabel.topAnchor.constraint(equalTo: tilesStack.bottomAnchor, constant: 30),
      activityTable.topAnchor.constraint(equalTo: headingLabel.bottomAnchor, constant: 16),
      activityTable.heightAnchor.constraint(equalToConstant: CGFloat(activities.count) * 44),
      activityTable.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -20),
    ]
    for part in [greetingLabel, tilesStack, headingLabel, activityTable] as [UIView] {
      constraints += [
        part.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
        part.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
      ]
    }
    NSLayoutConstraint.activate(constraints)
    greetingLabel.text = "歡迎回來，張小明！\n今天是美好的一天"
  }

  private func tile(caption: String, count: String, color: UIColor) -> UIView {
    let tile = UIView()
    tile.backgroundColor = color.withAlphaComponent(0.1)
    tile.layer.cornerRadius = 12
    let countLabel = UILabel()
    countLabel.text = count
    countLabel.font = .boldSystemFont(ofSize: 24)
    countLabel.textColor = color
    countLabel.textAlignment = .center
    let captionLabel = UILabel()
    captionLabel.text = caption
    captionLabel.font = .systemFont(ofSize: 14)
    captionLabel.textColor = .systemGray
    captionLabel.textAlignment = .center
    for label in [countLabel, captionLabel] {
      label.translatesAutoresizingMaskIntoConstraints = false
      tile.addSubview(label)
    }
    NSLayoutConstraint.activate([
      countLabel.topAnchor.constraint(equalTo: tile.topAnchor, constant: 16),
      countLabel.centerXAnchor.constraint(equalTo: tile.centerXAnchor),
      captionLabel.topAnchor.constraint(equalTo: countLabel.bottomAnchor, constant: 4),
      captionLabel.centerXAnchor.constraint(equalTo: tile.centerXAnchor),
      captionLabel.bottomAnchor.constraint(equalTo: tile.bottomAnchor, constant: -16),
    ])
    return tile
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    activities.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "activity", for: indexPath)
    cell.textLabel?.text = activities[indexPath.row]
    cell.accessoryType = .disclosureIndicator
    return cell
  }
}

import LayoutTesting  // only Trellis: Components, ViewHost and Foundation come with it
import Testing

/// A correct cell: an image view and two labels in the content view's layout margins, the labels
/// wrapping, the image at the top.
final class ProfileCell: TableViewCell {
  let photo = ImageView(image: Image(size: CGSize(width: 44, height: 44)))
  let name = Label()
  let bio = Label()
  /// Deactivated, breaks the cell: nothing places the name vertically.
  private(set) var nameTop: LayoutConstraint!

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    name.numberOfLines = 0
    bio.numberOfLines = 0
    bio.font = .preferredFont(forTextStyle: .subheadline)
    for view in [photo, name, bio] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    let margins = contentView.layoutMarginsGuide
    nameTop = name.topAnchor.constraint(equalTo: margins.topAnchor)
    LayoutConstraint.activate([
      nameTop,
      photo.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      photo.topAnchor.constraint(equalTo: margins.topAnchor),
      photo.widthAnchor.constraint(equalToConstant: 44),
      photo.heightAnchor.constraint(equalToConstant: 44),
      photo.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
      name.leadingAnchor.constraint(equalTo: photo.trailingAnchor, constant: 12),
      name.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      bio.leadingAnchor.constraint(equalTo: name.leadingAnchor),
      bio.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      bio.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 4),
      bio.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// The same content as a collection view cell.
final class ProfileItem: CollectionViewCell {
  let name = Label()
  let bio = Label()

  override init(frame: CGRect) {
    super.init(frame: frame)
    name.numberOfLines = 0
    bio.numberOfLines = 0
    for view in [name, bio] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    let margins = contentView.layoutMarginsGuide
    LayoutConstraint.activate([
      name.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      name.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      name.topAnchor.constraint(equalTo: margins.topAnchor),
      bio.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      bio.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      bio.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 4),
      bio.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

private let name = DataField<String?>("name", .strings)
private let bio = DataField<String?>("bio", .strings)

/// Cells returned from `make` are laid out as their list lays them out (issue 24).
@Suite struct CellSubjectTests {
  /// The new user's test, as written in the issue.
  @Test func profileCell() {
    expectNoLayoutProblems(forEach: LayoutData(name, bio)) { combination in
      let cell = ProfileCell(style: .default, reuseIdentifier: nil)
      cell.name.text = combination[name]
      cell.bio.text = combination[bio]
      return cell
    }
  }

  @Test func aCorrectCellPassesOnThreeDevicesInBothOrientationsAndDirections() {
    let matrix = LayoutMatrix(
      devices: [.iPhoneSE3, .iPhoneX, .iPadPro11], layoutDirections: [.leftToRight, .rightToLeft])
    let failures = layoutProblems(forEach: LayoutData(name, bio), in: matrix) { combination in
      let cell = ProfileCell(style: .default, reuseIdentifier: nil)
      cell.name.text = combination[name]
      cell.bio.text = combination[bio]
      return cell
    }
    #expect(failures.isEmpty, "\(failures.first.map(\.description) ?? "")")
  }

  @Test func theCellIsSizedAsTheTableSizesItsRow() {
    let cell = ProfileCell(style: .default, reuseIdentifier: nil)
    cell.name.text = "Ada"
    cell.bio.text = "Mathematician"
    LayoutMatrix.iPhoneSE3Portrait.run(
      { cell },
      { _, subject in
        #expect(subject === cell)
        // The table's width, the row's fitting height: 11 + 44 (the photo) + 11 (the separator
        // is drawn over the content view's last pixel).
        #expect(cell.frame.width == 375)
        #expect(cell.frame.height == 66)
        // The content view placed by the cell: the whole row; margins 16 by
        // width (UIKit's system side margin at 375 points) and 11 at the top and bottom.
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 66))
        #expect(cell.photo.frame.minX == 16)
        #expect(cell.photo.frame.minY == 11)
      })
    // Named after its type while it was checked, then given back its (absent) identifier.
    #expect(cell.accessibilityIdentifier == nil)
  }

  @Test func aLandscapeNotchInsetsTheContentViewLikeATableRow() {
    let cell = ProfileCell(style: .default, reuseIdentifier: nil)
    LayoutMatrix(devices: [.iPhoneX], orientations: [.landscape]).run(
      { cell },
      { _, _ in
        // iPhone X landscape: 812 wide, safe area 44 on each side; the content view keeps out of it.
        #expect(cell.frame.width == 812)
        #expect(cell.contentView.frame.minX == 44)
        #expect(cell.contentView.frame.width == CGFloat(724))
      })
  }

  @Test func aBrokenCellFailsOnceWithTheCellsName() {
    let issues = IssueCounter()
    withKnownIssue {
      expectNoLayoutProblems(forEach: LayoutData(name, bio)) { combination in
        let cell = ProfileCell(style: .default, reuseIdentifier: nil)
        cell.nameTop.isActive = false
        cell.name.text = combination[name]
        cell.bio.text = combination[bio]
        return cell
      }
    } matching: { issue in
      issues.add(issue.comments.map(\.rawValue).joined(), line: 0)
      return true
    }
    let messages = issues.comments
    #expect(messages.count == 1)
    let message = messages.first ?? ""
    #expect(message.contains("in 64 of 64 layouts"), "\(message)")
    #expect(message.contains("ambiguous layout: ProfileCell.contentView.subviews[1]"), "\(message)")
  }

  @Test func aCellAloneIsCheckedAsARowOfATable() {
    let cell = ProfileCell(style: .default, reuseIdentifier: nil)
    cell.name.text = "A name long enough to wrap over two lines on the narrowest phone"
    #expect(layoutProblems(in: cell).isEmpty)
    #expect(cell.superview == nil)
    let broken = ProfileCell(style: .default, reuseIdentifier: nil)
    broken.nameTop.isActive = false
    let problems = layoutProblems(in: broken)
    #expect(problems.map(\.kind).contains(.ambiguousLayout))
    #expect(problems.allSatisfy { $0.views.allSatisfy { $0.hasPrefix("ProfileCell") } })
  }

  @Test func aCollectionViewCellIsAFullWidthListItem() {
    let failures = layoutProblems(
      forEach: LayoutData(name, bio), in: LayoutMatrix(devices: [.iPhoneSE3, .iPhoneX])
    ) { combination in
      let cell = ProfileItem(frame: .zero)
      cell.name.text = combination[name]
      cell.bio.text = combination[bio]
      return cell
    }
    #expect(failures.isEmpty, "\(failures.first.map(\.description) ?? "")")
    let item = ProfileItem(frame: .zero)
    item.name.text = "Ada"
    LayoutMatrix.iPhoneSE3Portrait.run(
      { item },
      { _, subject in
        #expect(subject === item)
        #expect(item.frame.width == 375)
        #expect(item.frame.height > 0)
        #expect(item.contentView.frame == item.bounds)
      })
  }

  @Test func aCollectionViewCellWithASizeKeepsIt() {
    let item = ProfileItem(frame: CGRect(x: 0, y: 0, width: 120, height: 90))
    item.name.text = "Ada"
    LayoutMatrix.iPhoneSE3Portrait.run(
      { item },
      { _, _ in
        #expect(item.frame.size == CGSize(width: 120, height: 90))
      })
  }

  @Test func aHeaderViewIsASectionHeaderOfATable() {
    let header = TableViewHeaderFooterView(reuseIdentifier: nil)
    header.textLabel?.text = "Recent"
    LayoutMatrix.iPhoneSE3Portrait.run(
      { header },
      { _, subject in
        #expect(subject === header)
        #expect(header.frame.width == 375)
        #expect(header.frame.height > 0)
      })
    #expect(layoutProblems(in: header).isEmpty)
  }

  @Test func aCellSnapshotIsTheRowAtItsFrame() {
    LayoutMatrix(devices: [.iPhoneSE3, .iPhoneX], layoutDirections: [.leftToRight, .rightToLeft])
      .expectSnapshots(of: {
        let cell = ProfileCell(style: .default, reuseIdentifier: nil)
        cell.name.text = "Ada Lovelace"
        cell.bio.text = "Wrote the first published program, for the Analytical Engine, in 1843."
        return cell
      })
  }

  @Test func devicesAreValuesWithStaticMembers() {
    let matrix = LayoutMatrix(devices: [.iPhoneSE3, .iPhoneX])
    #expect(
      matrix.configurations.map(\.name) == [
        "iPhone SE (2nd/3rd gen) portrait", "iPhone SE (2nd/3rd gen) landscape",
        "iPhone X/XS/11 Pro portrait", "iPhone X/XS/11 Pro landscape",
      ])
    let old = LayoutMatrix(devices: [HostConfiguration.iPhoneSE3, HostConfiguration.iPhoneX])
    #expect(old.configurations.map(\.name) == matrix.configurations.map(\.name))
  }
}

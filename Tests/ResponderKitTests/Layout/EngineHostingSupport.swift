import Foundation
import ResponderKit

/// LY36 test support: rows of four kinds of self-sizing cells and collection items of varied sizes.
@MainActor
final class HostingRows: NSObject, UITableViewDataSource, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout
{
    struct Model {
        var kind: Int
        var height: CGFloat
        var priority: Float
        var text: String
        var hidden: Bool

        init(_ random: inout IncrementalSubtreeTests.Seeded) {
            kind = Int.random(in: 0..<4, using: &random)
            height = CGFloat(Int.random(in: 12...80, using: &random))
            priority = [250, 750, 999].randomElement(using: &random)!
            text = String(repeating: "word ", count: Int.random(in: 1...24, using: &random))
            hidden = Bool.random(using: &random)
        }
    }

    var models: [Model]
    /// The collection's items: changed only with a reload.
    var items: [Model]

    init(_ random: inout IncrementalSubtreeTests.Seeded, count: Int) {
        models = (0..<count).map { _ in Model(&random) }
        items = models
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { models.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let model = models[indexPath.row]
        switch model.kind {
        case 0, 3:
            let identifier = model.kind == 0 ? "box" : "rbox"
            let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
            (cell as? HostingBoxCell)?.configure(model)
            return cell
        case 1:
            let cell = tableView.dequeueReusableCell(withIdentifier: "label", for: indexPath)
            (cell as? HostingLabelCell)?.label.text = model.text
            return cell
        default:
            let cell = tableView.dequeueReusableCell(withIdentifier: "stack", for: indexPath)
            (cell as? HostingStackCell)?.configure(model)
            return cell
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        (cell as? HostingItemCell)?.label.text = String(items[indexPath.item].text.prefix(12))
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: 40 + items[indexPath.item].height, height: 30 + items[indexPath.item].height / 2)
    }
}

/// A box pinned inside the content view; its height (and that constraint's priority) per row.
class HostingBoxCell: UITableViewCell {
    let box = UIView()
    lazy var boxHeight = box.heightAnchor.constraint(equalToConstant: 20)

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        boxHeight.priority = UILayoutPriority(Self.heightPriority)
        let trailing = box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16)
        trailing.priority = .defaultHigh
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            trailing, box.widthAnchor.constraint(lessThanOrEqualToConstant: 300), boxHeight,
        ])
    }

    required init?(coder: NSCoder) { nil }

    class var heightPriority: Float { 999 }

    func configure(_ model: HostingRows.Model) {
        boxHeight.constant = model.height
        if boxHeight.priority.rawValue != model.priority, Self.heightPriority < 1000 {
            boxHeight.priority = UILayoutPriority(model.priority)
        }
    }
}

/// The same with a required height: a reused cell's new height contradicts its old frame until the table
/// has set the new one.
final class HostingRequiredBoxCell: HostingBoxCell {
    override class var heightPriority: Float { 1000 }
}

/// A wrapping label pinned to the content view's margins (a guide, and an intrinsic size).
final class HostingLabelCell: UITableViewCell {
    let label = UILabel()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A horizontal stack of labels, one of them hidden on some rows.
final class HostingStackCell: UITableViewCell {
    let stack = UIStackView()
    let labels = [UILabel(), UILabel(), UILabel()]

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        stack.axis = .horizontal
        stack.spacing = 6
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        for label in labels { stack.addArrangedSubview(label) }
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) { nil }

    func configure(_ model: HostingRows.Model) {
        for (index, label) in labels.enumerated() { label.text = String(model.text.prefix(6 + index * 5)) }
        labels[1].isHidden = model.hidden
    }
}

/// A collection item: a label in an inset box.
final class HostingItemCell: UICollectionViewCell {
    let label = UILabel()
    let box = UIView()
    lazy var inset = box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 4)

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [box, label] as [UIView] { view.translatesAutoresizingMaskIntoConstraints = false }
        contentView.addSubview(box)
        box.addSubview(label)
        NSLayoutConstraint.activate([
            inset, box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -4),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
            // Not centred: in a collection's fractional frames a centred edge can fall on a half pixel,
            // where window coordinates' rounding noise decides (LY21), and the oracle would not be exact.
            label.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 2),
            label.topAnchor.constraint(equalTo: box.topAnchor, constant: 2),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

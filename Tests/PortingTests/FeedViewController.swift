// Written as an iOS file would be; the only changes from iOS are target-action spelling (SPEC A):
// `#selector(...)` with `@objc func` became function references, and the cell's
// `init(style:reuseIdentifier:)` is `required` (README, porting notes).
import UIKit

/// A to-do row: a wrapping title, a small like button with an enlarged touch target, and a switch.
final class ItemCell: UITableViewCell {
    static let reuseIdentifier = "ItemCell"

    let titleLabel = UILabel()
    let likeButton = UIButton(type: .system)
    let notifySwitch = UISwitch()
    var likeHandler: (() -> Void)?
    var toggleHandler: ((Bool) -> Void)?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.numberOfLines = 0
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.textColor = .label
        likeButton.setTitle("♥", for: .normal)
        likeButton.tintColor = .systemPink
        likeButton.addTarget(self, action: ItemCell.likeTapped, for: .touchUpInside)
        notifySwitch.addTarget(self, action: ItemCell.switchChanged, for: .valueChanged)
        for subview in [titleLabel, likeButton, notifySwitch] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            likeButton.leadingAnchor.constraint(equalTo: titleLabel.trailingAnchor, constant: 8),
            likeButton.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            likeButton.widthAnchor.constraint(equalToConstant: 24),
            likeButton.heightAnchor.constraint(equalToConstant: 24),
            notifySwitch.leadingAnchor.constraint(equalTo: likeButton.trailingAnchor, constant: 12),
            notifySwitch.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            notifySwitch.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        notifySwitch.isOn = false
        likeHandler = nil
        toggleHandler = nil
    }

    /// The like button is 24 pt: touches within 10 pt of it count as on it.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let inButton = convert(point, to: likeButton)
        if !likeButton.isHidden && likeButton.bounds.insetBy(dx: -10, dy: -10).contains(inButton) {
            return likeButton
        }
        return super.hitTest(point, with: event)
    }

    func likeTapped() {
        likeHandler?()
    }

    func switchChanged(_ sender: UISwitch) {
        toggleHandler?(sender.isOn)
    }
}

/// Two pages side by side: a list of items, and a detail card that a flick down closes (the card's
/// drag waits for the flick to fail). A tap anywhere ends editing, but never takes a control's tap.
final class FeedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate,
    UIGestureRecognizerDelegate
{
    let pager = UIScrollView()
    let tableView = UITableView(frame: .zero, style: .plain)
    let detailView = UIView()
    let closeSwipe = UISwipeGestureRecognizer()
    let cardPan = UIPanGestureRecognizer()
    let items = (0..<40).map { "Item \($0)" }

    private(set) var liked: [Int] = []
    private(set) var toggled: [String] = []
    private(set) var selected: [Int] = []
    private(set) var backgroundTaps = 0
    private(set) var closes = 0
    private(set) var cardDrags = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        pager.isPagingEnabled = true
        pager.showsHorizontalScrollIndicator = false
        pager.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pager)

        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(ItemCell.self, forCellReuseIdentifier: ItemCell.reuseIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 60
        tableView.translatesAutoresizingMaskIntoConstraints = false
        pager.addSubview(tableView)

        detailView.backgroundColor = .secondarySystemBackground
        detailView.layer.cornerRadius = 12
        detailView.translatesAutoresizingMaskIntoConstraints = false
        pager.addSubview(detailView)

        NSLayoutConstraint.activate([
            pager.topAnchor.constraint(equalTo: view.topAnchor),
            pager.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pager.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            pager.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tableView.topAnchor.constraint(equalTo: pager.contentLayoutGuide.topAnchor),
            tableView.bottomAnchor.constraint(equalTo: pager.contentLayoutGuide.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: pager.contentLayoutGuide.leadingAnchor),
            tableView.widthAnchor.constraint(equalTo: pager.frameLayoutGuide.widthAnchor),
            tableView.heightAnchor.constraint(equalTo: pager.frameLayoutGuide.heightAnchor),
            detailView.topAnchor.constraint(equalTo: pager.contentLayoutGuide.topAnchor),
            detailView.leadingAnchor.constraint(equalTo: tableView.trailingAnchor),
            detailView.trailingAnchor.constraint(equalTo: pager.contentLayoutGuide.trailingAnchor),
            detailView.widthAnchor.constraint(equalTo: pager.frameLayoutGuide.widthAnchor),
            detailView.heightAnchor.constraint(equalTo: pager.frameLayoutGuide.heightAnchor),
        ])

        let endEditingTap = UITapGestureRecognizer(target: self, action: FeedViewController.backgroundTapped)
        endEditingTap.cancelsTouchesInView = false
        endEditingTap.delegate = self
        view.addGestureRecognizer(endEditingTap)

        closeSwipe.direction = .down
        closeSwipe.addTarget(self, action: FeedViewController.closeDetail)
        detailView.addGestureRecognizer(closeSwipe)
        cardPan.addTarget(self, action: FeedViewController.dragCard)
        cardPan.require(toFail: closeSwipe)
        detailView.addGestureRecognizer(cardPan)
    }

    func backgroundTapped() {
        backgroundTaps += 1
        view.endEditing(true)
    }

    func closeDetail() {
        closes += 1
        pager.setContentOffset(.zero, animated: true)
    }

    func dragCard(_ pan: UIPanGestureRecognizer) {
        if pan.state == .began { cardDrags += 1 }
        detailView.transform = CGAffineTransform(translationX: 0, y: max(0, pan.translation(in: view).y))
        if pan.state == .ended || pan.state == .cancelled {
            UIView.animate(withDuration: 0.25) { self.detailView.transform = .identity }
        }
    }

    // MARK: UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: ItemCell.reuseIdentifier, for: indexPath) as! ItemCell
        cell.titleLabel.text = items[indexPath.row]
        cell.accessoryType = .none
        cell.likeHandler = { [weak self] in self?.liked.append(indexPath.row) }
        cell.toggleHandler = { [weak self] isOn in self?.toggled.append("\(indexPath.row) \(isOn ? "on" : "off")") }
        return cell
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath.row)
        tableView.deselectRow(at: indexPath, animated: true)
    }

    // MARK: UIGestureRecognizerDelegate

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        !(touch.view is UIControl)
    }
}

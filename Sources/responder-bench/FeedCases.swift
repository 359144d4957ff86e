import Foundation
import ResponderKit

/// `frame.feed`: one frame of the example app's feed (Examples/Driftwood, `FeedViewController` and
/// `FeedCell`) while a finger drags it: the move's dispatch, the scroll, the rows coming into view
/// dequeued, configured and laid out by Auto Layout in their cells, and the display pass recording the
/// relabelled labels' drawing. responder-bench cannot depend on the app's package (it is compiled through
/// the porting plugin), so the feed is built here as the app builds it: a table view controller in a
/// navigation controller, 92 pt rows of `FeedCell` (an image view, three labels and a like button placed
/// with anchors), a refresh control and a `contentOffset` observation. Goal: ≤ 2 ms in release (BENCHMARKS.md).
@MainActor enum FeedScenes {
    struct Photo {
        let id: Int
        let title: String
        let author: String
        let place: String
        var likes: Int
        var isLiked: Bool
        let tint: UIColor

        /// The app's deterministic sample photos (`Photo.sample(id:)`).
        static func sample(id: Int) -> Photo {
            let places = ["Big Sur", "Lofoten", "Torres del Paine", "Skye", "Dolomites", "Banff", "Tasman Bay"]
            let subjects = [
                "Driftwood at dawn", "Low tide", "Ridge line", "Fog over the bay", "Basalt steps", "Cold lake",
            ]
            let authors = ["mara", "teo", "ines", "jun", "odile", "sam"]
            let tints: [UIColor] = [.systemTeal, .systemOrange, .systemIndigo, .systemGreen, .systemPink, .systemBrown]
            return Photo(
                id: id, title: subjects[id % subjects.count], author: authors[(id * 7) % authors.count],
                place: places[(id * 3) % places.count], likes: (id * 37) % 250, isLiked: false,
                tint: tints[id % tints.count])
        }
    }

    class FeedCell: UITableViewCell {
        static let reuseIdentifier = "FeedCell"
        let photoView = UIImageView()
        let titleLabel = UILabel()
        let detailLabel = UILabel()
        let likeButton = UIButton(type: .system)
        let likesLabel = UILabel()
        var likes = 0

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            photoView.contentMode = .scaleAspectFill
            photoView.clipsToBounds = true
            photoView.layer.cornerRadius = 8
            titleLabel.font = .preferredFont(forTextStyle: .headline)
            titleLabel.adjustsFontForContentSizeCategory = true
            detailLabel.font = .preferredFont(forTextStyle: .subheadline)
            detailLabel.textColor = .secondaryLabel
            detailLabel.adjustsFontForContentSizeCategory = true
            likesLabel.font = .preferredFont(forTextStyle: .footnote)
            likesLabel.adjustsFontForContentSizeCategory = true
            likeButton.setImage(UIImage(systemName: "heart"), for: .normal)
            likeButton.setImage(UIImage(systemName: "heart.fill"), for: .selected)
            likeButton.accessibilityLabel = "Like"
            likeButton.addTarget(self, action: FeedCell.likeTapped, for: .touchUpInside)
            for view in [photoView, titleLabel, detailLabel, likeButton, likesLabel] {
                view.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(view)
            }
            NSLayoutConstraint.activate([
                photoView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                photoView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                photoView.widthAnchor.constraint(equalToConstant: 72),
                photoView.heightAnchor.constraint(equalToConstant: 72),
                titleLabel.leadingAnchor.constraint(equalTo: photoView.trailingAnchor, constant: 12),
                titleLabel.topAnchor.constraint(equalTo: photoView.topAnchor),
                titleLabel.trailingAnchor.constraint(equalTo: likeButton.leadingAnchor, constant: -8),
                detailLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
                detailLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
                detailLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
                likeButton.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
                likeButton.centerYAnchor.constraint(equalTo: photoView.centerYAnchor),
                likeButton.widthAnchor.constraint(equalToConstant: 44),
                likeButton.heightAnchor.constraint(equalToConstant: 44),
                likesLabel.centerXAnchor.constraint(equalTo: likeButton.centerXAnchor),
                likesLabel.topAnchor.constraint(equalTo: likeButton.bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }

        override func prepareForReuse() {
            super.prepareForReuse()
            likeButton.isSelected = false
        }

        func configure(with photo: Photo) {
            photoView.backgroundColor = photo.tint
            titleLabel.text = photo.title
            detailLabel.text = "\(photo.place) · @\(photo.author)"
            likeButton.isSelected = photo.isLiked
            likesLabel.text = "\(photo.likes)"
            accessibilityIdentifier = "feed.cell.\(photo.id)"
            likeButton.accessibilityIdentifier = "feed.like.\(photo.id)"
        }

        func likeTapped() { likes += 1 }
    }

    /// A likes badge drawn in `draw(_:)` (DR1), for `frame.feed.drawing`: the app's feed draws nothing itself
    /// (its cells are library views, which are displayed only when marked), so this variant gives each row a
    /// view that records drawing and is marked whenever its row is configured.
    final class BadgeView: UIView {
        var count = 0 {
            didSet { setNeedsDisplay() }
        }

        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            context.setFillColor(UIColor.systemPink.cgColor)
            UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2).fill()
            ("\(count)" as NSString).draw(
                at: CGPoint(x: 6, y: 2), withAttributes: [.font: UIFont.systemFont(ofSize: 11)])
        }
    }

    final class DrawingFeedCell: FeedCell {
        let badge = BadgeView()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            badge.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(badge)
            NSLayoutConstraint.activate([
                badge.trailingAnchor.constraint(equalTo: photoView.trailingAnchor, constant: -4),
                badge.bottomAnchor.constraint(equalTo: photoView.bottomAnchor, constant: -4),
                badge.widthAnchor.constraint(equalToConstant: 32),
                badge.heightAnchor.constraint(equalToConstant: 18),
            ])
        }

        required init?(coder: NSCoder) { nil }

        override func configure(with photo: Photo) {
            super.configure(with: photo)
            badge.count = photo.likes
        }
    }

    final class FeedController: UITableViewController {
        var photos = (0..<1000).map(Photo.sample(id:))
        var configured = 0
        var refreshes = 0
        var scrollToTopShown = false
        var cellClass: FeedCell.Type = FeedCell.self
        private var offsetObservation: NSKeyValueObservation?

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Feed"
            tableView.register(cellClass, forCellReuseIdentifier: FeedCell.reuseIdentifier)
            tableView.rowHeight = 92
            tableView.accessibilityIdentifier = "feed.table"
            let refreshControl = UIRefreshControl()
            refreshControl.addTarget(self, action: FeedController.refreshPulled, for: .valueChanged)
            tableView.refreshControl = refreshControl
            offsetObservation = tableView.observe(\.contentOffset, options: [.new]) { [weak self] tableView, change in
                guard let offset = change.newValue else { return }
                self?.scrollToTopShown = offset.y > tableView.bounds.height
            }
        }

        func refreshPulled(_ sender: UIRefreshControl) {
            refreshes += 1
            sender.endRefreshing()
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            photos.count
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell =
                tableView.dequeueReusableCell(withIdentifier: FeedCell.reuseIdentifier, for: indexPath) as! FeedCell
            cell.configure(with: photos[indexPath.row])
            configured += 1
            return cell
        }
    }

    /// The feed in a navigation controller, scrolled into the middle, one finger down on it.
    static func draggedFeed(cellClass: FeedCell.Type) -> (EventSimulator, FeedController, SimulatedTouch) {
        let simulator = EventSimulator()
        let feed = FeedController(style: .plain)
        feed.cellClass = cellClass
        simulator.window.rootViewController = UINavigationController(rootViewController: feed)
        simulator.advance(by: 0)
        feed.tableView.contentOffset = CGPoint(x: 0, y: 20_000)
        simulator.advance(by: 0)
        let finger = simulator.touchDown(at: CGPoint(x: 200, y: 620))
        for step in 1...2 {  // past the pan's slop: the table is dragging from the first counted frame on
            simulator.move(finger, to: CGPoint(x: 200, y: 620 - 10 * CGFloat(step)))
            simulator.advance(by: 1.0 / 60)
        }
        precondition(feed.tableView.isDragging, "the feed's pan did not begin")
        return (simulator, feed, finger)
    }
}

extension BenchmarkSuite {
    /// One frame: the finger moves 10 pt (up for 50 frames, then down for 50, never lifted, so the table
    /// scrolls about 5 rows each way and rows keep coming into view), then a 1/60 s frame of the virtual
    /// clock (layout, display). `frame.feed.drawing` is the same with a drawn badge in each row.
    func feedCases() -> [BenchCase] {
        var cases: [BenchCase] = []
        for (name, cellClass) in [
            ("frame.feed", FeedScenes.FeedCell.self), ("frame.feed.drawing", FeedScenes.DrawingFeedCell.self),
        ]
        where wanted(name) {
            let (simulator, feed, finger) = FeedScenes.draggedFeed(cellClass: cellClass)
            var frame = 0
            var y: CGFloat = 600
            cases.append(
                BenchCase(
                    name: name, countedOperations: 200,
                    operation: {
                        y += frame % 100 < 50 ? -10 : 10
                        frame += 1
                        simulator.move(finger, to: CGPoint(x: 200, y: y))
                        simulator.advance(by: 1.0 / 60)
                        precondition(feed.tableView.isDragging && simulator.issues.isEmpty)
                    }, baseline: nil))
        }
        return cases
    }
}

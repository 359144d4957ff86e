import UIKit

/// The home feed: newest photos first, pull to refresh, a like button in each row, swipe to delete, and the
/// next page loaded when the user nears the bottom.
final class FeedViewController: UITableViewController {
    let store: PhotoStore
    /// How many rows before the end the next page is asked for.
    static let prefetchDistance = 3

    private var offsetObservation: NSKeyValueObservation?
    private(set) var scrollToTopItem: UIBarButtonItem!

    init(store: PhotoStore) {
        self.store = store
        super.init(style: .plain)
        title = "Feed"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(FeedCell.self, forCellReuseIdentifier: FeedCell.reuseIdentifier)
        tableView.rowHeight = 92
        tableView.accessibilityIdentifier = "feed.table"

        let refreshControl = UIRefreshControl()
        refreshControl.addTarget(self, action: #selector(refreshPulled(_:)), for: .valueChanged)
        tableView.refreshControl = refreshControl

        scrollToTopItem = UIBarButtonItem(
            image: UIImage(systemName: "arrow.up.to.line"), style: .plain, target: self, action: #selector(scrollToTop))
        offsetObservation = tableView.observe(\.contentOffset, options: [.new]) { [weak self] tableView, change in
            guard let offset = change.newValue else { return }
            self?.setScrollToTopShown(offset.y > tableView.bounds.height)
        }

        store.addObserver(self)
        if store.photos.isEmpty {
            store.refresh { [weak self] in
                self?.tableView.reloadData()
            }
        }
    }

    @objc private func refreshPulled(_ sender: UIRefreshControl) {
        store.refresh { [weak self] in
            self?.tableView.reloadData()
            sender.endRefreshing()
        }
    }

    private func setScrollToTopShown(_ shown: Bool) {
        guard shown != (navigationItem.rightBarButtonItem != nil) else { return }
        navigationItem.setRightBarButton(shown ? scrollToTopItem : nil, animated: true)
    }

    @objc private func scrollToTop() {
        tableView.setContentOffset(CGPoint(x: 0, y: -tableView.adjustedContentInset.top), animated: true)
    }

    private func loadNextPageIfNeeded(after row: Int) {
        guard !store.isLoading, row >= store.photos.count - FeedViewController.prefetchDistance else { return }
        store.loadNextPage {}
    }

    // MARK: - Table view data source

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        store.photos.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FeedCell.reuseIdentifier, for: indexPath) as! FeedCell
        cell.configure(with: store.photos[indexPath.row])
        cell.delegate = self
        return cell
    }

    // MARK: - Table view delegate

    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        loadNextPageIfNeeded(after: indexPath.row)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let viewer = PhotoViewerViewController(photo: store.photos[indexPath.row])
        viewer.delegate = self
        present(viewer, animated: true)
    }

    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, sourceView, completion in
            self?.confirmDelete(at: indexPath, from: sourceView, completion: completion)
        }
        delete.image = UIImage(systemName: "trash")
        let configuration = UISwipeActionsConfiguration(actions: [delete])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }
}

extension FeedViewController: FeedCellDelegate {
    func feedCellDidTapLike(_ cell: FeedCell) {
        guard let indexPath = tableView.indexPath(for: cell) else { return }
        store.toggleLike(at: indexPath.row)
        cell.configure(with: store.photos[indexPath.row])
        UIView.animate(withDuration: 0.15, animations: {
            cell.likeButton.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
        }, completion: { _ in
            UIView.animate(withDuration: 0.15) {
                cell.likeButton.transform = .identity
            }
        })
    }
}

extension FeedViewController: PhotoStoreObserver {
    func photoStoreDidChange(_ store: PhotoStore) {
        tableView.reloadData()
    }
}

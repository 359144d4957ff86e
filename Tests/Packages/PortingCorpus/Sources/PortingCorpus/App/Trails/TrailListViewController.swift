//
//  TrailListViewController.swift
//  Trailmate
//

import UIKit

class TrailListViewController: UITableViewController {

    let store: TrailStore
    private(set) var filter: TrailFilter = .all
    private(set) var visibleTrails: [Trail] = []
    private(set) var refreshCount = 0
    private(set) var presentedDetail: TrailDetailViewController?

    let filterControl = UISegmentedControl(items: ["All", "Favourites", "Short"])
    let searchView = TrailSearchView(frame: CGRect(x: 0, y: -52, width: 375, height: 52))
    private(set) var searchQuery = ""

    init(store: TrailStore) {
        self.store = store
        super.init(style: .plain)
        title = "Trails"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TrailCell.self, forCellReuseIdentifier: TrailCell.reuseIdentifier)
        tableView.rowHeight = 60

        filterControl.selectedSegmentIndex = 0
        filterControl.addTarget(self, action: #selector(filterChanged(_:)), for: .valueChanged)
        filterControl.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        navigationItem.titleView = filterControl

        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .refresh, target: self, action: #selector(reloadTrails))
        // Nil target: the app delegate, at the end of the responder chain, shows the form.
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Report", style: .plain, target: nil, action: #selector(AppDelegate.showReportForm(_:)))

        searchView.delegate = self
        tableView.addSubview(searchView)
        tableView.contentInset.top = searchView.bounds.height

        let refreshControl = UIRefreshControl()
        refreshControl.addTarget(self, action: #selector(handleRefresh(_:)), for: .valueChanged)
        self.refreshControl = refreshControl

        NotificationCenter.default.addObserver(
            self, selector: #selector(storeDidChange), name: .trailStoreDidChange, object: store)
        reloadTrails()
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    // MARK: - Actions

    @objc func reloadTrails() {
        visibleTrails = store.trails(matching: filter).filter {
            searchQuery.isEmpty || $0.name.localizedCaseInsensitiveContains(searchQuery)
        }
        tableView.reloadData()
    }

    @objc private func filterChanged(_ sender: UISegmentedControl) {
        filter = TrailFilter(rawValue: sender.selectedSegmentIndex) ?? .all
        reloadTrails()
    }

    @objc private func handleRefresh(_ sender: UIRefreshControl) {
        refreshCount += 1
        // Pretend to hit the network; the spinner stays for a moment so the pull feels acknowledged.
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) { [weak self] in
            self?.reloadTrails()
            sender.endRefreshing()
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        searchView.frame.size.width = tableView.bounds.width
    }

    @objc private func storeDidChange() {
        reloadTrails()
    }

    // MARK: - UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        visibleTrails.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard
            let cell = tableView.dequeueReusableCell(
                withIdentifier: TrailCell.reuseIdentifier, for: indexPath) as? TrailCell
        else {
            return UITableViewCell()
        }
        cell.configure(with: visibleTrails[indexPath.row])
        cell.delegate = self
        return cell
    }

    // MARK: - UITableViewDelegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let detail = TrailDetailViewController(trail: visibleTrails[indexPath.row])
        presentedDetail = detail
        present(detail, animated: false)
    }

    override func tableView(
        _ tableView: UITableView,
        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let trail = visibleTrails[indexPath.row]
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            guard let self = self, let index = self.store.trails.firstIndex(of: trail) else {
                completion(false)
                return
            }
            self.store.remove(at: index)
            completion(true)
        }
        let favorite = UIContextualAction(style: .normal, title: trail.isFavorite ? "Unfavourite" : "Favourite") {
            _, _, completion in
            trail.isFavorite.toggle()
            completion(true)
        }
        favorite.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [delete, favorite])
    }
}

// MARK: - TrailCellDelegate

extension TrailListViewController: TrailCellDelegate {

    func trailCellDidTapFavorite(_ cell: TrailCell) {
        guard let indexPath = tableView.indexPath(for: cell) else { return }
        visibleTrails[indexPath.row].isFavorite.toggle()
        ToastView.show(visibleTrails[indexPath.row].isFavorite ? "Saved" : "Removed", in: view)
    }
}

// MARK: - TrailSearchViewDelegate

extension TrailListViewController: TrailSearchViewDelegate {

    func trailSearchView(_ searchView: TrailSearchView, didSearchFor query: String) {
        searchQuery = query
        reloadTrails()
    }
}

import UIKit

/// Explore: a carousel of featured photos that scrolls sideways, above a three-column grid of everything.
/// A long press on any tile opens its context menu.
final class GridViewController: UIViewController {
    enum Section: Int, CaseIterable {
        case featured, all
    }

    static let featuredCount = 6

    let store: PhotoStore
    private(set) var collectionView: UICollectionView!

    init(store: PhotoStore) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
        title = "Explore"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.backgroundColor = .systemBackground
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.accessibilityIdentifier = "explore.collection"
        collectionView.register(GridCell.self, forCellWithReuseIdentifier: GridCell.reuseIdentifier)
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        store.addObserver(self)
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            switch Section(rawValue: sectionIndex) {
            case .featured:
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = 12
                section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
                return section
            default:
                let columns = environment.container.contentSize.width > 600 ? 5 : 3
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / CGFloat(columns))),
                    subitem: item, count: columns)
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 14, bottom: 14, trailing: 14)
                return section
            }
        }
    }

    func photo(at indexPath: IndexPath) -> Photo {
        store.photos[indexPath.item]
    }

    private func openViewer(for photo: Photo) {
        let viewer = PhotoViewerViewController(photo: photo)
        viewer.delegate = self
        present(viewer, animated: true)
    }
}

extension GridViewController: UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int {
        Section.allCases.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        switch Section(rawValue: section) {
        case .featured: return min(GridViewController.featuredCount, store.photos.count)
        default: return store.photos.count
        }
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: GridCell.reuseIdentifier, for: indexPath) as! GridCell
        let photo = photo(at: indexPath)
        cell.configure(with: photo, showsCaption: indexPath.section == Section.featured.rawValue)
        cell.accessibilityIdentifier = "explore.\(indexPath.section == 0 ? "featured" : "tile").\(photo.id)"
        if cell.interactions.isEmpty {
            cell.addInteraction(UIContextMenuInteraction(delegate: self))
        }
        return cell
    }
}

extension GridViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        openViewer(for: photo(at: indexPath))
    }
}

extension GridViewController: UIContextMenuInteractionDelegate {
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let cell = interaction.view as? UICollectionViewCell,
            let indexPath = collectionView.indexPath(for: cell)
        else { return nil }
        let photo = photo(at: indexPath)
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            let open = UIAction(title: "Open", image: UIImage(systemName: "arrow.up.left.and.arrow.down.right")) { _ in
                self?.openViewer(for: photo)
            }
            let like = UIAction(
                title: photo.isLiked ? "Unlike" : "Like", image: UIImage(systemName: photo.isLiked ? "heart.slash" : "heart")
            ) { _ in
                self?.toggleLike(photoID: photo.id)
            }
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                self?.confirmDelete(photoID: photo.id)
            }
            return UIMenu(title: photo.title, children: [open, like, UIMenu(title: "", options: .displayInline, children: [delete])])
        }
    }

    private func toggleLike(photoID: Int) {
        guard let index = store.photos.firstIndex(where: { $0.id == photoID }) else { return }
        store.toggleLike(at: index)
        collectionView.reloadData()
    }

    private func confirmDelete(photoID: Int) {
        guard let photo = store.photos.first(where: { $0.id == photoID }) else { return }
        let alert = FeedViewController.deleteAlert(for: photo) { [weak self] in
            guard let self = self, let index = self.store.photos.firstIndex(where: { $0.id == photoID }) else { return }
            self.store.remove(at: index)
        }
        present(alert, animated: true)
    }
}

extension GridViewController: PhotoViewerViewControllerDelegate {
    func photoViewerDidRequestDelete(_ viewer: PhotoViewerViewController) {
        let photoID = viewer.photo.id
        let alert = FeedViewController.deleteAlert(for: viewer.photo) { [weak self] in
            guard let self = self, let index = self.store.photos.firstIndex(where: { $0.id == photoID }) else { return }
            self.store.remove(at: index)
            self.dismiss(animated: true)
        }
        viewer.present(alert, animated: true)
    }
}

extension GridViewController: PhotoStoreObserver {
    func photoStoreDidChange(_ store: PhotoStore) {
        collectionView.reloadData()
    }
}

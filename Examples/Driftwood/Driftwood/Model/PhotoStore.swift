import Foundation

protocol PhotoStoreObserver: AnyObject {
    func photoStoreDidChange(_ store: PhotoStore)
}

/// The photos of the feed, loaded a page at a time from a pretend server (a fixed delay on the main queue).
final class PhotoStore {
    static let pageSize = 20
    /// How long the pretend server takes to answer.
    static let latency: TimeInterval = 0.8

    private(set) var photos: [Photo] = []
    private(set) var isLoading = false
    private var nextID = 0
    private var postedCount = 0
    /// Bumped by each refresh, so that answers to older requests are ignored.
    private var generation = 0
    private var observers: [WeakObserver] = []

    func addObserver(_ observer: PhotoStoreObserver) {
        observers.removeAll { $0.value == nil }
        observers.append(WeakObserver(value: observer))
    }

    /// Replaces the photos with the newest page. A page load still in flight is dropped: its answer would
    /// belong to the list being replaced.
    func refresh(completion: @escaping () -> Void) {
        generation += 1
        let request = generation
        isLoading = true
        DispatchQueue.main.asyncAfter(deadline: .now() + PhotoStore.latency) { [weak self] in
            guard let self = self, request == self.generation else { return }
            self.isLoading = false
            self.nextID = 0
            self.photos = self.makePage()
            self.notify()
            completion()
        }
    }

    /// Appends the next page; does nothing while a load is running.
    func loadNextPage(completion: @escaping () -> Void) {
        guard !isLoading else { return }
        isLoading = true
        let request = generation
        DispatchQueue.main.asyncAfter(deadline: .now() + PhotoStore.latency) { [weak self] in
            guard let self = self, request == self.generation else { return }
            self.isLoading = false
            self.photos.append(contentsOf: self.makePage())
            self.notify()
            completion()
        }
    }

    func insert(_ photo: Photo) {
        photos.insert(photo, at: 0)
        notify()
    }

    /// Posted photos get numbers of their own, far from the server's.
    func newPhotoID() -> Int {
        postedCount += 1
        return 100_000 + postedCount
    }

    func remove(at index: Int) {
        photos.remove(at: index)
        notify()
    }

    func toggleLike(at index: Int) {
        photos[index].isLiked.toggle()
        photos[index].likes += photos[index].isLiked ? 1 : -1
    }

    private func makePage() -> [Photo] {
        let page = (nextID..<nextID + PhotoStore.pageSize).map(Photo.sample(id:))
        nextID += PhotoStore.pageSize
        return page
    }

    private func notify() {
        for observer in observers {
            observer.value?.photoStoreDidChange(self)
        }
    }
}

private struct WeakObserver {
    weak var value: PhotoStoreObserver?
}

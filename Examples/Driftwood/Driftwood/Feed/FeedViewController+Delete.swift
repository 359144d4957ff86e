import UIKit

extension FeedViewController {
    /// The swipe's Delete asks first, in an action sheet; the row stays until the user confirms.
    func confirmDelete(at indexPath: IndexPath, from sourceView: UIView, completion: @escaping (Bool) -> Void) {
        let photo = store.photos[indexPath.row]
        let sheet = UIAlertController(
            title: nil,
            message: "“\(photo.title)” will be removed from your feed.",
            preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete Photo", style: .destructive) { [weak self] _ in
            self?.deletePhoto(withID: photo.id)
            completion(true)
        })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in
            completion(false)
        })
        present(sheet, animated: true)
    }

    /// The photo viewer's trash button: a plain alert, since the user is looking at the one photo.
    static func deleteAlert(for photo: Photo, onDelete: @escaping () -> Void) -> UIAlertController {
        let alert = UIAlertController(
            title: "Delete Photo?",
            message: "This can’t be undone.",
            preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in onDelete() }
        alert.addAction(delete)
        alert.preferredAction = delete
        return alert
    }

    func deletePhoto(withID id: Int) {
        guard let index = store.photos.firstIndex(where: { $0.id == id }) else { return }
        store.remove(at: index)
    }
}

extension FeedViewController: PhotoViewerViewControllerDelegate {
    /// The viewer's trash button asks over the viewer; deleting closes the viewer too.
    func photoViewerDidRequestDelete(_ viewer: PhotoViewerViewController) {
        let photoID = viewer.photo.id
        let alert = FeedViewController.deleteAlert(for: viewer.photo) { [weak self] in
            self?.deletePhoto(withID: photoID)
            self?.dismiss(animated: true)
        }
        viewer.present(alert, animated: true)
    }
}

import UIKit

/// Sketch a route: draw with a finger or Apple Pencil, undo the last stroke, or clear the page.
final class CanvasViewController: UIViewController {
    let canvasView = CanvasView()
    private(set) lazy var undoItem = UIBarButtonItem(
        title: "Undo", style: .plain, target: self, action: #selector(undoTapped(_:)))
    private(set) lazy var clearItem = UIBarButtonItem(
        title: "Clear", style: .plain, target: self, action: #selector(clearTapped(_:)))

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sketch"
        view.backgroundColor = .systemBackground

        canvasView.accessibilityIdentifier = "canvas.view"
        canvasView.translatesAutoresizingMaskIntoConstraints = false
        canvasView.strokesDidChange = { [weak self] in self?.updateButtons() }
        view.addSubview(canvasView)
        NSLayoutConstraint.activate([
            canvasView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            canvasView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            canvasView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            canvasView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
        ])

        navigationItem.rightBarButtonItems = [clearItem, undoItem]
        updateButtons()
    }

    @objc private func undoTapped(_ sender: UIBarButtonItem) {
        canvasView.undo()
    }

    @objc private func clearTapped(_ sender: UIBarButtonItem) {
        canvasView.clear()
    }

    private func updateButtons() {
        let hasStrokes = !canvasView.strokes.isEmpty
        undoItem.isEnabled = hasStrokes
        clearItem.isEnabled = hasStrokes
    }
}

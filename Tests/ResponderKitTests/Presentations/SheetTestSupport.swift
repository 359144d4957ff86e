import Foundation
import ResponderKit
import Testing

/// Logs the sheet delegate's calls into a journal; `allowsDismissal` answers `presentationControllerShouldDismiss`.
@MainActor final class JournalSheetDelegate: UISheetPresentationControllerDelegate {
    let journal: TransitionJournal
    var allowsDismissal = true
    init(_ journal: TransitionJournal) { self.journal = journal }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        journal.add("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        journal.add("didAttemptToDismiss")
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        journal.add("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        journal.add("didDismiss")
    }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {
        journal.add("didChangeDetent \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
    }
}

/// A root controller A with a button near the top, and a sheet controller S whose view is a tall scroll view,
/// presented with the default style (`.automatic`, a page sheet) on a 375 × 667 screen.
@MainActor struct SheetScene {
    let simulator = EventSimulator()
    let journal = TransitionJournal()
    let root: JournalController
    let sheetController: JournalController
    let scrollView: UIScrollView
    let button = UIButton(type: .system)
    let delegate: JournalSheetDelegate

    init(
        detents: [UISheetPresentationController.Detent] = [.medium(), .large()],
        selected: UISheetPresentationController.Detent.Identifier? = .large
    ) {
        root = JournalController("A", journal)
        sheetController = JournalController("S", journal)
        delegate = JournalSheetDelegate(journal)
        simulator.window.rootViewController = root
        button.frame = CGRect(x: 20, y: 60, width: 200, height: 44)
        root.view.addSubview(button)
        scrollView = UIScrollView(frame: sheetController.view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: 375, height: 2000)
        sheetController.view.addSubview(scrollView)
        let sheet = sheetController.sheetPresentationController!
        sheet.detents = detents
        sheet.selectedDetentIdentifier = selected
        sheet.delegate = delegate
        root.present(sheetController, animated: false)
        journal.lines.removeAll()
    }

    var sheet: UISheetPresentationController { sheetController.sheetPresentationController! }
    /// The sheet's top as it rests or is dragged (the model frame).
    var top: CGFloat { sheetController.view.frame.minY }
    var offset: CGFloat { scrollView.contentOffset.y }

    /// Moves the finger by `dy` in steps of `step` points, 0.05 s apart (slow: 200 pt/s at 10 pt steps).
    func move(_ finger: SimulatedTouch, by dy: CGFloat, step: CGFloat = 10, interval: TimeInterval = 0.05) {
        var moved: CGFloat = 0
        var point = finger.location
        while abs(moved) < abs(dy) {
            let next = dy > 0 ? min(step, dy - moved) : max(-step, dy - moved)
            moved += next
            point.y += next
            simulator.advance(by: interval)
            simulator.move(finger, to: point)
        }
    }
}

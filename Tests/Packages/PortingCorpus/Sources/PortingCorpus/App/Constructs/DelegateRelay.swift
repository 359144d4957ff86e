import UIKit

/// Passes a table's delegate calls on to the screen behind it, as a table "proxy" in a list component does:
/// UIKit's optional protocol members called with `?` (SPEC PT4).
final class DelegateRelay: NSObject, UITableViewDelegate, UITableViewDataSource {
    weak var forwardTo: UITableViewDelegate?
    weak var rows: UITableViewDataSource?
    private(set) var relayedOffsets: [CGFloat] = []

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        relayedOffsets.append(scrollView.contentOffset.y)
        forwardTo?.scrollViewDidScroll?(scrollView)
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        forwardTo?.tableView?(tableView, heightForRowAt: indexPath) ?? 52
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        forwardTo?.tableView?(tableView, didSelectRowAt: indexPath)
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        rows?.numberOfSections?(in: tableView) ?? 1
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows?.tableView(tableView, numberOfRowsInSection: section) ?? 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        rows?.tableView(tableView, cellForRowAt: indexPath) ?? UITableViewCell()
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        if let answer = rows?.tableView?(tableView, canEditRowAt: indexPath) {
            return answer
        }
        return false
    }
}

/// A field that asks its delegate before it submits, the way a custom input control does.
final class SubmitField: UITextField {
    private(set) var submissions = 0

    func submit() {
        guard delegate?.textFieldShouldReturn?(self) ?? true else { return }
        submissions += 1
        delegate?.textFieldDidEndEditing?(self)
    }
}

/// A swipe recognizer that honours `gestureRecognizerShouldBegin` itself before it starts tracking.
final class GuardedSwipeRecognizer: UIPanGestureRecognizer {
    private(set) var refusals = 0

    func shouldStartTracking() -> Bool {
        if delegate?.gestureRecognizerShouldBegin?(self) == false {
            refusals += 1
            return false
        }
        return true
    }
}

/// A text view that tells its delegate about programmatic edits, as UIKit does only for the user's.
final class ProgrammaticTextView: UITextView {
    func replaceText(with newText: String) {
        text = newText
        delegate?.textViewDidChange?(self)
    }
}

/// A collection view helper that counts sections the way a layout asks for them.
enum SectionCounter {
    static func sections(in collectionView: UICollectionView) -> Int {
        collectionView.dataSource?.numberOfSections?(in: collectionView) ?? 1
    }
}

/// A screen behind the relay: it sizes rows, refuses returns and swipes, and counts edits and scrolls.
final class SizedRowsScreen: UIViewController, UITableViewDelegate, UITextFieldDelegate, UITextViewDelegate,
    UIGestureRecognizerDelegate
{
    private(set) var scrolledOffsets: [CGFloat] = []
    private(set) var textChanges = 0

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrolledOffsets.append(scrollView.contentOffset.y)
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        60
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        false
    }

    func textViewDidChange(_ textView: UITextView) {
        textChanges += 1
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
}

/// A screen that implements none of the optional members.
final class PlainRowsScreen: UIViewController, UITableViewDelegate, UITextFieldDelegate,
    UIGestureRecognizerDelegate
{
}

import UIKit

/// A debounce timer, a delayed hide and `perform(_:with:afterDelay:)`, on the virtual clock (SPEC PT8).
class SearchDebouncer: UIView {
    private var timer: Timer?
    private(set) var searches: [String] = []
    private(set) var hintVisible = false
    private var pendingQuery = ""

    func textChanged(_ text: String) {
        pendingQuery = text
        timer?.invalidate()
        timer = Timer.scheduledTimer(
            timeInterval: 0.3, target: self, selector: #selector(fireSearch), userInfo: nil, repeats: false)
    }

    @objc private func fireSearch() {
        searches.append(pendingQuery)
        showHint()
    }

    func showHint() {
        hintVisible = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in
            self?.hintVisible = false
        }
    }

    func flash() {
        perform(#selector(showHint), with: nil, afterDelay: 1)
    }
}

import UIKit

/// String key-value observation: `#keyPath`, `addObserver(_:forKeyPath:...)`, `observeValue(forKeyPath:...)`
/// and a user's `@objc dynamic` property (SPEC PT6).
class ScrollProgressObserver: UIViewController {
    let scrollView = UIScrollView()
    @objc dynamic var progress: CGFloat = 0
    var offsets: [CGFloat] = []
    private var observing = false

    func startObserving() {
        scrollView.addObserver(self, forKeyPath: #keyPath(UIScrollView.contentOffset), options: [.new], context: nil)
        observing = true
    }

    func stopObserving() {
        guard observing else { return }
        scrollView.removeObserver(self, forKeyPath: #keyPath(UIScrollView.contentOffset))
        observing = false
    }

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        if keyPath == #keyPath(UIScrollView.contentOffset), let offset = change?[.newKey] as? CGPoint {
            offsets.append(offset.y)
            progress = offset.y / 100
        } else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
    }
}

import ResponderKit

/// Collapses a header as the list under it scrolls, by observing the scroll view's `contentOffset` with
/// key-value observation, as iOS code does (SPEC A10) — from a plain nonisolated `NSObject`, like the
/// other helpers here (A5).
public final class CollapsingHeaderController: NSObject {
    public let maximumHeight: CGFloat
    public let minimumHeight: CGFloat
    public private(set) var heights: [CGFloat] = []
    private weak var header: UIView?
    private var offsetObservation: NSKeyValueObservation?

    public init(header: UIView, maximumHeight: CGFloat, minimumHeight: CGFloat) {
        self.header = header
        self.maximumHeight = maximumHeight
        self.minimumHeight = minimumHeight
        super.init()
    }

    public func track(_ scrollView: UIScrollView) {
        scrollView.contentInset.top = maximumHeight
        scrollView.contentOffset = CGPoint(x: 0, y: -maximumHeight)
        offsetObservation = scrollView.observe(\.contentOffset, options: [.initial, .new]) { [weak self] _, change in
            guard let self = self, let offset = change.newValue else { return }
            self.layoutHeader(scrolledBy: offset.y + self.maximumHeight)
        }
    }

    public func stopTracking() {
        offsetObservation?.invalidate()
        offsetObservation = nil
    }

    private func layoutHeader(scrolledBy distance: CGFloat) {
        guard let header = header else { return }
        let height = min(maximumHeight, max(minimumHeight, maximumHeight - distance))
        if height != header.frame.height {
            header.frame.size.height = height
            heights.append(height)
        }
    }
}

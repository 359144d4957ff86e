import Foundation

/// Equal-width segments (C5). A lift inside selects the segment under the finger, as since iOS 13
/// (earlier versions selected on touch-down; documented choice); `.valueChanged` when it changes.
@preconcurrency @MainActor open class UISegmentedControl: UIControl {
    public static let noSegment = -1

    private var segments: [(title: String?, isEnabled: Bool)] = []
    private var selectedStorage = UISegmentedControl.noSegment
    open var isMomentary = false
    /// Per-state title attributes (BA5), made on first use.
    var titleAttributesStorage: [UInt: [NSAttributedString.Key: Any]]?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.setNeedsDisplay()  // BA5: the segments' titles are drawn
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        layer.setNeedsDisplay()
    }

    /// Items are titles (`String`); other items get untitled segments.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        segments = (items ?? []).map { ($0 as? String, true) }
        layer.setNeedsDisplay()
    }

    /// BA5: stored per state and read back; the segments' titles are drawn with them.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        var table = titleAttributesStorage ?? [:]
        table[state.rawValue] = attributes
        titleAttributesStorage = table
        setNeedsDisplay()
    }

    /// BA5: the attributes set for exactly `state` (nil when none were), as UIKit's.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesStorage?[state.rawValue]
    }

    /// BA5: each segment's title, centred in its equal share of the width, in its state's attributes.
    open override func draw(_ rect: CGRect) { drawSegmentTitles() }

    open var numberOfSegments: Int { segments.count }

    open var selectedSegmentIndex: Int {
        get { selectedStorage }
        set {
            selectedStorage = segments.indices.contains(newValue) ? newValue : Self.noSegment
            setNeedsDisplay()
        }
    }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insert((title, true), at: Swift.min(Swift.max(segment, 0), segments.count))
        setNeedsDisplay()
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedStorage == segment { selectedStorage = Self.noSegment }
        if selectedStorage > segment { selectedStorage -= 1 }
        setNeedsDisplay()
    }

    open func removeAllSegments() {
        segments.removeAll()
        selectedStorage = Self.noSegment
        setNeedsDisplay()
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        setNeedsDisplay()
    }

    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        setNeedsDisplay()
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// The segment under `point` (in this control's coordinates), if any.
    /// Computed as a fraction of the width, halved when the difference overflows, and clamped before it
    /// becomes an `Int`: a 5e-324-wide control or one spanning ±1e308 must not trap (Reliability, "Hostile sizes").
    func segmentIndex(at point: CGPoint) -> Int? {
        guard !segments.isEmpty, bounds.width > 0, point.x >= bounds.minX, point.x < bounds.maxX else { return nil }
        var fraction = (point.x - bounds.minX) / bounds.width
        if !fraction.isFinite { fraction = (point.x / 2 - bounds.minX / 2) / (bounds.width / 2) }
        guard fraction.isFinite else { return nil }
        let scaled = Swift.min(Swift.max(fraction, 0) * CGFloat(segments.count), CGFloat(segments.count - 1))
        return Int(scaled)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, bounds.contains(touch.location(in: self)),
            let index = segmentIndex(at: touch.location(in: self)), segments[index].isEnabled
        else { return }
        if isMomentary {
            selectedStorage = index
            sendActions(for: .valueChanged, with: event)
            selectedStorage = Self.noSegment
        } else if index != selectedStorage {
            selectedStorage = index
            sendActions(for: .valueChanged, with: event)
        }
    }

    /// C6: a single tap on a segmented control is its own.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        DefaultControlAction.shouldBegin(
            gestureRecognizer, on: self, isDefaultAction: DefaultControlAction.isSingleTap(gestureRecognizer))
    }
}

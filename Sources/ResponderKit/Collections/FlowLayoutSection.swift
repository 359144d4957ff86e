import Foundation

/// One section of a flow layout, computed in `prepare()` (CV2): its item frames and the lines they sit in,
/// so a visible-rect query is two binary searches and a walk over the lines it meets. `main` is the
/// scrolling axis, `cross` the other.
struct FlowLayoutSection {
    var mainStart: CGFloat = 0
    var mainEnd: CGFloat = 0
    var header: CGRect?
    var footer: CGRect?
    var items: [CGRect] = []
    /// The first item of each line; the lines' extents along the main axis (both ascending).
    var lineStarts: [Int] = []
    var lineMainMin: [CGFloat] = []
    var lineMainMax: [CGFloat] = []

    /// The items of the lines that meet `[low, high)` along the main axis.
    func itemRange(mainFrom low: CGFloat, to high: CGFloat) -> Range<Int> {
        var first = 0
        var last = lineStarts.count
        while first < last {
            let mid = (first + last) / 2
            if lineMainMax[mid] <= low { first = mid + 1 } else { last = mid }
        }
        var end = first
        while end < lineStarts.count && lineMainMin[end] < high { end += 1 }
        guard first < end else { return 0..<0 }
        let upper = end < lineStarts.count ? lineStarts[end] : items.count
        return lineStarts[first]..<upper
    }

    /// A width or height from user code that can be laid out: finite and not negative.
    static func sanitized(_ value: CGFloat) -> CGFloat { value.isFinite ? Swift.max(value, 0) : 0 }
}

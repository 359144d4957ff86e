import Foundation

/// A uniform grid over a view's subviews' frames, so that hit-testing a view with many subviews looks at
/// the few whose frame holds the point instead of scanning them all (BENCHMARKS.md, `hittest.wide10k`).
///
/// It gives exactly the reverse scan's answer (H1): a subview is skipped only when it cannot answer —
/// its class is one of ours whose `hitTest` and `point(inside:)` are UIKit's defaults, so it returns nil
/// for any point outside its frame (the bounding box of its transformed bounds). Subviews of any other
/// class (a user subclass may override either method, H4–H6) are asked for every point, in order, and so
/// are subviews whose transform cannot be inverted (the scan maps every point somewhere inside them) or
/// whose frame is not finite. Frames are widened by a hair, so that neither rounding nor a mirroring
/// transform (which makes the frame's max edges the closed ones) can make the index skip a subview that
/// the scan would find; a candidate is still asked, so widening never changes the answer.
final class SubviewIndex {
    /// Below this many subviews the plain reverse scan is faster than a lookup.
    static let minimumSubviews = 64
    /// Grid resolution per axis (cells), capped to keep the index small.
    static let maximumCellsPerAxis = 64

    let subviewCount: Int
    private let origin: CGPoint
    private let cellWidth: CGFloat
    private let cellHeight: CGFloat
    private let columns: Int
    private let rows: Int
    /// Subview indices per cell, ascending, flattened: cell `c` owns `entries[starts[c]..<starts[c + 1]]`.
    private let starts: [Int32]
    private let entries: [Int32]
    /// Subviews that must always be asked (unknown classes, or frames that are not finite), ascending.
    private let always: [Int32]
    private let frames: [CGRect]

    @MainActor init(subviews: [UIView]) {
        subviewCount = subviews.count
        var frames: [CGRect] = []
        frames.reserveCapacity(subviews.count)
        var always: [Int32] = []
        var indexed: [Int32] = []
        var union = CGRect.null
        for (index, view) in subviews.enumerated() {
            let frame = Self.widened(view.frameFromGeometry())
            frames.append(frame ?? .null)
            if let frame, SubviewIndex.usesDefaultHitTesting(view), Self.hasInvertibleTransform(view) {
                indexed.append(Int32(index))
                union = union.union(frame)
            } else {
                always.append(Int32(index))
            }
        }
        if !union.isNull, !(union.width.isFinite && union.height.isFinite) {
            // Frames spread over more than the floating-point range: no grid, ask everyone in order.
            always = (0..<subviews.count).map { Int32($0) }
            indexed = []
            union = .null
        }
        let side = Swift.min(Self.maximumCellsPerAxis, Swift.max(1, Int(Double(indexed.count).squareRoot())))
        let area = union.isNull ? CGRect(x: 0, y: 0, width: 1, height: 1) : union
        columns = side
        rows = side
        origin = area.origin
        cellWidth = Swift.max(area.width / CGFloat(side), .leastNormalMagnitude)
        cellHeight = Swift.max(area.height / CGFloat(side), .leastNormalMagnitude)
        var buckets = Array(repeating: [Int32](), count: columns * rows)
        for index in indexed {
            let frame = frames[Int(index)]
            let (c0, r0) = Self.cell(frame.minX, frame.minY, origin, cellWidth, cellHeight, columns, rows)
            let (c1, r1) = Self.cell(frame.maxX, frame.maxY, origin, cellWidth, cellHeight, columns, rows)
            for r in r0...r1 {
                for c in c0...c1 { buckets[r * columns + c].append(index) }
            }
        }
        var starts: [Int32] = [0]
        var entries: [Int32] = []
        for bucket in buckets {
            entries.append(contentsOf: bucket)
            starts.append(Int32(entries.count))
        }
        self.starts = starts
        self.entries = entries
        self.always = always
        self.frames = frames
    }

    private static func cell(
        _ x: CGFloat, _ y: CGFloat, _ origin: CGPoint, _ w: CGFloat, _ h: CGFloat, _ columns: Int, _ rows: Int
    ) -> (Int, Int) {
        (clamped(((x - origin.x) / w).rounded(.down), columns), clamped(((y - origin.y) / h).rounded(.down), rows))
    }

    /// `value` as an index in `0..<count`, without trapping on huge or NaN values.
    private static func clamped(_ value: CGFloat, _ count: Int) -> Int {
        guard value >= 0 else { return 0 }
        guard value < CGFloat(count) else { return count - 1 }
        return Int(value)
    }

    /// The frame grown by a relative hair, or nil if it is not finite.
    private static func widened(_ frame: CGRect) -> CGRect? {
        let r = frame.standardized
        let extent = Swift.max(Swift.max(abs(r.minX), abs(r.maxX)), Swift.max(abs(r.minY), abs(r.maxY)))
        guard extent.isFinite, r.width.isFinite, r.height.isFinite else { return nil }
        let pad = (extent + 1) * 1e-9
        let grown = r.insetBy(dx: -pad, dy: -pad)
        return grown.maxX.isFinite && grown.maxY.isFinite && grown.minX.isFinite && grown.minY.isFinite ? grown : nil
    }

    /// True when the scan maps points into the view through a real inverse (not a singular transform's
    /// stand-in, which sends every point to the bounds' center).
    @MainActor private static func hasInvertibleTransform(_ view: UIView) -> Bool {
        guard let inverse = view.inverseTransform else { return true }
        let t = view.transformStorage
        let determinant = t.a * t.d - t.b * t.c
        return determinant != 0 && determinant.isFinite && inverse.a.isFinite && inverse.b.isFinite
            && inverse.c.isFinite && inverse.d.isFinite && inverse.tx.isFinite && inverse.ty.isFinite
    }

    /// Calls `visit` with the indices of the subviews that may contain `point`, topmost first, until it
    /// returns true. Allocation-free.
    @inline(__always)
    func forEachCandidate(at point: CGPoint, _ visit: (Int) -> Bool) {
        var cellStart = 0
        var cellEnd = 0
        let cx = ((point.x - origin.x) / cellWidth).rounded(.down)
        let cy = ((point.y - origin.y) / cellHeight).rounded(.down)
        if cx >= 0, cy >= 0, cx < CGFloat(columns), cy < CGFloat(rows) {
            let cell = Int(cy) * columns + Int(cx)
            cellStart = Int(starts[cell])
            cellEnd = Int(starts[cell + 1])
        }
        var a = cellEnd - 1  // walks the cell's entries downwards
        var b = always.count - 1  // walks the always-asked list downwards
        while a >= cellStart || b >= 0 {
            let fromCell = a >= cellStart ? Int(entries[a]) : -1
            let fromAlways = b >= 0 ? Int(always[b]) : -1
            if fromCell > fromAlways {
                a -= 1
                if frames[fromCell].containsHalfOpen(point), visit(fromCell) { return }
            } else {
                b -= 1
                if visit(fromAlways) { return }
            }
        }
    }

    /// Our classes whose hit-testing is UIKit's default (they may refuse more, never accept more).
    @MainActor static func usesDefaultHitTesting(_ view: UIView) -> Bool {
        defaultHitTestingClasses.contains(ObjectIdentifier(type(of: view)))
    }

    @MainActor private static let defaultHitTestingClasses: Set<ObjectIdentifier> = [
        ObjectIdentifier(UIView.self), ObjectIdentifier(UIImageView.self), ObjectIdentifier(UILabel.self),
        ObjectIdentifier(UIControl.self), ObjectIdentifier(UIButton.self), ObjectIdentifier(UISwitch.self),
        ObjectIdentifier(UISlider.self), ObjectIdentifier(UISegmentedControl.self), ObjectIdentifier(UIStepper.self),
        ObjectIdentifier(UIPageControl.self), ObjectIdentifier(UIScrollView.self), ObjectIdentifier(UITableView.self),
        ObjectIdentifier(UITableViewCell.self), ObjectIdentifier(UITableViewCellContentView.self),
    ]
}

import Foundation
import ResponderKit

/// Points pinned to the content they were on (X21): their window coordinates when recorded, and the same
/// points in the coordinates of the nearest scroll view that moves them, so that a picture of another
/// moment (`--at-time`, or the world as built) draws them where that content is then.
@MainActor struct RenderPin {
    /// Window coordinates when recorded.
    let window: [CGPoint]
    /// The scroll view whose scrolling moves the points, and its subview path from the window (to find
    /// the same scroll view in a world built afresh).
    let scrollView: UIScrollView?
    let scrollPath: [Int]
    /// The points in the scroll view's bounds coordinates (its content).
    let local: [CGPoint]

    /// Pins `points` (window coordinates) to the nearest scroll view enclosing `view` (itself included).
    init(window points: [CGPoint], movedBy view: UIView?, in window: UIWindow) {
        self.window = points
        var current = view
        while let v = current, !(v is UIScrollView) { current = v.superview }
        if let scroll = current as? UIScrollView, let path = Self.path(of: scroll, in: window) {
            scrollView = scroll
            scrollPath = path
            local = points.map { scroll.convert($0, from: window) }
        } else {
            scrollView = nil
            scrollPath = []
            local = []
        }
    }

    /// A point pinned to the same scroll view as `other` (a finger's later positions: no second search).
    init(point: CGPoint, like other: RenderPin, in window: UIWindow) {
        self.window = [point]
        scrollView = other.scrollView
        scrollPath = other.scrollPath
        local = other.scrollView.map { [$0.convert(point, from: window)] } ?? []
    }

    /// Where the points are in `window` now: through the same scroll view (the same object when
    /// `sameWorld`, else the one at the same place in the tree), else where they were recorded.
    func points(in window: UIWindow, sameWorld: Bool) -> [CGPoint] {
        guard let recorded = scrollView else { return self.window }
        let scroll: UIView?
        if sameWorld {
            scroll = recorded.window === window ? recorded : nil
        } else {
            scroll = Self.view(at: scrollPath, in: window)
        }
        guard let scroll = scroll as? UIScrollView else { return self.window }
        return local.map { scroll.convert($0, to: window) }
    }

    /// The indices of `view` and its ancestors in their superviews' subviews, from the window down.
    static func path(of view: UIView, in window: UIWindow) -> [Int]? {
        var path: [Int] = []
        var current = view
        while let parent = current.superview {
            guard let index = parent.subviews.firstIndex(where: { $0 === current }) else { return nil }
            path.append(index)
            current = parent
        }
        return current === window ? path.reversed() : nil
    }

    static func view(at path: [Int], in window: UIWindow) -> UIView? {
        var current: UIView = window
        for index in path {
            guard index < current.subviews.count else { return nil }
            current = current.subviews[index]
        }
        return current
    }

    /// The view's bounds' corners in window coordinates (a polygon: rotations and scales show, G1/G2).
    static func outline(_ view: UIView, in window: UIWindow) -> [CGPoint] {
        let b = view.bounds
        return [
            CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
            CGPoint(x: b.minX, y: b.maxY),
        ].map { view.convert($0, to: window) }
    }

    /// At touch-down (render only): the views from the window's subview down to the bound view, each
    /// outline pinned to the scroll view that moves it, and the down point pinned to the bound view's.
    static func recordDown(_ record: ScenarioWorld.FingerRecord, in window: UIWindow) {
        guard let bound = record.touch.view, bound.window === window else { return }
        var chain: [UIView] = []
        var current: UIView? = bound
        while let v = current, v !== window {
            chain.append(v)
            current = v.superview
        }
        record.chain = chain.reversed().map {
            ($0, RenderPin(window: outline($0, in: window), movedBy: $0.superview, in: window))
        }
        record.pinnedPath = [RenderPin(window: [record.downPoint], movedBy: bound, in: window)]
    }

    static func recordMove(_ record: ScenarioWorld.FingerRecord, to point: CGPoint, in window: UIWindow) {
        guard let first = record.pinnedPath.first else { return }
        record.pinnedPath.append(RenderPin(point: point, like: first, in: window))
    }
}

import Foundation

/// Apple Pencil's double-tap and settings, and the pointer's hover (TD8, TD9).
extension EventSimulator {
    /// TD8: the user's choice for the double-tap, as `UIPencilInteraction.preferredTapAction` answers it.
    public var pencilPreferredTapAction: UIPencilPreferredAction {
        get { application.pencilPreferredTapAction }
        set { application.pencilPreferredTapAction = newValue }
    }

    /// TD8: as `UIPencilInteraction.prefersPencilOnlyDrawing` answers it.
    public var pencilPrefersPencilOnlyDrawing: Bool {
        get { application.pencilPrefersPencilOnlyDrawing }
        set { application.pencilPrefersPencilOnlyDrawing = newValue }
    }

    /// TD8: the user double-taps Apple Pencil's side. Each enabled `UIPencilInteraction` on a view in a
    /// visible window of this world, windows in order and views depth first, tells its delegate
    /// (`pencilInteraction(_:didReceiveTap:)`). Returns how many interactions heard it.
    @discardableResult
    public func pencilDoubleTap() -> Int {
        let interactions: [UIPencilInteraction] = visibleWindows.flatMap { window in
            Self.interactions(in: window, of: UIPencilInteraction.self)
        }
        application.tracer?.record(.info("pencil double-tap: \(interactions.count) interactions (TD8)", kind: "note"))
        let tap = UIPencilInteraction.Tap(timestamp: clock.now)
        var heard = 0
        withCurrentWorld {
            for interaction in interactions where interaction.isEnabled && interaction.view?.window != nil {
                guard let delegate = interaction.delegate else { continue }
                heard += 1
                delegate.pencilInteraction(interaction, didReceiveTap: tap)
            }
        }
        return heard
    }

    /// TD9: the pointer (a trackpad or mouse) moves to `point` in the simulator window's coordinates, or
    /// away from the screen for nil. The innermost enabled `UIPointerInteraction` on the hit-test view or
    /// its ancestors whose delegate gives a region there is entered (`willEnter`); every other one is left
    /// (`willExit`) if the pointer was in one of its regions.
    public func hoverPointer(at point: CGPoint?) {
        if let point, !point.isFinite {
            return refuse("hoverPointer(at:): point is not finite: \(SeedFormat.point(point))")
        }
        let all = visibleWindows.flatMap { Self.interactions(in: $0, of: UIPointerInteraction.self) }
        var candidates: [UIPointerInteraction] = []
        if let point, let hit = window.hitTest(point, with: nil) {
            var current: UIView? = hit
            while let view = current {
                for case let interaction as UIPointerInteraction in view.interactions where interaction.isEnabled {
                    candidates.append(interaction)
                }
                current = view.superview
            }
        }
        withCurrentWorld {
            var chosen: UIPointerInteraction?
            for interaction in candidates where chosen == nil {
                guard let view = interaction.view, let point else { continue }
                interaction.pointerMoved(to: window.convert(point, to: view))
                if interaction.currentRegion != nil { chosen = interaction }
            }
            for interaction in all where interaction !== chosen { interaction.pointerMoved(to: nil) }
        }
    }

    private var visibleWindows: [UIWindow] { application.scene.windowStorage.filter { $0.isAvailable } }

    /// Interactions of type `T` in `view`'s tree, depth first.
    private static func interactions<T: UIInteraction>(in view: UIView, of type: T.Type) -> [T] {
        var found: [T] = []
        var stack: [UIView] = [view]
        while let next = stack.popLast() {
            for case let interaction as T in next.interactions { found.append(interaction) }
            stack.append(contentsOf: next.subviews.reversed())
        }
        return found
    }
}

import Foundation

/// Dragging, rubber-banding, deceleration, paging and bounce-back (S1), all on the virtual clock (L1).
///
/// Rates (documented choices where UIKit is silent):
/// - deceleration follows UIKit's `decelerationRate`: the offset approaches its target as `rate^ms`,
///   and a fling's natural target lies `v · rate / (1 − rate)` points ahead (v in points per millisecond);
/// - past the edges a drag moves the content by `(1 − 1 / (x · 0.55 / d + 1)) · d` for an overshoot x
///   over a dimension d (the well-known rubber-band curve);
/// - paging, bounce-back and animated `setContentOffset` ease out over 0.3 s;
/// - animation frames are 60 per second.
extension UIScrollView {
    static let rubberBandCoefficient: CGFloat = 0.55
    static let scrollAnimationDuration: TimeInterval = 0.3
    static let frameInterval: TimeInterval = 1.0 / 60
    /// Paging: a release faster than this (points per second) goes to the next page in its direction.
    static let pagingVelocityThreshold: CGFloat = 300

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopAnimation()
            scroll.isDragging = true
            scroll.dragStartOffset = contentOffset
            scroll.lockedAxis = nil
            didBeginDragging()
            window?.application?.tracer?.record(.info("\(traceName) began scrolling", kind: "scroll"))
            delegate?.scrollViewWillBeginDragging(self)
            dismissKeyboardOnDrag()
            drag(by: pan.translation(in: self))
            dragKeyboardInteractively(pan)
        case .changed:
            drag(by: pan.translation(in: self))
            dragKeyboardInteractively(pan)
        case .ended:
            endKeyboardDrag(velocityY: pan.velocity(in: nil).y, cancelled: false)
            endDragging(velocity: pan.velocity(in: self))
        case .cancelled:
            endKeyboardDrag(velocityY: 0, cancelled: true)
            endDragging(velocity: .zero)
        default:
            break
        }
    }

    // MARK: Limits

    // Limits are kept finite: sums of finite extremes (contentSize 1e308 plus an inset) would overflow,
    // and an infinite offset is not a scroll position (Reliability, "Hostile sizes").
    var minimumOffset: CGPoint { CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top) }

    var maximumOffset: CGPoint {
        let minimum = minimumOffset
        return CGPoint(
            x: Swift.max(minimum.x, Self.finite(contentSize.width + adjustedContentInset.right - bounds.width)),
            y: Swift.max(minimum.y, Self.finite(contentSize.height + adjustedContentInset.bottom - bounds.height)))
    }

    /// `value` within the finite range (NaN becomes 0).
    static func finite(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : Swift.min(Swift.max(value, -.greatestFiniteMagnitude), .greatestFiniteMagnitude)
    }

    static func finite(_ p: CGPoint) -> CGPoint { CGPoint(x: finite(p.x), y: finite(p.y)) }

    /// The deceleration rate actually used: in (0, 1), so that a fling's reach and the approach are finite
    /// and end (a rate of 1 or more would never stop; NaN is the normal rate).
    var effectiveDecelerationRate: CGFloat {
        let rate = decelerationRate.rawValue
        guard !rate.isNaN else { return DecelerationRate.normal.rawValue }
        return Swift.min(Swift.max(rate, 0.01), 0.999_999)
    }

    /// S10: the content and the adjusted insets (the safe area's part included) exceed the view.
    var canScrollHorizontally: Bool {
        let inset = adjustedContentInset
        return alwaysBounceHorizontal || contentSize.width + inset.left + inset.right > bounds.width
    }

    var canScrollVertically: Bool {
        let inset = adjustedContentInset
        return alwaysBounceVertical || refreshControlStorage != nil  // RC1: a refresh control can always be pulled
            || contentSize.height + inset.top + inset.bottom > bounds.height
    }

    /// S9: the nearest offset at which `rect` lies inside the bounds less the adjusted insets (its leading and
    /// top edges first when it is larger), within the content's limits; nil for a rect that is not finite.
    func offsetShowing(_ rect: CGRect) -> CGPoint? {
        guard !rect.isNull, rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite
        else { return nil }
        let inset = adjustedContentInset
        func axis(_ offset: CGFloat, _ low: CGFloat, _ high: CGFloat, _ start: CGFloat, _ end: CGFloat) -> CGFloat {
            // The visible span is (offset + start)...(offset + end).
            if high - low > end - start || low < offset + start { return low - start }
            if high > offset + end { return high - end }
            return offset
        }
        let x = axis(contentOffset.x, rect.minX, rect.maxX, inset.left, bounds.width - inset.right)
        let y = axis(contentOffset.y, rect.minY, rect.maxY, inset.top, bounds.height - inset.bottom)
        return clamped(CGPoint(x: x, y: y))
    }

    func clamped(_ offset: CGPoint) -> CGPoint {
        let low = minimumOffset
        let high = maximumOffset
        let p = Self.finite(offset)
        return CGPoint(x: Swift.min(Swift.max(p.x, low.x), high.x), y: Swift.min(Swift.max(p.y, low.y), high.y))
    }

    // MARK: Dragging

    private func drag(by translation: CGPoint) {
        var delta = CGPoint(x: -translation.x, y: -translation.y)
        if isDirectionalLockEnabled {
            if scroll.lockedAxis == nil, abs(delta.x) != abs(delta.y) {
                scroll.lockedAxis = abs(delta.x) > abs(delta.y) ? .horizontal : .vertical
            }
            if scroll.lockedAxis == .horizontal { delta.y = 0 }
            if scroll.lockedAxis == .vertical { delta.x = 0 }
        }
        if !canScrollHorizontally { delta.x = 0 }
        if !canScrollVertically { delta.y = 0 }
        let wanted = Self.finite(scroll.dragStartOffset + Self.finite(delta))
        contentOffset = CGPoint(
            x: rubberBanded(wanted.x, low: minimumOffset.x, high: maximumOffset.x, dimension: bounds.width),
            y: rubberBanded(wanted.y, low: minimumOffset.y, high: maximumOffset.y, dimension: bounds.height))
    }

    private func rubberBanded(_ value: CGFloat, low: CGFloat, high: CGFloat, dimension: CGFloat) -> CGFloat {
        guard value < low || value > high else { return value }
        guard bounces, dimension > 0 else { return Swift.min(Swift.max(value, low), high) }
        let overshoot = Self.finite(value < low ? low - value : value - high)
        let band = (1 - 1 / (overshoot * Self.rubberBandCoefficient / dimension + 1)) * dimension
        return Self.finite(value < low ? low - band : high + band)
    }

    private func endDragging(velocity fingerVelocity: CGPoint) {
        scroll.isDragging = false
        refreshControlStorage?.scrollViewDidEndDragging(self)  // RC2: a pull that triggered now holds
        var velocity = CGPoint(
            x: canScrollHorizontally ? -fingerVelocity.x : 0,
            y: canScrollVertically ? -fingerVelocity.y : 0)
        if !velocity.isFinite { velocity = .zero }
        var target = isPagingEnabled ? pageTarget(velocity: velocity) : naturalTarget(velocity: velocity)
        // CV9: a collection view's layout moves the target first; the delegate sees the layout's answer.
        if !isPagingEnabled, let collection = self as? UICollectionView {
            target = collection.layoutTarget(proposed: target, velocity: velocity)
        }
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: velocity / 1000, targetContentOffset: pointer)
        }
        target = clamped(target)
        let moves = target.distance(to: contentOffset) >= 0.5
        delegate?.scrollViewDidEndDragging(self, willDecelerate: moves)
        guard moves else {
            contentOffset = target
            didEndScrolling()
            return
        }
        delegate?.scrollViewWillBeginDecelerating(self)
        let isFling = !isPagingEnabled && contentOffset == clamped(contentOffset)
        animate(to: target, duration: isFling ? nil : Self.scrollAnimationDuration, deceleration: true)
    }

    private func naturalTarget(velocity: CGPoint) -> CGPoint {
        let rate = effectiveDecelerationRate
        let reach = rate / (1 - rate)  // milliseconds of travel at the release velocity
        return clamped(contentOffset + Self.finite(velocity / 1000 * reach))
    }

    private func pageTarget(velocity: CGPoint) -> CGPoint {
        func page(_ offset: CGFloat, _ start: CGFloat, _ size: CGFloat, _ v: CGFloat) -> CGFloat {
            guard size > 0 else { return offset }
            var index = (offset / size).rounded()
            if abs(v) > Self.pagingVelocityThreshold {
                index = v > 0 ? (offset / size).rounded(.up) : (offset / size).rounded(.down)
            }
            let startIndex = (start / size).rounded()
            index = Swift.min(Swift.max(index, startIndex - 1), startIndex + 1)
            return index * size
        }
        return clamped(
            CGPoint(
                x: page(contentOffset.x, scroll.dragStartOffset.x, bounds.width, velocity.x),
                y: page(contentOffset.y, scroll.dragStartOffset.y, bounds.height, velocity.y)))
    }

    // MARK: Animation

    /// Moves to `target`: with a duration, easing out (cubic); without, decelerating at `decelerationRate`.
    func animate(to target: CGPoint, duration: TimeInterval?, deceleration: Bool) {
        stopAnimation()
        let animation = ScrollAnimation(
            start: contentOffset, target: target, begin: window?.application?.clock.now ?? 0, duration: duration,
            deceleration: deceleration)
        scroll.animationIsDeceleration = deceleration
        scheduleFrame(of: animation)
        if scroll.animation == nil { contentOffset = target }  // not in a window: nothing can animate
    }

    /// The timer holds the scroll view weakly: a scroll view dropped mid-animation is released (Reliability, "Leaks").
    private func scheduleFrame(of animation: ScrollAnimation) {
        scroll.animation = scheduleTimer(after: Self.frameInterval) { [weak self] in self?.frame(of: animation) }
    }

    private func frame(of animation: ScrollAnimation) {
        let (start, target, duration) = (animation.start, animation.target, animation.duration)
        let elapsed = (window?.application?.clock.now ?? animation.begin) - animation.begin
        let progress: CGFloat
        if let duration {
            let t = CGFloat(Swift.min(elapsed / duration, 1))
            progress = 1 - (1 - t) * (1 - t) * (1 - t)
        } else {
            progress = 1 - pow(effectiveDecelerationRate, CGFloat(elapsed * 1000))
        }
        // Halves and a weighted sum instead of `target - start`, which overflows between ±1e308 (Reliability, "Hostile
        // sizes").
        let halfGap = CGPoint(x: target.x / 2 - start.x / 2, y: target.y / 2 - start.y / 2)
        let done =
            progress >= 1
            || (duration == nil && abs(halfGap.x) * (1 - progress) < 0.25 && abs(halfGap.y) * (1 - progress) < 0.25)
        let between = CGPoint(
            x: start.x * (1 - progress) + target.x * progress, y: start.y * (1 - progress) + target.y * progress)
        contentOffset = done ? target : Self.finite(between)
        if done {
            finishAnimation(deceleration: animation.deceleration)
        } else {
            scheduleFrame(of: animation)
        }
    }

    private func finishAnimation(deceleration: Bool) {
        scroll.animation = nil
        if deceleration {
            window?.application?.tracer?.record(.info("\(traceName) ended decelerating", kind: "scroll"))
            delegate?.scrollViewDidEndDecelerating(self)
        } else {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
        didEndScrolling()
    }

    /// Stops any animation where it is (a touch-down on a decelerating scroll view, a new drag).
    func stopAnimation() {
        scroll.animation?.invalidate()
        scroll.animation = nil
    }
}

/// One scroll animation: from where, to where, since when, and how (eased over `duration`, or decelerating).
struct ScrollAnimation {
    let start: CGPoint
    let target: CGPoint
    let begin: TimeInterval
    let duration: TimeInterval?
    let deceleration: Bool
}

extension UIScrollView {
    /// S1: "horizontally" or "vertically" when the pan's movement (in this view's coordinates) runs along
    /// an axis this view cannot scroll; nil when it may begin. A vertical table inside a horizontal pager
    /// thus leaves horizontal drags to the pager.
    func unscrollableDirection(of movement: CGPoint) -> String? {
        if canScrollHorizontally && canScrollVertically { return nil }
        if abs(movement.x) >= abs(movement.y) { return canScrollHorizontally ? nil : "horizontally" }
        return canScrollVertically ? nil : "vertically"
    }

    /// S11: the edge the movement pushes against when this view scrolls along one axis only, is already at that
    /// edge and does not bounce: it could not move, so its pan leaves the drag to an enclosing scroll view (a
    /// carousel at its end hands the drag to the pager around it). Nil when it can move or bounce.
    func edgeWithoutBounce(facing movement: CGPoint) -> String? {
        guard !bounces, canScrollHorizontally != canScrollVertically else { return nil }
        let (push, offset, low, high) =
            canScrollHorizontally
            ? (movement.x, contentOffset.x, minimumOffset.x, maximumOffset.x)
            : (movement.y, contentOffset.y, minimumOffset.y, maximumOffset.y)
        let alongAxis = canScrollHorizontally ? abs(movement.x) >= abs(movement.y) : abs(movement.y) >= abs(movement.x)
        guard alongAxis, push != 0 else { return nil }
        // A finger moving right or down pulls the content towards its start (the offset decreases).
        if push > 0 && offset <= low + 0.5 { return canScrollHorizontally ? "leading" : "top" }
        if push < 0 && offset >= high - 0.5 { return canScrollHorizontally ? "trailing" : "bottom" }
        return nil
    }
}

// One input of the `library` target: a fixed small world, then calls read from the bytes (LibraryFuzzer.swift).

import Foundation
import ResponderKit

@MainActor final class LibraryCase {
    var reader: ByteReader
    let simulator = EventSimulator()
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let slider = UISlider(frame: CGRect(x: 10, y: 20, width: 200, height: 30))
    let stepper = UIStepper(frame: CGRect(x: 10, y: 60, width: 94, height: 32))
    let segmented = UISegmentedControl(items: ["a", "b", "c"])
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 300))
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 640, height: 900))
    /// Every view a call may target (deep chains add their top and bottom).
    var views: [UIView] = []
    var fingers: [SimulatedTouch] = []
    var recognizers: [UIGestureRecognizer] = []
    var lastTime: TimeInterval = 0
    var actions = 0

    init(_ bytes: [UInt8]) {
        reader = ByteReader(bytes)
        segmented.frame = CGRect(x: 120, y: 60, width: 180, height: 32)
        simulator.window.addSubview(container)
        for view in [slider, stepper, segmented, scroll] as [UIView] { container.addSubview(view) }
        scroll.addSubview(content)
        scroll.contentSize = content.frame.size
        for control in [slider, stepper, segmented] as [UIControl] {
            control.addAction(UIAction { [unowned self] _ in self.actions += 1 }, for: .valueChanged)
        }
        views = [simulator.window, container, slider, stepper, segmented, scroll, content]
    }

    /// Hostile calls (`hostileCall`, Reliability "Hostile use") widen the call range, which changes what every
    /// committed input decodes to: they are on only with `LIBRARY_FUZZ_HOSTILE=1` (long local runs, seeds in
    /// `Fuzz/corpus-hostile/library`), so CI's smoke replays the committed corpus as it was recorded. Timeouts
    /// that mode finds and that are not fixed yet are kept in `Fuzz/findings/`.
    static let hostile = ProcessInfo.processInfo.environment["LIBRARY_FUZZ_HOSTILE"] != nil

    /// Runs the calls; returns what L2 compares.
    func run() -> String {
        var calls = 0
        while !reader.isAtEnd && calls < 64 {
            call(reader.int(0...(Self.hostile ? 19 : 18)))
            check()
            calls += 1
        }
        if !fingers.isEmpty { simulator.lift(fingers.filter(\.isActive)) }
        simulator.advance(by: 10)
        check()
        return simulator.issues.joined(separator: "\n") + "\n" + state()
    }

    func view() -> UIView { views[reader.int(0...(views.count - 1))] }

    func call(_ kind: Int) {
        switch kind {
        case 0: expectRefusal(of: "frame", reader.rect()) { $0.frame = $1 }
        case 1: expectRefusal(of: "bounds", reader.rect()) { $0.bounds = $1 }
        case 2:
            let point = reader.point()
            let target = view()
            let before = simulator.issues.count
            target.center = point
            if !(point.x.isFinite && point.y.isFinite) && simulator.issues.count == before && target.window != nil {
                violation("issues", "center = \(point) was not refused")
            }
        case 3: transform()
        case 4: hitTestAndConvert()
        case 5: scrollCall()
        case 6: sliderCall()
        case 7: stepperCall()
        case 8: segmentedCall()
        case 9: simulator.advance(by: reader.chance(70) ? Double(reader.int(0...40)) / 10 : reader.extreme())
        case 10: fingers.append(contentsOf: simulator.touchDown(at: [reader.touchPoint()]))
        case 11:
            let live = fingers.filter(\.isActive)
            if !live.isEmpty { simulator.move(live, to: live.map { _ in reader.touchPoint() }) }
        case 12:
            let live = fingers.filter(\.isActive)
            if !live.isEmpty { simulator.lift([live[reader.int(0...(live.count - 1))]]) }
        case 13: manyFingers()
        case 14: failureGraph()
        case 15: deepSubtree()
        case 16: layerCall()
        case 17: displayLink()
        case 18 where Self.hostile: hostileCall()
        default: simulator.tap(at: reader.touchPoint())
        }
    }

    /// A non-finite rectangle is refused with an issue (G5) when the view is in a window.
    func expectRefusal(of property: String, _ rect: CGRect, _ assign: (UIView, CGRect) -> Void) {
        let target = view()
        let before = simulator.issues.count
        assign(target, rect)
        let finite = rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
        if !finite && simulator.issues.count == before && target.window != nil {
            violation("issues", "\(property) = \(rect) on \(type(of: target)) was not refused")
        }
    }

    func transform() {
        let target = view()
        switch reader.int(0...3) {
        case 0: target.transform = CGAffineTransform(scaleX: reader.cg(), y: reader.cg())
        case 1: target.transform = CGAffineTransform(rotationAngle: reader.cg())
        case 2:
            target.transform = CGAffineTransform(
                a: reader.cg(), b: reader.cg(), c: reader.cg(), d: reader.cg(), tx: reader.cg(), ty: reader.cg())
        default: target.transform = CGAffineTransform(scaleX: 0, y: reader.chance(50) ? 0 : 1)
        }
    }

    func hitTestAndConvert() {
        let point = reader.point()
        if let hit = simulator.window.hitTest(point, with: nil), hit.window !== simulator.window {
            violation("hit-test", "hit-testing \(point) answered a view outside the window")
        }
        let from = view()
        let to = view()
        _ = from.convert(point, to: to)
        _ = from.convert(reader.rect(), to: reader.chance(50) ? nil : to)
        _ = from.point(inside: point, with: nil)
    }

    func scrollCall() {
        switch reader.int(0...5) {
        case 0: scroll.contentOffset = reader.point()
        case 1: scroll.contentSize = CGSize(width: reader.cg(), height: reader.cg())
        case 2:
            scroll.contentInset = UIEdgeInsets(
                top: reader.cg(), left: reader.cg(), bottom: reader.cg(), right: reader.cg())
        case 3: scroll.setContentOffset(reader.point(), animated: reader.bool())
        case 4:
            scroll.minimumZoomScale = reader.cg()
            scroll.maximumZoomScale = reader.cg()
        default: scroll.setZoomScale(reader.cg(), animated: reader.bool())
        }
    }

    func sliderCall() {
        switch reader.int(0...3) {
        case 0: slider.minimumValue = Float(reader.extreme())
        case 1: slider.maximumValue = Float(reader.extreme())
        case 2: slider.value = Float(reader.extreme())
        default: slider.setValue(Float(reader.extreme()), animated: reader.bool())
        }
    }

    func stepperCall() {
        switch reader.int(0...4) {
        case 0: stepper.minimumValue = reader.extreme()
        case 1: stepper.maximumValue = reader.extreme()
        case 2: stepper.stepValue = reader.extreme()
        case 3: stepper.value = reader.extreme()
        default: stepper.wraps.toggle()
        }
    }

    func segmentedCall() {
        let index = reader.pick(Extremes.ints)
        switch reader.int(0...4) {
        case 0: segmented.insertSegment(withTitle: "s", at: index, animated: false)
        case 1: segmented.removeSegment(at: index, animated: false)
        case 2: segmented.selectedSegmentIndex = index
        case 3: segmented.setTitle(reader.bool() ? nil : "t", forSegmentAt: index)
        default: segmented.setEnabled(reader.bool(), forSegmentAt: index)
        }
    }

    /// Up to 2,000 fingers in one call, on views that may carry `failureGraph`'s 4,000-long chains (finding
    /// 3 in ResponderKit.docc/Reliability.md: the size that once timed out in delivery).
    func manyFingers() {
        let count = reader.pick([2, 10, 100, 2_000])
        var points: [CGPoint] = []
        for index in 0..<count {
            let row = index / 320 * 10 % 568
            points.append(CGPoint(x: CGFloat(index % 320), y: CGFloat(row)))
        }
        let touches = simulator.touchDown(at: points)
        simulator.advance(by: 0.01)
        simulator.lift(touches.filter(\.isActive))
    }

    /// Recognizers on one view, each requiring the previous one or two to fail: chains and diamonds.
    func failureGraph() {
        let target = view()
        let count = reader.pick([2, 40, 400, 4_000])
        let diamond = reader.bool()
        var made: [UIGestureRecognizer] = []
        for index in 0..<count {
            let recognizer: UIGestureRecognizer =
                index % 2 == 0 ? UITapGestureRecognizer { _ in } : UILongPressGestureRecognizer { _ in }
            if let last = made.last { recognizer.require(toFail: last) }
            if diamond, made.count >= 2 { recognizer.require(toFail: made[made.count - 2]) }
            target.addGestureRecognizer(recognizer)
            made.append(recognizer)
        }
        if reader.chance(30), let first = made.first, let last = made.last { first.require(toFail: last) }  // a cycle
        recognizers.append(contentsOf: made)
    }

    /// A chain of views built detached, then attached in one `addSubview` (H11).
    func deepSubtree() {
        let depth = reader.pick([2, 50, 1_001, 5_000])
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var bottom = top
        for _ in 1..<depth {
            let view = UIView(frame: CGRect(x: 0.25, y: 0.25, width: 300, height: 300))
            bottom.addSubview(view)
            bottom = view
        }
        view().addSubview(top)
        views.append(contentsOf: [top, bottom])
    }

    /// A display link for a short while (long advances with a running link: `hostileCall`, DL4).
    func displayLink() {
        let link = CADisplayLink(target: self, selector: LibraryCase.frame)
        link.add(to: .main, forMode: .common)
        simulator.advance(by: Double(reader.int(0...10)) / 60)
        link.invalidate()
    }

    func frame(_ link: CADisplayLink) {
        if !link.timestamp.isFinite { violation("DL1", "a frame's timestamp is not finite") }
    }

    func layerCall() {
        let layer = view().layer
        switch reader.int(0...3) {
        case 0: layer.transform = CATransform3DMakeScale(reader.cg(), reader.cg(), 1)
        case 1: _ = layer.hitTest(reader.point())
        case 2: _ = layer.presentation()
        default: layer.bounds = reader.rect()
        }
    }

    // MARK: Invariants

    func check() {
        let now = simulator.currentTime
        if !now.isFinite || now < lastTime { violation("clock", "the virtual clock went from \(lastTime) to \(now)") }
        lastTime = now
        // What a view stores (G3 refuses non-finite values). Its frame is derived through the transform and
        // may overflow (a finite scale of 1e308 on a 568-point view): infinite edges then, never NaN (G6).
        for view in views.prefix(7) {
            let (center, bounds) = (view.center, view.bounds)
            if !(center.x.isFinite && center.y.isFinite && bounds.origin.x.isFinite && bounds.origin.y.isFinite
                && bounds.width.isFinite && bounds.height.isFinite)
            {
                violation("geometry", "\(type(of: view)) center \(center) or bounds \(bounds) is not finite")
            }
        }
        for view in views {
            let frame = view.frame
            if frame.origin.x.isNaN || frame.origin.y.isNaN || frame.width.isNaN || frame.height.isNaN {
                violation("G6", "\(type(of: view)) frame \(frame) under \(view.transform)")
            }
        }
        if !(slider.value.isFinite && slider.minimumValue <= slider.value && slider.value <= slider.maximumValue) {
            violation("C5", "slider value \(slider.value) outside [\(slider.minimumValue), \(slider.maximumValue)]")
        }
        if !(stepper.value.isFinite && stepper.minimumValue <= stepper.value && stepper.value <= stepper.maximumValue) {
            violation("C5", "stepper value \(stepper.value) outside [\(stepper.minimumValue), \(stepper.maximumValue)]")
        }
        let selected = segmented.selectedSegmentIndex
        if selected != UISegmentedControl.noSegment && !(0..<segmented.numberOfSegments).contains(selected) {
            violation("C5", "selected segment \(selected) of \(segmented.numberOfSegments)")
        }
        if !(scroll.contentOffset.x.isFinite && scroll.contentOffset.y.isFinite) {
            violation("S1", "contentOffset is not finite: \(scroll.contentOffset)")
        }
    }

    func state() -> String {
        let frames = views.prefix(7).map { "\($0.frame)" }.joined(separator: " ")
        return "t=\(simulator.currentTime) actions=\(actions) slider=\(slider.value) stepper=\(stepper.value) "
            + "segment=\(segmented.selectedSegmentIndex) offset=\(scroll.contentOffset) \(frames)"
    }
}

import Foundation
import ResponderKit

extension ReliabilityCase {
    static func swift(_ p: CGPoint) -> String { "CGPoint(x: \(num(p.x)), y: \(num(p.y)))" }
    static func swift(_ r: CGRect) -> String {
        "CGRect(x: \(num(r.minX)), y: \(num(r.minY)), width: \(num(r.width)), height: \(num(r.height)))"
    }
    static func num(_ v: CGFloat) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(v)" }

    /// The case as readable Swift-like code: the world, then the script.
    var swiftDescription: String {
        var lines = ["// ReliabilityCase seed 0x\(String(seed, radix: 16)): \(size)"]
        lines.append("let simulator = EventSimulator(); let window = simulator.window")
        if let w = window2 {
            lines.append("let window2 = UIWindow(windowScene: window.windowScene!)")
            lines.append(
                "window2.frame = \(Self.swift(w.frame)); window2.windowLevel = .init(\(Self.num(w.level)));"
                    + " window2.transform = \(w.transform.swift); window2.isHidden = false")
        }
        for v in views {
            let type: String
            var extra: [String] = []
            switch v.kind {
            case .plain:
                type = "ProbeView"
                if v.forwards { extra.append("forwards = true") }
                if v.enlargement != 0 { extra.append("enlargement = \(Self.num(v.enlargement))") }
            case .button: type = "UIButton"
            case .toggle: type = "UISwitch"
            case .slider: type = "UISlider"
            case .segmented: type = "UISegmentedControl /* 3 segments */"
            case .stepper: type = "UIStepper"
            case .scroll:
                type = "UIScrollView"
                extra.append(
                    "contentSize = \(Self.num(v.frame.width * v.contentScale.width))x\(Self.num(v.frame.height * v.contentScale.height))"
                )
                if !v.delaysContentTouches { extra.append("delaysContentTouches = false") }
                if !v.canCancelContentTouches { extra.append("canCancelContentTouches = false") }
                if v.isPagingEnabled { extra.append("isPagingEnabled = true") }
            case .table(let rows): type = "UITableView /* \(rows) rows */"
            case .grid(let count, let seed): type = "ProbeView /* grid of \(count) subviews, seed \(seed) */"
            }
            if v.transform != .identity { extra.append("transform = \(v.transform.swift)") }
            if v.isHidden { extra.append("isHidden = true") }
            if v.alpha != 1 { extra.append("alpha = \(v.alpha)") }
            if !v.isUserInteractionEnabled { extra.append("isUserInteractionEnabled = false") }
            if v.isMultipleTouchEnabled { extra.append("isMultipleTouchEnabled = true") }
            if v.isExclusiveTouch { extra.append("isExclusiveTouch = true") }
            if !v.isEnabled {
                switch v.kind {
                case .button, .toggle, .slider, .segmented, .stepper: extra.append("isEnabled = false")
                default: break
                }
            }
            let settings = extra.isEmpty ? "" : "; " + extra.map { "v\(v.id).\($0)" }.joined(separator: "; ")
            lines.append(
                "let v\(v.id) = \(type)(frame: \(Self.swift(v.frame)))\(settings); \(v.host.swift).addSubview(v\(v.id))"
            )
        }
        for r in recognizers {
            let made: String
            switch r.kind {
            case .tap(let taps, let touches):
                made =
                    "UITapGestureRecognizer(); r\(r.id).numberOfTapsRequired = \(taps); r\(r.id).numberOfTouchesRequired = \(touches)"
            case .pan(let minimum): made = "UIPanGestureRecognizer(); r\(r.id).minimumNumberOfTouches = \(minimum)"
            case .longPress(let duration):
                made = "UILongPressGestureRecognizer(); r\(r.id).minimumPressDuration = \(duration)"
            case .swipe(let direction):
                made = "UISwipeGestureRecognizer(); r\(r.id).direction = .init(rawValue: \(direction))"
            case .pinch: made = "UIPinchGestureRecognizer()"
            case .rotation: made = "UIRotationGestureRecognizer()"
            }
            var extra: [String] = []
            if !r.cancelsTouchesInView { extra.append("cancelsTouchesInView = false") }
            if r.delaysTouchesBegan { extra.append("delaysTouchesBegan = true") }
            if !r.delaysTouchesEnded { extra.append("delaysTouchesEnded = false") }
            if !r.isEnabled { extra.append("isEnabled = false") }
            var delegate: [String] = []
            if r.simultaneous { delegate.append("simultaneous") }
            if !r.shouldBegin { delegate.append("refuses to begin") }
            if r.refuseEvery > 0 { delegate.append("refuses every \(r.refuseEvery). touch") }
            if !delegate.isEmpty { extra.append("delegate = ProbeDelegate(\(delegate.joined(separator: ", ")))") }
            let settings = extra.isEmpty ? "" : "; " + extra.map { "r\(r.id).\($0)" }.joined(separator: "; ")
            let attach =
                r.attached
                ? "; \(r.host.map { "v\($0)" } ?? "window").addGestureRecognizer(r\(r.id))" : " // not attached yet"
            lines.append("let r\(r.id) = \(made)\(settings)\(attach)")
        }
        for q in requirements { lines.append("r\(q.recognizer).require(toFail: r\(q.toFail))") }
        for step in steps {
            switch step {
            case .down(let fingers, let points):
                let names = fingers.map { "f\($0)" }.joined(separator: ", ")
                lines.append(
                    "let [\(names)] = simulator.touchDown(at: [\(points.map(Self.swift).joined(separator: ", "))])")
            case .move(let fingers, let points):
                lines.append(
                    "simulator.move([\(fingers.map { "f\($0)" }.joined(separator: ", "))], to: [\(points.map(Self.swift).joined(separator: ", "))])"
                )
            case .lift(let fingers):
                lines.append("simulator.lift([\(fingers.map { "f\($0)" }.joined(separator: ", "))])")
            case .cancel(let finger): lines.append("simulator.cancel(f\(finger))")
            case .advance(let seconds): lines.append("simulator.advance(by: \(seconds))")
            case .tap(let point): lines.append("simulator.tap(at: \(Self.swift(point)))")
            case .mutate(let m): lines.append(m.swift)
            case .arm(let hook, let m): lines.append("once in \(hook.swift) { \(m.swift) }")
            }
        }
        lines.append("// then: every finger still down lifts, and 2 s pass")
        return lines.joined(separator: "\n")
    }
}

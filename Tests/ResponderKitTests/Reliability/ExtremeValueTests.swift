import Foundation
import Testing

@testable import ResponderKit

/// Hostile sizes, "extreme finite numbers": every numeric property of every control, the scroll view, the table
/// and view geometry, set to ±1e308, ±5e-324, -0, ±1e39 and the largest finite values, then driven by
/// taps, drags and holds. UIKit does not crash on them, and neither may we: each case must finish, keep
/// its values finite, and report in `issues` only what UIKit would raise for (G5, C5, S1).
@MainActor @Suite struct ExtremeValueTests {
    nonisolated static let extremes: [Double] = [
        1e308, -1e308, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, -0.0, 1e39, -1e39, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude,
    ]

    /// Taps at the center and near the corners, drags across and beyond, holds for 1 s.
    static func exercise(_ view: UIView, _ simulator: EventSimulator) {
        let frame = simulator.window.bounds
        let points = [
            CGPoint(x: 187, y: 120), CGPoint(x: 21, y: 101), CGPoint(x: 318, y: 158), CGPoint(x: 0, y: 0),
        ]
        for point in points { simulator.tap(at: point) }
        simulator.drag(from: CGPoint(x: 30, y: 120), to: CGPoint(x: frame.maxX, y: 120), duration: 0.3, steps: 6)
        simulator.drag(from: CGPoint(x: 300, y: 120), to: CGPoint(x: 1, y: 400), duration: 0.2, steps: 4)
        simulator.longPress(at: CGPoint(x: 60, y: 120), duration: 1)
        simulator.advance(by: 3)
    }

    static func host(_ view: UIView) -> EventSimulator {
        let simulator = EventSimulator()
        view.frame = CGRect(x: 20, y: 100, width: 300, height: 60)
        simulator.window.addSubview(view)
        return simulator
    }

    @Test(
        "C5: UISlider minimumValue/maximumValue/value at every extreme (±1e39 is ±inf as Float)",
        arguments: extremes)
    func slider(value: Double) {
        for property in ["minimumValue", "maximumValue", "value", "all"] {
            let slider = UISlider(frame: .zero)
            let simulator = Self.host(slider)
            switch property {
            case "minimumValue": slider.minimumValue = Float(value)
            case "maximumValue": slider.maximumValue = Float(value)
            case "value": slider.value = Float(value)
            default:
                slider.minimumValue = Float(-abs(value))
                slider.maximumValue = Float(abs(value))
                slider.value = Float(value) / 3
            }
            Self.exercise(slider, simulator)
            #expect(slider.minimumValue.isFinite && slider.maximumValue.isFinite && slider.value.isFinite)
            #expect(slider.minimumValue <= slider.value && slider.value <= slider.maximumValue, "\(property)")
            #expect(simulator.issues.isEmpty, "\(property): \(simulator.issues)")
        }
        let slider = UISlider(frame: .zero)
        slider.minimumValue = -.infinity
        slider.maximumValue = .infinity
        #expect(slider.minimumValue == -.greatestFiniteMagnitude && slider.maximumValue == .greatestFiniteMagnitude)
        slider.minimumValue = .nan
        #expect(slider.minimumValue == -.greatestFiniteMagnitude)
    }

    @Test("C5: UISlider limits follow Apple's documentation: a minimum above the maximum raises it, the value follows")
    func sliderLimits() {
        let slider = UISlider(frame: .zero)
        slider.value = 0.5
        slider.minimumValue = 2
        #expect(slider.maximumValue == 2 && slider.value == 2)
        slider.maximumValue = -1
        #expect(slider.minimumValue == -1 && slider.value == -1)
    }

    @Test("C5: UIStepper value/minimumValue/maximumValue/stepValue at every extreme", arguments: extremes)
    func stepper(value: Double) {
        for property in ["minimumValue", "maximumValue", "value", "stepValue", "all"] {
            let stepper = UIStepper(frame: .zero)
            let simulator = EventSimulator()
            stepper.frame = CGRect(x: 150, y: 104, width: 94, height: 32)
            simulator.window.addSubview(stepper)
            var refusable = false
            switch property {
            case "minimumValue":
                stepper.minimumValue = value
                refusable = value >= 100
            case "maximumValue":
                stepper.maximumValue = value
                refusable = value <= 0
            case "value": stepper.value = value
            case "stepValue":
                stepper.stepValue = value
                refusable = !(value > 0)
            default:
                stepper.maximumValue = abs(value) == 0 ? 1 : abs(value)
                stepper.minimumValue = -abs(value)
                stepper.stepValue = abs(value) == 0 ? 1 : abs(value)
                stepper.value = value
                stepper.wraps = true
            }
            for x in [160.0, 230.0] { simulator.longPress(at: CGPoint(x: x, y: 120), duration: 1.2) }
            #expect(stepper.value.isFinite && stepper.minimumValue < stepper.maximumValue)
            #expect(stepper.minimumValue <= stepper.value && stepper.value <= stepper.maximumValue)
            // UIKit raises NSInvalidArgumentException for these: refused and reported here, nothing else.
            #expect(simulator.issues.count == (refusable ? 1 : 0), "\(property) = \(value): \(simulator.issues)")
        }
    }

    @Test("C5: UISegmentedControl 5e-324 wide and ±1e308 wide: a tap selects a segment, never traps")
    func segmentedControl() {
        for (x, width) in [
            (20.0, .leastNonzeroMagnitude), (20.0, 1e308), (-1e308, 1e308), (-1e308, 1.5e308), (20, -0.0),
        ] {
            let control = UISegmentedControl(items: ["A", "B", "C"])
            let simulator = EventSimulator()
            simulator.window.addSubview(control)
            control.frame = CGRect(x: x, y: 100, width: width, height: 40)
            simulator.tap(at: CGPoint(x: 20, y: 120))
            simulator.tap(at: CGPoint(x: 300, y: 120))
            #expect(control.selectedSegmentIndex >= -1 && control.selectedSegmentIndex < 3)
            #expect(simulator.issues.isEmpty)
        }
        // The 5e-324-wide control is hit at its origin and picks its first segment.
        let control = UISegmentedControl(items: ["A", "B"])
        let simulator = EventSimulator()
        simulator.window.addSubview(control)
        control.frame = CGRect(x: 20, y: 100, width: CGFloat.leastNonzeroMagnitude, height: 40)
        simulator.tap(at: CGPoint(x: 20, y: 120))
        #expect(control.selectedSegmentIndex == 0)
    }

    @Test("hostile input: Int properties at Int.max and Int.min (page control, segmented index, recognizer counts)")
    func integerExtremes() {
        for n in [Int.max, Int.min, 0, -1] {
            let pages = UIPageControl(frame: .zero)
            let simulator = Self.host(pages)
            pages.numberOfPages = n
            pages.currentPage = n
            Self.exercise(pages, simulator)
            #expect(pages.currentPage >= 0 && pages.numberOfPages >= 0)
            let segmented = UISegmentedControl(items: ["A"])
            segmented.selectedSegmentIndex = n
            segmented.insertSegment(withTitle: "B", at: n, animated: false)
            #expect(segmented.numberOfSegments == 2)
            let tap = UITapGestureRecognizer(target: nil, action: nil)
            tap.numberOfTapsRequired = n
            tap.numberOfTouchesRequired = n
            let press = UILongPressGestureRecognizer(target: nil, action: nil)
            press.numberOfTapsRequired = n
            press.numberOfTouchesRequired = n
            let pan = UIPanGestureRecognizer(target: nil, action: nil)
            pan.minimumNumberOfTouches = n
            pan.maximumNumberOfTouches = n
            let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
            swipe.numberOfTouchesRequired = n
            let view = UIView(frame: .zero)
            let other = Self.host(view)
            for recognizer in [tap, press, pan, swipe] { view.addGestureRecognizer(recognizer) }
            Self.exercise(view, other)
        }
    }

    @Test(
        "GR13: recognizers' numeric properties and setters at every extreme (and ±infinity, NaN)",
        arguments: extremes + [.infinity, -.infinity, .nan])
    func recognizers(value number: Double) {
        let value = CGFloat(number)
        let view = UIView(frame: .zero)
        let simulator = Self.host(view)
        var began = 0
        let press = UILongPressGestureRecognizer { if $0.state == .began { began += 1 } }
        press.minimumPressDuration = number
        press.allowableMovement = value
        let pan = UIPanGestureRecognizer { recognizer in
            guard let pan = recognizer as? UIPanGestureRecognizer else { return }
            pan.setTranslation(CGPoint(x: value, y: -value), in: nil)
            _ = pan.translation(in: view)
            _ = pan.velocity(in: view)
        }
        let pinch = UIPinchGestureRecognizer { ($0 as? UIPinchGestureRecognizer)?.scale = value }
        let rotation = UIRotationGestureRecognizer { ($0 as? UIRotationGestureRecognizer)?.rotation = value }
        for recognizer in [press, pan, pinch, rotation] {
            view.addGestureRecognizer(recognizer)
            recognizer.delegate = AllowAll.shared
        }
        simulator.longPress(at: CGPoint(x: 100, y: 120), duration: 1)
        // A press of 1 s begins when the minimum is at most 1 s; an infinite one never; NaN counts as 0.
        #expect(began == (number.isNaN || number <= 1 ? 1 : 0), "minimumPressDuration \(number)")
        simulator.advance(by: 1)
        simulator.drag(from: CGPoint(x: 30, y: 120), to: CGPoint(x: 300, y: 130), duration: 0.2, steps: 5)
        simulator.pinch(center: CGPoint(x: 150, y: 130), startDistance: 40, endDistance: 200, steps: 6)
        simulator.rotate(center: CGPoint(x: 150, y: 130), radius: 20, angle: .pi / 2, steps: 6)
        #expect(simulator.issues.isEmpty, "\(simulator.issues)")
    }

    @Test(
        "S1: UIScrollView contentSize/contentInset/contentOffset/decelerationRate/bounds at every extreme",
        arguments: extremes)
    func scrollView(value number: Double) {
        let value = CGFloat(number)
        for property in ["contentSize", "contentInset", "contentOffset", "decelerationRate", "boundsSize", "paging"] {
            let scrollView = UIScrollView(frame: .zero)
            let simulator = Self.host(scrollView)
            scrollView.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
            switch property {
            case "contentSize": scrollView.contentSize = CGSize(width: value, height: value)
            case "contentInset":
                scrollView.contentSize = CGSize(width: 600, height: 600)
                scrollView.contentInset = UIEdgeInsets(top: value, left: value, bottom: value, right: value)
            case "contentOffset":
                scrollView.contentSize = CGSize(width: 600, height: 600)
                scrollView.contentOffset = CGPoint(x: value, y: value)
            case "decelerationRate":
                scrollView.contentSize = CGSize(width: 60_000, height: 600)
                scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: value)
            case "boundsSize":
                scrollView.contentSize = CGSize(width: 600, height: 600)
                scrollView.bounds.size = CGSize(width: value, height: 60)
            default:
                scrollView.contentSize = CGSize(width: value, height: 600)
                scrollView.isPagingEnabled = true
            }
            Self.exercise(scrollView, simulator)
            simulator.drag(from: CGPoint(x: 300, y: 130), to: CGPoint(x: 30, y: 110), duration: 0.05, steps: 2)
            simulator.advance(by: 5)
            #expect(scrollView.contentOffset.x.isFinite && scrollView.contentOffset.y.isFinite, "\(property)")
            #expect(!scrollView.isDecelerating, "\(property): still moving after 5 s")
            #expect(simulator.issues.isEmpty, "\(property) = \(value): \(simulator.issues)")
        }
    }

    @Test("S1: non-finite contentSize and contentInset are refused and reported, as bounds are")
    func scrollViewNonFinite() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let simulator = EventSimulator()
        simulator.window.addSubview(scrollView)
        scrollView.contentSize = CGSize(width: CGFloat.infinity, height: 10)
        scrollView.contentInset = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(scrollView.contentSize == .zero && scrollView.contentInset == .zero)
        #expect(simulator.issues.count == 2)
    }

    @Test("S4: table row and section heights at every extreme", arguments: extremes)
    func table(value number: Double) {
        let value = CGFloat(number)
        let table = UITableView(frame: .zero, style: .plain)
        let source = RowSource(rows: 50)
        table.dataSource = source
        table.rowHeight = value
        table.sectionHeaderHeight = value
        table.sectionFooterHeight = value
        table.estimatedRowHeight = value
        let simulator = Self.host(table)
        table.reloadData()
        Self.exercise(table, simulator)
        #expect(table.contentSize.height.isFinite && table.contentOffset.y.isFinite)
        #expect(simulator.issues.isEmpty, "\(simulator.issues)")
    }

    @Test(
        "G1/G5: view geometry setters at every extreme; nothing traps, only overflow is refused",
        arguments: extremes)
    func viewGeometry(value number: Double) {
        let value = CGFloat(number)
        let simulator = EventSimulator()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let view = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 60))
        let child = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        simulator.window.addSubview(parent)
        parent.addSubview(view)
        view.addSubview(child)
        let setters: [(String, (UIView) -> Void)] = [
            ("frame.x", { $0.frame.origin.x = value }), ("frame.width", { $0.frame.size.width = value }),
            ("frame", { $0.frame = CGRect(x: value, y: value, width: value, height: value) }),
            ("bounds.origin", { $0.bounds.origin = CGPoint(x: value, y: value) }),
            ("bounds.size", { $0.bounds.size = CGSize(width: value, height: value) }),
            ("center", { $0.center = CGPoint(x: value, y: value) }),
            ("alpha", { $0.alpha = value }),
            ("transform.a", { $0.transform = CGAffineTransform(a: value, b: 0, c: 0, d: 1, tx: 0, ty: 0) }),
            ("transform.b", { $0.transform = CGAffineTransform(a: 1, b: value, c: 0, d: 1, tx: 0, ty: 0) }),
            (
                "transform.all",
                { $0.transform = CGAffineTransform(a: value, b: value, c: value, d: value, tx: value, ty: value) }
            ),
            ("transform.scale", { $0.transform = CGAffineTransform(scaleX: value, y: value) }),
            ("transform.tx", { $0.transform = CGAffineTransform(translationX: value, y: -value) }),
        ]
        for (name, set) in setters {
            let before = simulator.issues.count
            set(view)
            // Reading and converting never traps; conversions into the view report only non-finite results.
            _ = view.frame
            let inWindow = child.convert(CGPoint(x: 1, y: 1), to: nil)
            _ = child.convert(inWindow, from: nil)
            _ = view.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: parent)
            Self.exercise(view, simulator)
            let reported = simulator.issues[before...]
            #expect(
                reported.allSatisfy { $0.contains("refused") || $0.contains("is not finite") }, "\(name): \(reported)")
            view.transform = .identity
            view.frame = CGRect(x: 20, y: 100, width: 300, height: 60)
            view.bounds.origin = .zero
            view.alpha = 1
        }
        // A frame whose center would overflow is refused with a message; the view keeps its frame.
        let before = view.frame
        view.frame = CGRect(x: 1.7e308, y: 0, width: 1.7e308, height: 10)
        #expect(view.frame == before)
        #expect(simulator.issues.last?.contains("the center or size it implies is not finite") == true)
    }

    @Test("X2: numbers print finite and exact at the extremes (1e308 is not inf)")
    func numberFormatting() {
        #expect(SeedFormat.number(1e308) == "1e+308")
        #expect(SeedFormat.number(-1e308) == "-1e+308")
        #expect(SeedFormat.number(.greatestFiniteMagnitude) == "1.7976931348623157e+308")
        #expect(SeedFormat.number(1e15) == "1000000000000000")
        #expect(SeedFormat.number(8e18) == "8000000000000000000")
        #expect(SeedFormat.number(1e19) == "1e+19")
        #expect(SeedFormat.number(999_999_999_999_999) == "999999999999999")
        #expect(SeedFormat.number(-0.0) == "0")
        #expect(SeedFormat.number(.leastNonzeroMagnitude) == "0")  // below the 1e-6 the traces show
        #expect(SeedFormat.number(71.5) == "71.5")
        #expect(JSONText.number(1e308) == "1e+308")
    }
}

/// Lets every recognizer recognize with every other (GR4), so that all of them see the extremes.
@MainActor final class AllowAll: UIGestureRecognizerDelegate {
    static let shared = AllowAll()
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}

/// A data source of one section with `rows` plain cells.
@MainActor final class RowSource: UITableViewDataSource {
    let rows: Int
    init(rows: Int) { self.rows = rows }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}

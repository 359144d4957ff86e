import Foundation
import ResponderKit

extension EventCase {
    // MARK: Building

    func build(header: UInt8) {
        if header & 0x80 != 0, let scene = simulator.window.windowScene {
            let window = UIWindow(windowScene: scene)
            window.frame = frame()
            window.windowLevel = reader.pick([.normal, .statusBar, UIWindow.Level(-1)])
            window.isHidden = false
            simulator.trace.setName("window2", for: window)
            secondWindow = window
        }
        let count = reader.int(1...8)
        for index in 0..<count {
            let view = makeView(kind: reader.int(0...12), index: index)
            simulator.trace.setName("v\(index)", for: view)
            var parent: UIView = index == 0 || reader.chance(20) ? simulator.window : views[reader.int(0...(index - 1))]
            if let secondWindow, parent === simulator.window, reader.chance(40) { parent = secondWindow }
            parent.addSubview(view)
            views.append(view)
        }
        for index in 0..<reader.int(0...6) {
            let recognizer = makeRecognizer(kind: reader.int(0...255))
            simulator.trace.setName("r\(index)", for: recognizer)
            let host: UIView = reader.chance(10) ? simulator.window : views[reader.int(0...(views.count - 1))]
            host.addGestureRecognizer(recognizer)
            recognizers.append(recognizer)
        }
        for a in recognizers {
            for b in recognizers where a !== b && reader.chance(12) { a.require(toFail: b) }
        }
        if header & 0x60 == 0x60 { buildGrid() }
    }

    func frame() -> CGRect {
        CGRect(
            x: reader.coordinate(-60...380), y: reader.coordinate(-60...680),
            width: reader.coordinate(0...420), height: reader.coordinate(0...720))
    }

    func makeView(kind: Int, index: Int) -> UIView {
        let frame = index == 0 && reader.chance(60) ? simulator.window.bounds : frame()
        let view: UIView & FuzzResponderView
        switch kind {
        case 0, 1, 2, 3: view = FuzzView(frame: frame)
        case 4:
            let control = FuzzControl(frame: frame)
            view = control
        case 5: view = FuzzButton(frame: frame)
        case 6:
            let toggle = FuzzSwitch(frame: frame)
            toggle.isOn = reader.bool()
            view = toggle
        case 7:
            let slider = FuzzSlider(frame: frame)
            slider.minimumValue = Float(reader.int(-10...10))
            slider.maximumValue = slider.minimumValue + Float(reader.int(0...20))
            slider.value = Float(reader.int(-20...30))
            slider.isContinuous = reader.bool()
            view = slider
        case 8:
            let stepper = FuzzStepper(frame: frame)
            stepper.minimumValue = Double(reader.int(-5...5))
            stepper.maximumValue = stepper.minimumValue + Double(reader.int(0...10))
            stepper.stepValue = reader.pick([1, 0.5, 3])
            stepper.wraps = reader.bool()
            stepper.autorepeat = reader.bool()
            view = stepper
        case 9:
            let segmented = FuzzSegmented(frame: frame)
            for item in 0..<reader.int(0...4) {
                segmented.insertSegment(withTitle: "s\(item)", at: item, animated: false)
            }
            segmented.isMomentary = reader.bool()
            view = segmented
        case 10:
            let pages = FuzzPageControl(frame: frame)
            pages.numberOfPages = reader.int(0...5)
            view = pages
        case 11:
            let scroll = FuzzScrollView(frame: frame)
            configure(scroll)
            let source = FuzzTableSource(rows: [], world: self)
            source.onScroll = reader.chance(15) ? Mutation.read(&reader) : nil
            scroll.delegate = source
            delegates.append(source)
            view = scroll
        default:
            let table = FuzzTable(frame: frame, style: reader.bool() ? .plain : .grouped)
            table.rowHeight = reader.pick([44, 60, 10, 200])
            table.world = self
            simulator.trace.setName("v\(index)", for: table)
            let source = FuzzTableSource(rows: (0..<reader.int(1...3)).map { _ in reader.int(0...30) }, world: self)
            source.onSelect = reader.chance(30) ? Mutation.read(&reader) : nil
            source.onScroll = reader.chance(10) ? Mutation.read(&reader) : nil
            table.dataSource = source
            table.delegate = source
            delegates.append(source)
            configure(table)
            view = table
        }
        view.setWorld(self)
        let behaviour = view.behaviour
        if reader.chance(25) {
            behaviour.hitTest = reader.pick([.intercept, .forwardOutside, .nothing, .intercept])
        }
        if reader.chance(20) { behaviour.insideMargin = reader.coordinate(-20...60) }
        behaviour.passing = reader.chance(25) ? reader.pick([.swallow, .explicitNext]) : .callSuper
        behaviour.canBecomeFirst = reader.chance(30)
        behaviour.shouldBeginAnswer = !reader.chance(10)
        if reader.chance(20) { behaviour.onBegan = Mutation.read(&reader) }
        if reader.chance(15) { behaviour.onEnded = Mutation.read(&reader) }
        if reader.chance(8) { behaviour.onCancelled = Mutation.read(&reader) }
        if reader.chance(5) { behaviour.onHitTest = Mutation.read(&reader) }
        if reader.chance(5) { behaviour.onShouldBegin = Mutation.read(&reader) }
        view.isHidden = index > 0 && reader.chance(8)
        view.alpha = reader.chance(10) ? reader.pick([0, 0.005, 0.01, 0.5]) : 1
        view.isUserInteractionEnabled = !reader.chance(5)
        view.isMultipleTouchEnabled = reader.bool()
        view.isExclusiveTouch = reader.chance(8)
        view.clipsToBounds = reader.chance(20)
        if reader.chance(25) {
            let angle = CGFloat(reader.int(0...31)) * .pi / 16
            let scale = reader.pick([0.5, 1, 1.25, 2] as [CGFloat])
            view.transform = CGAffineTransform(rotationAngle: angle).scaledBy(x: scale, y: scale)
                .translatedBy(x: reader.coordinate(-30...30), y: reader.coordinate(-30...30))
        }
        if reader.chance(15), !(view is UIScrollView) {
            view.bounds.origin = CGPoint(x: reader.coordinate(-40...40), y: reader.coordinate(-40...40))
        }
        if let control = view as? UIControl {
            control.isEnabled = !reader.chance(10)
            if reader.chance(60) {
                let events: UIControl.Event = reader.pick([
                    .touchUpInside, .touchDown, .valueChanged, .allTouchEvents, .touchDragExit, .primaryActionTriggered,
                ])
                let mutation = reader.chance(40) ? Mutation.read(&reader) : nil
                var pending = mutation
                control.addAction(
                    UIAction { [weak self] _ in
                        guard let self, let change = pending else { return }
                        pending = nil
                        self.apply(change, fromCallback: true)
                    }, for: events)
            }
        }
        return view
    }

    func configure(_ scroll: UIScrollView) {
        scroll.contentSize = CGSize(width: reader.coordinate(0...1200), height: reader.coordinate(0...2400))
        scroll.delaysContentTouches = !reader.chance(30)
        scroll.canCancelContentTouches = !reader.chance(30)
        scroll.isPagingEnabled = reader.chance(20)
        scroll.bounces = !reader.chance(20)
        scroll.isScrollEnabled = !reader.chance(10)
        scroll.alwaysBounceVertical = reader.chance(30)
        scroll.isDirectionalLockEnabled = reader.chance(30)
        if let fuzz = scroll as? FuzzScrollView, reader.chance(20) { fuzz.shouldCancelAnswer = reader.bool() }
    }

    /// Kinds 0..<216 make the audited fuzz subclasses (by `kind % 9`). Kinds 216...255 make the library's
    /// own classes, which don't override `reset()`: only several of those reset in one settling let go
    /// of the live touches together (GR3c's batch release; `% 9` of 7 and 8 give a pan and a tap).
    func makeRecognizer(kind: Int) -> UIGestureRecognizer {
        let plain = kind >= 216
        let shape = plain && kind % 9 >= 7 ? (kind % 9 == 7 ? 1 : 0) : kind % 9
        let recognizer: UIGestureRecognizer
        switch shape {
        case 0:
            let tap = plain ? UITapGestureRecognizer() : FuzzTap()
            tap.numberOfTapsRequired = reader.int(1...3)
            tap.numberOfTouchesRequired = reader.int(1...2)
            recognizer = tap
        case 1:
            let pan = plain ? UIPanGestureRecognizer() : FuzzPan()
            pan.minimumNumberOfTouches = reader.int(1...2)
            pan.maximumNumberOfTouches = reader.pick([Int.max, 1, 2, 3])
            recognizer = pan
        case 2:
            let press = plain ? UILongPressGestureRecognizer() : FuzzLongPress()
            press.minimumPressDuration = reader.pick([0, 0.1, 0.5, 1])
            press.allowableMovement = reader.pick([10, 0, 50])
            press.numberOfTapsRequired = reader.int(0...1)
            press.numberOfTouchesRequired = reader.int(1...2)
            recognizer = press
        case 3:
            let swipe = plain ? UISwipeGestureRecognizer() : FuzzSwipe()
            swipe.direction = reader.pick([.right, .left, .up, .down, [.left, .right], [.up, .down, .left]])
            swipe.numberOfTouchesRequired = reader.int(1...2)
            recognizer = swipe
        case 4: recognizer = plain ? UIPinchGestureRecognizer() : FuzzPinch()
        case 5: recognizer = plain ? UIRotationGestureRecognizer() : FuzzRotation()
        case 6:
            let edge = plain ? UIScreenEdgePanGestureRecognizer() : FuzzEdgePan()
            edge.edges = reader.pick([.left, .right, .top, .bottom, .all, []])
            recognizer = edge
        default:
            let scripted = FuzzScripted()
            scripted.script = (0..<reader.int(1...8)).map { _ in reader.byte() }
            scripted.allowIllegal = allowBad && reader.chance(50)
            scripted.continuous = reader.bool()
            recognizer = scripted
        }
        let audited = recognizer as? AuditedRecognizer
        audited?.setWorld(self)
        // A library recognizer gets a probe of its own for its action's mutation (no reset() hook).
        let probe = audited?.probe ?? RecognizerProbe()
        if audited == nil { delegates.append(probe) }
        recognizer.cancelsTouchesInView = !reader.chance(30)
        recognizer.delaysTouchesBegan = reader.chance(25)
        recognizer.delaysTouchesEnded = !reader.chance(30)
        recognizer.isEnabled = !reader.chance(5)
        if reader.chance(15) { probe.onAction = Mutation.read(&reader) }
        if reader.chance(8) { probe.onReset = Mutation.read(&reader) }
        let action: (RecognizerProbe) -> () -> Void = { [weak self] probe in
            {
                guard let self, let mutation = probe.onAction else { return }
                probe.onAction = nil
                self.apply(mutation, fromCallback: true)
            }
        }
        recognizer.addTarget(probe, action: action)
        if reader.chance(30) {
            let delegate = FuzzDelegate()
            delegate.world = self
            delegate.shouldBegin = !reader.chance(20)
            delegate.receiveEveryNth = reader.chance(20) ? reader.int(2...3) : 1
            for _ in 0..<reader.int(0...2) { delegate.simultaneous.insert(reader.int(0...7)) }
            if reader.chance(20) { delegate.requireFailureOf.insert(reader.int(0...7)) }
            if reader.chance(20) { delegate.requiredToFailBy.insert(reader.int(0...7)) }
            if reader.chance(15) { delegate.onShouldBegin = Mutation.read(&reader) }
            if reader.chance(5) { delegate.onShouldReceive = Mutation.read(&reader) }
            recognizer.delegate = delegate
            delegates.append(delegate)
        }
        return recognizer
    }

    /// A plain container with enough plain subviews for the spatial index (`hittest.wide10k`), some with children.
    func buildGrid() {
        let container = UIView(frame: frame())
        simulator.trace.setName("grid", for: container)
        let parent: UIView =
            views.isEmpty || reader.bool() ? simulator.window : views[reader.int(0...(views.count - 1))]
        parent.addSubview(container)
        grid = container
        for index in 0..<reader.int(64...90) {
            let child = UIView(frame: frame())
            simulator.trace.setName("g\(index)", for: child)
            if reader.chance(10) { child.isHidden = true }
            if reader.chance(5) { child.alpha = 0.005 }
            if reader.chance(5) { child.isUserInteractionEnabled = false }
            if reader.chance(15) {
                child.transform = CGAffineTransform(rotationAngle: CGFloat(reader.int(1...7)) * .pi / 8)
            }
            if reader.chance(10) {
                let grandchild = UIView(frame: frame())
                simulator.trace.setName("g\(index).0", for: grandchild)
                child.addSubview(grandchild)
            }
            container.addSubview(child)
            gridChildren.append(child)
        }
    }
}

import Foundation
import ResponderKit

extension EventCase {
    // MARK: Mutations

    func apply(_ mutation: Mutation, fromCallback: Bool) {
        if fromCallback {
            guard callbackBudget > 0, depth < 4 else { return }
            callbackBudget -= 1
        }
        depth += 1
        defer { depth -= 1 }
        if Self.verbose {
            simulator.trace.note("harness: \(fromCallback ? "from a callback" : "top level"): \(mutation)")
        }
        func view(_ i: Int) -> UIView? { views.isEmpty ? nil : views[i % views.count] }
        func recognizer(_ i: Int) -> UIGestureRecognizer? {
            recognizers.isEmpty ? nil : recognizers[i % recognizers.count]
        }
        switch mutation {
        case .removeView(let i):
            guard let v = view(i), v.superview != nil else { return }
            structureChanged = true
            v.removeFromSuperview()
        case .moveView(let i, let j):
            guard let v = view(i) else { return }
            let target: UIView = j % (views.count + 1) == views.count ? simulator.window : views[j % views.count]
            guard target !== v, !target.isDescendant(of: v) else { return }
            structureChanged = true
            target.addSubview(v)
        case .addRecognizer(let kind, let i):
            guard let v = view(i), recognizers.count < 12 else { return }
            let r = makeRecognizer(kind: kind)
            simulator.trace.setName("r\(recognizers.count)", for: r)
            recognizers.append(r)
            v.addGestureRecognizer(r)
        case .removeRecognizer(let i):
            guard let r = recognizer(i) else { return }
            r.view?.removeGestureRecognizer(r)
        case .toggleRecognizer(let i):
            recognizer(i)?.isEnabled.toggle()
        case .requireFailure(let i, let j):
            guard let a = recognizer(i), let b = recognizer(j) else { return }
            if a === b { selfRequirements += 1 }  // refused with an issue (GR5), changes nothing
            a.require(toFail: b)
        case .becomeFirstResponder(let i):
            _ = view(i)?.becomeFirstResponder()
        case .resignFirstResponder:
            for v in views where v.isFirstResponder { _ = v.resignFirstResponder() }
        case .toggleHidden(let i):
            guard let v = view(i) else { return }
            v.isHidden.toggle()
        case .toggleInteraction(let i):
            view(i)?.isUserInteractionEnabled.toggle()
        case .transform(let i, let angle, let scale):
            view(i)?.transform = CGAffineTransform(rotationAngle: angle).scaledBy(x: scale, y: scale)
        case .tap(let point):
            let finger = simulator.touchDown(at: point)
            remember([finger])
            simulator.advance(by: 0.05)
            simulator.lift(finger)
        case .toggleControl(let i):
            guard let control = view(i) as? UIControl else { return }
            control.isEnabled.toggle()
        case .scroll(let i, let offset):
            (view(i) as? UIScrollView)?.setContentOffset(offset, animated: i % 2 == 0)
        case .reloadTable(let i):
            (view(i) as? UITableView)?.reloadData()
        case .insertGridChild(let i):
            guard let grid else { return }
            let child = UIView(frame: CGRect(x: CGFloat(i), y: CGFloat(i * 2), width: 40, height: 40))
            simulator.trace.setName("g+\(gridChildren.count)", for: child)
            gridChildren.append(child)
            if i % 3 == 0, let victim = grid.subviews.first {
                victim.removeFromSuperview()  // the same count again, with a different child
            }
            grid.insertSubview(child, at: i % (grid.subviews.count + 1))
        case .exchangeGrid(let i, let j):
            guard let grid, !grid.subviews.isEmpty else { return }
            let count = grid.subviews.count
            switch (i + j) % 3 {
            case 0: grid.exchangeSubview(at: i % count, withSubviewAt: j % count)
            case 1: grid.bringSubviewToFront(grid.subviews[i % count])
            default: grid.sendSubviewToBack(grid.subviews[j % count])
            }
        case .toggleWindow(let i):
            // The window leaves its scene (every touch in it must still end: T6) or comes back.
            let window = i % 2 == 1 ? (secondWindow ?? simulator.window) : simulator.window
            if i % 4 >= 2 {
                window.isHidden.toggle()
            } else if window.windowScene == nil {
                window.windowScene = simulator.application.connectedScenes.first as? UIWindowScene
                if window === simulator.window { window.makeKeyAndVisible() }
            } else {
                structureChanged = true
                window.windowScene = nil
            }
        case .moveGridChild(let i, let point):
            guard !gridChildren.isEmpty else { return }
            let child = gridChildren[i % gridChildren.count]
            switch i % 4 {
            case 0: child.center = point
            case 1: child.frame = CGRect(origin: point, size: CGSize(width: CGFloat(i % 90), height: 50))
            case 2: child.transform = CGAffineTransform(rotationAngle: CGFloat(i) / 10)
            default: child.bounds.size = CGSize(width: CGFloat(i % 70), height: CGFloat(i % 120))
            }
        }
    }

    /// The world and its trace, for reproducing a finding (`FUZZ_VERBOSE=1 scripts/fuzz.sh events replay FILE`).
    func describe() {
        var text = "--- world (allowBad \(allowBad), structureChanged \(structureChanged))\n"
        func line(_ view: UIView) -> String {
            var parts = [
                name(view), "\(type(of: view))", "frame \(view.frame)",
                "in \(view.superview.map { name($0) } ?? "nothing")",
            ]
            if !view.transform.isIdentity { parts.append("transform \(view.transform)") }
            if view.isHidden { parts.append("hidden") }
            if view.alpha < 1 { parts.append("alpha \(view.alpha)") }
            if !view.isUserInteractionEnabled { parts.append("no interaction") }
            if view.isMultipleTouchEnabled { parts.append("multi") }
            if view.isExclusiveTouch { parts.append("exclusive") }
            if let fuzz = view as? FuzzResponderView {
                let b = fuzz.behaviour
                parts.append("hitTest \(b.hitTest) margin \(b.insideMargin) passing \(b.passing)")
            }
            if let control = view as? UIControl, !control.isEnabled { parts.append("disabled") }
            if let scroll = view as? UIScrollView {
                parts.append(
                    "content \(scroll.contentSize) delays \(scroll.delaysContentTouches) "
                        + "canCancel \(scroll.canCancelContentTouches) scrollEnabled \(scroll.isScrollEnabled)")
            }
            return parts.joined(separator: ", ")
        }
        for view in views { text += line(view) + "\n" }
        for recognizer in recognizers {
            text +=
                "\(name(recognizer)) \(type(of: recognizer)) on \(recognizer.view.map { name($0) } ?? "nothing")"
                + " enabled \(recognizer.isEnabled) cancels \(recognizer.cancelsTouchesInView)"
                + " delaysBegan \(recognizer.delaysTouchesBegan) delaysEnded \(recognizer.delaysTouchesEnded)"
                + " delegate \(recognizer.delegate != nil) state \(recognizer.state)\n"
        }
        for finger in everyTouch {
            let touch = finger.touch
            text +=
                "touch \(finger.number): \(touch.phase) in \(touch.window.map { name($0) } ?? "no window")"
                + " on \(touch.view.map { name($0) } ?? "no view") (view in \(touch.view?.window.map { name($0) } ?? "no window"))"
                + " recognizers \(touch.gestureRecognizers?.map { name($0) } ?? [])\n"
        }
        text += "--- trace\n" + simulator.trace.text(timestamps: true) + "--- issues \(simulator.issues)\n"
        FileHandle.standardError.write(Data(text.utf8))
    }
}

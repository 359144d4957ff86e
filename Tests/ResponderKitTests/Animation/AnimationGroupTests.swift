import ResponderKit
import Testing

@MainActor private final class StopLog: CAAnimationDelegate {
    var stops: [Bool] = []
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
}

/// CAAnimationGroup (AN24): members in the group's time, clipped to it, one key on the layer.
@MainActor @Suite struct AnimationGroupTests {
    @Test("AN24: Apple's fade-and-expand group: members run together, one without a duration lasts the group's")
    func fadeAndScale() {
        let (simulator, view) = animationWorld()
        let fadeOut = CABasicAnimation(keyPath: "opacity")
        fadeOut.fromValue = 1
        fadeOut.toValue = 0
        fadeOut.duration = 1
        let expandScale = CABasicAnimation(keyPath: "transform.scale")
        expandScale.fromValue = 1
        expandScale.toValue = 3
        let fadeAndScale = CAAnimationGroup()
        fadeAndScale.animations = [fadeOut, expandScale]
        fadeAndScale.duration = 1
        let log = StopLog()
        fadeAndScale.delegate = log
        fadeOut.delegate = StopLog()  // members' delegates are ignored
        view.layer.add(fadeAndScale, forKey: "fadeAndScale")
        #expect(view.layer.animationKeys() == ["fadeAndScale"])
        #expect(view.layer.animation(forKey: "fadeAndScale") === fadeAndScale)
        simulator.advance(by: 0.5)
        let shown = view.layer.presentation()!
        #expect(abs(shown.opacity - 0.5) < 1e-6)
        #expect(abs(shown.transform.m11 - 2) < 1e-9 && abs(shown.transform.m22 - 2) < 1e-9)
        #expect(view.alpha == 1 && view.transform == .identity, "the model stays")
        simulator.advance(by: 0.5)
        #expect(view.layer.animationKeys() == nil && log.stops == [true])
        #expect(view.layer.presentation()!.opacity == 1)
        #expect(simulator.issues.isEmpty)
    }

    @Test("AN24: a member's beginTime is in group time; the group's curve eases its clock; the group clips it")
    func groupTime() {
        let (simulator, view) = animationWorld()
        let late = CABasicAnimation(keyPath: "position.x")
        late.byValue = 100
        late.beginTime = 0.5
        late.duration = 1
        let group = CAAnimationGroup()
        group.animations = [late]
        group.duration = 1
        view.layer.add(group, forKey: "group")
        simulator.advance(by: 0.4)
        #expect(view.layer.presentation()!.position.x == 50, "not begun: the model")
        simulator.advance(by: 0.35)
        #expect(abs(view.layer.presentation()!.position.x - 75) < 1e-9)
        simulator.advance(by: 0.25)
        #expect(view.layer.presentation()!.position.x == 50, "cut off at the group's end, half way")

        let eased = CABasicAnimation(keyPath: "cornerRadius")
        eased.fromValue = 0
        eased.toValue = 10
        let easeGroup = CAAnimationGroup()
        easeGroup.animations = [eased]
        easeGroup.duration = 2
        easeGroup.timingFunction = CAMediaTimingFunction(name: .easeIn)
        view.layer.add(easeGroup, forKey: "ease")
        simulator.advance(by: 0.5)
        let expected = 10 * bezierProgress(0.25, 0.42, 0, 1, 1)
        #expect(abs(view.layer.presentation()!.cornerRadius - CGFloat(expected)) < 1e-6)
    }

    @Test("AN24: removing the group's key removes every member; a member that animates nothing is reported")
    func removalAndReports() {
        let (simulator, view) = animationWorld()
        let move = CABasicAnimation(keyPath: "position.y")
        move.toValue = 0
        let tint = CABasicAnimation(keyPath: "contents")
        let group = CAAnimationGroup()
        group.animations = [move, tint]
        group.duration = 4
        group.repeatCount = 2
        view.layer.add(group, forKey: "g")
        #expect(simulator.issues.contains { $0.contains("CAAnimationGroup: animations[1] animates nothing here") })
        simulator.advance(by: 5)  // the second pass, a quarter in: 50 → 0 over 4 s
        #expect(abs(view.layer.presentation()!.position.y - 37.5) < 1e-9)
        view.layer.removeAnimation(forKey: "g")
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.presentation()!.position.y == 50)
    }
}

import Foundation

/// Animations run together in the group's time (AN24): each member's `beginTime` and timing are in the
/// group's local time (after the group's own timing function), and it is cut off at the group's
/// duration. A member without a duration lasts the group's. The members' `delegate` and
/// `isRemovedOnCompletion` are ignored, as Core Animation documents: the group's delegate hears start
/// and stop.
@preconcurrency @MainActor open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?
}

extension CALayer {
    /// The group's members that animate a key path (AN22, AN24); others are reported and only time.
    func members(
        of group: CAAnimationGroup, timing: ClockTiming, clock: EventClock, report: (String) -> Void
    ) -> [LayerAnimation] {
        var result: [LayerAnimation] = []
        for (index, member) in (group.animations ?? []).enumerated() {
            guard let property = member as? CAPropertyAnimation,
                let keyPath = property.keyPath.flatMap(AnimatedKeyPath.init),
                let path = path(of: member, keyPath: keyPath, report: report)
            else {
                report("CAAnimationGroup: animations[\(index)] animates nothing here (nothing is drawn); ignored")
                continue
            }
            let memberTiming = Self.timing(of: member, now: 0, defaultDuration: timing.duration)
            let animation = LayerAnimation(
                key: keyPath.key, name: property.keyPath ?? "", path: path, isAdditive: property.isAdditive,
                driver: .grouped(group: timing, member: memberTiming, clock), blocksInteraction: false)
            animation.components = keyPath.components
            animation.explicitAnimation = member
            result.append(animation)
        }
        return result
    }
}

import Foundation

extension LayerAnimation {
    /// What `animation(forKey:)` returns for a block, animator or transition animation: a
    /// `CABasicAnimation` describing it (key path, timing; for additive ones the values are the offsets
    /// added to the model), or a bare `CAAnimation` with the transition's timing.
    func describedAsBasicAnimation() -> CAAnimation {
        let described: CAAnimation
        if let key {
            let basic = CABasicAnimation(keyPath: key.rawValue)
            basic.isAdditive = isAdditive
            if case .basic(let from, let to) = path, let layer, !from.isEmpty {
                basic.fromValue = key.modelValue(fromVector: from, on: layer)
                basic.toValue = key.modelValue(fromVector: to, on: layer)
            }
            described = basic
        } else {
            described = CAAnimation()
        }
        switch driver {
        case .clock(let timing, _):
            described.beginTime = timing.begin
            described.duration = timing.duration
            described.repeatCount = Float(timing.repeatCount)
            described.autoreverses = timing.autoreverses
            described.fillMode = .both
            if case .cubic(let bezier) = timing.curve {
                let p = bezier.points
                described.timingFunction = CAMediaTimingFunction(
                    controlPoints: Float(p.0), Float(p.1), Float(p.2), Float(p.3))
            }
        case .grouped(_, let member, _):
            described.beginTime = member.begin
            described.duration = member.duration
        case .animator(let box, _):
            described.duration = box.animator?.duration ?? 0
            described.speed = box.animator?.isRunning == true ? 1 : 0
            described.fillMode = .both
        }
        return described
    }
}

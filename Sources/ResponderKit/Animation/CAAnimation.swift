import Foundation

/// Core Animation's animation base class: media timing and a delegate (AN20). Attach a subclass
/// (`CABasicAnimation`, `CASpringAnimation`) with `layer.add(_:forKey:)`; the layer keeps a snapshot
/// of its timing and values, so later changes to the object do not affect the running animation.
@preconcurrency @MainActor open class CAAnimation {
    public init() {}

    /// Absolute time (`CACurrentMediaTime()`) to begin; 0 begins now.
    open var beginTime: CFTimeInterval = 0
    /// Seconds of one pass; 0 is Core Animation's default 0.25 s.
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    /// Passes (0 means one); `.infinity` repeats forever.
    open var repeatCount: Float = 0
    /// Seconds to repeat for, when `repeatCount` is 0.
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Nil is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Strong, as in Core Animation.
    open var delegate: (any CAAnimationDelegate)? {
        get { delegateHeld }
        // The old one is released after the write (A11).
        set { withExtendedLifetime(exchange(&delegateHeld, with: newValue)) {} }
    }
    private var delegateHeld: (any CAAnimationDelegate)?
    open var isRemovedOnCompletion = true

    open class func defaultValue(forKey key: String) -> Any? { nil }
}

/// An animation of one layer property, named by its key path (AN20).
@preconcurrency @MainActor open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    /// The animated values are added to the model value instead of replacing it.
    open var isAdditive = false
    open var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// An animation from one value to another (AN20). Of `fromValue`, `toValue` and `byValue`, the ones
/// set decide the path as in Core Animation; a missing end is the layer's presented or model value.
/// Values are numbers, `CGPoint`, `CGSize`, `CGRect`, `CATransform3D`, `CGAffineTransform`, `CGColor`
/// or `UIColor`, as the key path needs.
@preconcurrency @MainActor open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

/// A basic animation whose progress follows a damped spring (AN3, AN20): mass 1, stiffness 100,
/// damping 10, initial velocity 0 by default. It lasts `duration` (cut there, on the target);
/// `settlingDuration` is how long the spring needs to come to rest (within 0.001 of the distance).
@preconcurrency @MainActor open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0

    open var settlingDuration: CFTimeInterval {
        guard let motion = motion(duration: 1) else { return 0 }
        return motion.settlingDuration
    }

    /// Nil for invalid parameters (non-positive mass or stiffness, negative damping, non-finite).
    func motion(duration: TimeInterval) -> SpringMotion? {
        let values = [mass, stiffness, damping, initialVelocity].map(Double.init)
        guard values.allSatisfy(\.isFinite), mass > 0, stiffness > 0, damping >= 0 else { return nil }
        return SpringMotion(
            mass: values[0], stiffness: values[1], damping: values[2], initialVelocity: values[3], duration: duration)
    }
}

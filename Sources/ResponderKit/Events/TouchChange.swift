import Foundation

/// One change to one finger, as an input source reports it (T4): the input of ``TouchDispatcher``.
struct TouchChange {
    let touch: UITouch
    let phase: UITouch.Phase
    let screenLocation: CGPoint
}

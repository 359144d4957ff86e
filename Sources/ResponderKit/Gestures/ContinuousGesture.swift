import Foundation

/// The endings every continuous recognizer shares (GR3): one that never began fails; one in progress
/// ends when it loses the touches it needs, and is cancelled when its touches are.
extension UIGestureRecognizer {
    func endContinuousGesture() {
        switch state {
        case .possible: decide(.failed, because: "its touches ended before it began")
        case .began, .changed: decide(.ended, because: "lifted")
        default: break
        }
    }

    func cancelContinuousGesture() {
        switch state {
        case .possible: decide(.failed, because: "its touches were cancelled")
        case .began, .changed: decide(.cancelled, because: "its touches were cancelled")
        default: break
        }
    }
}

import Foundation

/// The endings every continuous recognizer shares (GR3): one that never began fails; one in progress
/// ends when it loses the touches it needs, and is cancelled when its touches are.
extension UIGestureRecognizer {
    func endContinuousGesture() {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    func cancelContinuousGesture() {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .cancelled
        default: break
        }
    }
}

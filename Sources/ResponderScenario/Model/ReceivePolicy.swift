import Foundation

/// `gestureRecognizer(_:shouldReceive:)`: which touches the recognizer gets, by the touch's hit-test view.
public struct ReceivePolicy: Equatable, Sendable {
    public var notInClasses: [String] = []
    public var notInViews: [String] = []
    public var onlyInClasses: [String] = []
    public var onlyInViews: [String] = []
}

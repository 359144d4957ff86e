import Foundation

/// The override policies of a responder: touches per phase, presses, motion, remote control.
public struct PassingPolicy: Equatable, Sendable {
    public var began: Passing = .super
    public var moved: Passing = .super
    public var ended: Passing = .super
    public var cancelled: Passing = .super
    public var presses: Passing = .super
    public var motion: Passing = .super
    public var remoteControl: Passing = .super

    public var isDefault: Bool { self == PassingPolicy() }
}

import Foundation

public struct ControllerSpec: Equatable, Sendable {
    public var responder: ResponderSpec
    /// The id of its root view in `views`; nil: an implicit plain view `<id>.view`.
    public var view: String?
    /// The id of the controller that presents this one (R1: its next is the presenting controller).
    public var presentedBy: String?
}

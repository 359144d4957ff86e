import Foundation

/// A scenario: a world of views, controllers and recognizers, and a timeline of input (the ScenarioFormat article).
///
/// The model is plain values, compared by content; where each part came from in the file is kept
/// aside in ``sourceMap`` (not part of equality), so semantic checks can point at the right line.
public struct Scenario: Equatable, Sendable {
    public var name: String?
    public var description: String?
    public var screen = CGSize(width: 375, height: 667)
    public var window = WindowSpec()
    public var application = ApplicationSpec()
    public var appDelegate: ResponderSpec?
    public var viewControllers: [ControllerSpec] = []
    public var views: [ViewSpec] = []
    public var firstResponder: String?
    /// An Interface Builder document loaded as the scene (IB18), with the views above on top of it.
    public var document: DocumentSpec?
    public var trace = TraceSpec()
    public var timeline: [Step] = []
    /// The run stops here; default: one second after the last step ends.
    public var endTime: Double?

    var sourceMap = SourceMap()

    public init() {}

    public static func == (lhs: Scenario, rhs: Scenario) -> Bool {
        lhs.name == rhs.name && lhs.description == rhs.description && lhs.screen == rhs.screen
            && lhs.window == rhs.window && lhs.application == rhs.application && lhs.appDelegate == rhs.appDelegate
            && lhs.viewControllers == rhs.viewControllers && lhs.views == rhs.views
            && lhs.firstResponder == rhs.firstResponder && lhs.trace == rhs.trace && lhs.timeline == rhs.timeline
            && lhs.endTime == rhs.endTime && lhs.document == rhs.document
    }
}

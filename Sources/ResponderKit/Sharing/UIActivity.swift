import Foundation

/// A service the share sheet offers (AV2; Apple: developer.apple.com/documentation/uikit/uiactivity). An
/// app subclasses it and overrides the members below; the share sheet asks `canPerform(withActivityItems:)`
/// to list it, and when the user chooses it calls `prepare(withActivityItems:)`, then shows
/// `activityViewController` if there is one, else calls `perform()`. The activity reports its end with
/// `activityDidFinish(_:)`, which dismisses what it showed and runs the share sheet's completion.
@preconcurrency @MainActor open class UIActivity {
    /// Where the share sheet lists it: UIKit's raw values.
    public enum Category: Int, Sendable {
        case action = 0, share = 1
    }

    /// The row the activity shows in; `.action` unless overridden.
    open class var activityCategory: Category { .action }

    /// Set by the share sheet that offers it, to finish (AV3).
    weak var sheet: UIActivityViewController?

    public init() {}

    /// The activity's identity, given to the completion handler; nil unless overridden.
    open var activityType: ActivityType? { nil }
    /// The title shown under its icon in the share sheet (and chosen by `EventSimulator.chooseActivity`).
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }

    /// Whether it applies to the items; false unless overridden (an activity that does not answer is not
    /// listed).
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }

    /// Called once the user chose it, with the items (item sources resolved for its type).
    open func prepare(withActivityItems activityItems: [Any]) {}

    /// The controller shown for the activity instead of `perform()`; nil unless overridden.
    open var activityViewController: UIViewController? { nil }

    /// Does the work when there is no `activityViewController`; the default does nothing, and the
    /// activity must call `activityDidFinish(_:)` when done (as in UIKit).
    open func perform() {}

    /// Tells the share sheet the activity ended: what it presented is dismissed, then the completion handler
    /// runs with the activity's type and `completed` (AV3).
    open func activityDidFinish(_ completed: Bool) {
        let sheet = self.sheet
        self.sheet = nil
        sheet?.activityFinished(self, completed: completed)
    }
}

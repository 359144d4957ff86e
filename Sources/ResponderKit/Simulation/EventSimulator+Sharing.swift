import Foundation

/// The share sheet as a user meets it (AV5): its listed activities, and choosing one by tapping its row.
extension EventSimulator {
    /// The share sheet shown now: the topmost presented controller of the key window, if it is one.
    var shownActivitySheet: UIActivityViewController? {
        var top = window.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        guard let sheet = top as? UIActivityViewController, sheet.viewIfLoaded?.window != nil else { return nil }
        return sheet
    }

    /// The titles the shown share sheet lists, in order (empty when none is shown).
    public var activityTitles: [String] {
        guard let sheet = shownActivitySheet?.sheetView else { return [] }
        sheet.layoutIfNeeded()
        return sheet.rows.map(\.title)
    }

    /// Taps the shown share sheet's row for the activity of `type` (a system activity, or an app's by its
    /// `activityType`), then lets its animations end. Refused when no sheet shows or it lists none.
    public func chooseActivity(_ type: UIActivity.ActivityType) {
        guard let sheet = shownActivitySheet else { return refuse("chooseActivity: no share sheet is shown") }
        guard let title = sheet.choices.first(where: { $0.type == type })?.title else {
            return refuse("chooseActivity: the share sheet lists no activity \(type.rawValue) (\(activityTitles))")
        }
        chooseActivity(titled: title)
    }

    /// Taps the shown share sheet's row titled `title`, then lets its animations end.
    public func chooseActivity(titled title: String) {
        guard let view = shownActivitySheet?.sheetView else { return refuse("chooseActivity: no share sheet is shown") }
        view.layoutIfNeeded()
        guard let button = view.rows.first(where: { $0.title == title })?.button else {
            return refuse("chooseActivity: the share sheet lists no '\(title)' (\(activityTitles))")
        }
        tapCenter(of: button)
    }

    /// Taps the shown share sheet's Close button (a cancel), then lets its animations end.
    public func closeActivitySheet() {
        guard let view = shownActivitySheet?.sheetView else {
            return refuse("closeActivitySheet: no share sheet is shown")
        }
        view.layoutIfNeeded()
        tapCenter(of: view.closeButton)
    }

    /// A tap aimed as X4 (a miss is reported), then one second for the dismissal's animation.
    private func tapCenter(of view: UIView) {
        tap(on: view)
        advance(by: 1)
    }
}

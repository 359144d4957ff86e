import Foundation
import ResponderKit
import Testing

/// An app's activity, as apps write them: it logs its calls and finishes when `perform()` runs, or shows
/// a controller whose button finishes it.
@MainActor private final class ExportActivity: UIActivity {
    var log: [String] = []
    let showsController: Bool
    var prepared: [Any] = []
    init(showsController: Bool = false) {
        self.showsController = showsController
        super.init()
    }
    override class var activityCategory: UIActivity.Category { .action }
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.export") }
    override var activityTitle: String? { "Export" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { $0 is String }
    }
    override func prepare(withActivityItems activityItems: [Any]) {
        log.append("prepare")
        prepared = activityItems
    }
    private lazy var form: UIViewController = {
        let form = UIViewController()
        form.view.accessibilityIdentifier = "export form"
        return form
    }()
    override var activityViewController: UIViewController? { showsController ? form : nil }
    override func perform() {
        log.append("perform")
        activityDidFinish(true)
    }
}

/// An item source giving a different item to Mail.
@MainActor private final class Article: UIActivityItemSource {
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { "" }
    func activityViewController(
        _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
    ) -> Any? { activityType == .mail ? "Long text for mail" : "Short text" }
}

@MainActor @Suite struct ActivityViewControllerTests {
    private func presented(
        _ items: [Any], activities: [UIActivity]? = nil, excluded: [UIActivity.ActivityType]? = nil
    ) -> (EventSimulator, UIViewController, UIActivityViewController, Box) {
        let simulator = EventSimulator()
        let root = UIViewController()
        simulator.window.rootViewController = root
        let share = UIActivityViewController(activityItems: items, applicationActivities: activities)
        share.excludedActivityTypes = excluded
        let box = Box()
        share.completionWithItemsHandler = { type, completed, _, _ in
            box.lines.append("\(type?.rawValue ?? "nil") \(completed)")
        }
        root.present(share, animated: true)
        simulator.advance(by: 1)
        return (simulator, root, share, box)
    }

    @MainActor final class Box { var lines: [String] = [] }

    @Test("AV2, PO2: on an iPhone the share sheet is a sheet listing the system activities for the items")
    func listsActivities() {
        let (simulator, _, share, _) = presented(["Hello"], activities: [ExportActivity()], excluded: [.mail])
        #expect(share.popoverPresentationController != nil)
        #expect(share.view.frame.width == simulator.window.bounds.width)
        #expect(simulator.activityTitles == ["AirDrop", "Messages", "Copy", "Export"])
        #expect(simulator.issues.isEmpty)
    }

    @Test("AV3: Copy writes the world's pasteboard, dismisses the sheet, then reports completion")
    func copyActivity() {
        let (simulator, root, _, box) = presented(["Hello", URL(string: "https://example.com")!])
        #expect(simulator.activityTitles.contains("Add to Reading List"))
        simulator.chooseActivity(.copyToPasteboard)
        #expect(simulator.pasteboard.strings == ["Hello", "https://example.com"])
        #expect(simulator.pasteboard.urls == [URL(string: "https://example.com")!])
        #expect(root.presentedViewController == nil)
        #expect(box.lines == ["com.apple.UIKit.activity.CopyToPasteboard true"])
    }

    @Test("AV3, AV4: an app activity is prepared with resolved items, the sheet goes, perform runs, then completion")
    func appActivityPerforms() {
        let export = ExportActivity()
        let (simulator, root, _, box) = presented([Article(), "tail"], activities: [export])
        simulator.chooseActivity(titled: "Export")
        #expect(export.log == ["prepare", "perform"])
        #expect(export.prepared as? [String] == ["Short text", "tail"])
        #expect(root.presentedViewController == nil)
        #expect(box.lines == ["com.example.export true"])
    }

    @Test("AV3: an activity's controller shows over the sheet; activityDidFinish dismisses both, then completion")
    func appActivityController() {
        let export = ExportActivity(showsController: true)
        let (simulator, root, share, box) = presented(["x"], activities: [export])
        simulator.chooseActivity(UIActivity.ActivityType("com.example.export"))
        #expect(share.presentedViewController?.view.accessibilityIdentifier == "export form")
        #expect(box.lines.isEmpty)
        export.activityDidFinish(false)
        simulator.advance(by: 1)
        #expect(root.presentedViewController == nil)
        #expect(box.lines == ["com.example.export false"])
    }

    @Test("AV5: Close, or a swipe down, is a cancel: completion with no type and false, once")
    func cancel() {
        let (simulator, root, _, box) = presented(["Hello"])
        simulator.closeActivitySheet()
        #expect(root.presentedViewController == nil && box.lines == ["nil false"])
        let (other, otherRoot, _, otherBox) = presented(["Hello"])
        other.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 800), duration: 0.2)
        other.advance(by: 1)
        #expect(otherRoot.presentedViewController == nil && otherBox.lines == ["nil false"])
    }

    @Test("AV1, PO1: in a regular width a share sheet without a source is UIKit's exception, reported")
    func padNeedsSource() {
        let simulator = EventSimulator(screenSize: CGSize(width: 1024, height: 1366))
        let root = UIViewController()
        simulator.window.rootViewController = root
        let share = UIActivityViewController(activityItems: ["x"], applicationActivities: nil)
        root.present(share, animated: false)
        #expect(root.presentedViewController == nil && simulator.issues.count == 1)
        share.popoverPresentationController?.sourceView = root.view
        root.present(share, animated: false)
        #expect(root.presentedViewController === share && simulator.activityTitles.first == "AirDrop")
    }
}

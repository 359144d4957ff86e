import Foundation

/// The share sheet (AV1–AV5; Apple: developer.apple.com/documentation/uikit/uiactivityviewcontroller).
/// Presented as a popover: a sheet in a compact width, a popover (which needs a source, PO1) in a regular
/// one (PO2). Its view lists one button per activity that applies to the items — the system's (AV2), then
/// the app's `applicationActivities` that `canPerform` them — less `excludedActivityTypes`, under a Close
/// button. Choosing one runs it (AV3) and `completionWithItemsHandler` reports it; closing or swiping the
/// sheet away reports a cancel.
@preconcurrency @MainActor open class UIActivityViewController: UIViewController {
    public typealias CompletionWithItemsHandler = (
        _ activityType: UIActivity.ActivityType?, _ completed: Bool, _ returnedItems: [Any]?, _ error: (any Error)?
    ) -> Void

    /// What the sheet lists: a system activity by its type and title, or one of the app's.
    @MainActor enum Choice {
        case system(UIActivity.ActivityType, String)
        case app(UIActivity)

        var title: String {
            switch self {
            case .system(_, let title): return title
            case .app(let activity): return activity.activityTitle ?? ""
            }
        }
        var type: UIActivity.ActivityType? {
            switch self {
            case .system(let type, _): return type
            case .app(let activity): return activity.activityType
            }
        }
    }

    open var excludedActivityTypes: [UIActivity.ActivityType]? {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    open var allowsProminentActivity = true

    let activityItems: [Any]
    let applicationActivities: [UIActivity]
    /// AV3: true once the user chose an activity or closed the sheet: the sheet's own disappearance then
    /// reports nothing more.
    private var ended = false
    var sheetView: ActivitySheetView? { viewIfLoaded as? ActivitySheetView }

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
    }

    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = []
        super.init(coder: coder)
        modalPresentationStyle = .popover
    }

    open override func loadView() {
        let sheet = ActivitySheetView(frame: UIScreen.main.bounds)
        sheet.controller = self
        view = sheet
    }

    /// AV5: a sheet swiped away (or dismissed by code) before anything was chosen is a cancel.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard isBeingDismissed || presentingViewController == nil, !ended else { return }
        ended = true
        completionWithItemsHandler?(nil, false, nil, nil)
    }

    // MARK: Choices (AV2)

    /// The items as the activities see them before one is chosen: item sources give their placeholders.
    var placeholderItems: [Any] {
        activityItems.map { ($0 as? UIActivityItemSource)?.activityViewControllerPlaceholderItem(self) ?? $0 }
    }

    /// AV2: the system's activities for these kinds of item, then the app's, less the excluded types.
    var choices: [Choice] {
        let items = placeholderItems
        let excluded = Set(excludedActivityTypes ?? [])
        let system = Self.systemActivities(for: items).map { Choice.system($0.0, $0.1) }
        let app = applicationActivities.filter { $0.canPerform(withActivityItems: items) }.map(Choice.app)
        return (system + app).filter { choice in choice.type.map { !excluded.contains($0) } ?? true }
    }

    /// AV2: AirDrop, Messages and Mail share text, links and images; Copy copies them; a web link can go to
    /// the reading list; an image can be saved, printed or assigned to a contact.
    static func systemActivities(for items: [Any]) -> [(UIActivity.ActivityType, String)] {
        let text = items.contains { $0 is String || $0 is NSAttributedString }
        let urls = items.compactMap { $0 as? URL }
        let image = items.contains { $0 is UIImage }
        var found: [(UIActivity.ActivityType, String)] = []
        if text || !urls.isEmpty || image {
            found += [(.airDrop, "AirDrop"), (.message, "Messages"), (.mail, "Mail"), (.copyToPasteboard, "Copy")]
        }
        if urls.contains(where: { ["http", "https"].contains($0.scheme?.lowercased() ?? "") }) {
            found.append((.addToReadingList, "Add to Reading List"))
        }
        if image {
            found += [(.saveToCameraRoll, "Save Image"), (.assignToContact, "Assign to Contact"), (.print, "Print")]
        }
        return found
    }

    /// The items for the chosen activity: item sources give their item for its type (nil ones are left out).
    func items(for type: UIActivity.ActivityType?) -> [Any] {
        activityItems.compactMap { item in
            guard let source = item as? UIActivityItemSource else { return item }
            return source.activityViewController(self, itemForActivityType: type)
        }
    }

    // MARK: Running (AV3)

    /// The user chose `choice`: a system activity completes at once (Copy writes the world's pasteboard);
    /// an app activity is prepared, then shows its controller over the sheet, or the sheet goes and
    /// `perform()` runs; its `activityDidFinish(_:)` ends it.
    func choose(_ choice: Choice) {
        guard !ended else { return }
        ended = true
        switch choice {
        case .system(let type, _):
            let items = self.items(for: type)
            if type == .copyToPasteboard { Self.copy(items) }
            finish(type: type, completed: true)
        case .app(let activity):
            activity.sheet = self
            activity.prepare(withActivityItems: items(for: activity.activityType))
            if let shown = activity.activityViewController {
                present(shown, animated: true)
            } else {
                dismissSheet { activity.perform() }
            }
        }
    }

    /// The Close button (AV5).
    func close() {
        guard !ended else { return }
        ended = true
        dismissSheet { [completionWithItemsHandler] in completionWithItemsHandler?(nil, false, nil, nil) }
    }

    /// AV3: an app activity ended: what is still shown goes, then the handler runs.
    func activityFinished(_ activity: UIActivity, completed: Bool) {
        finish(type: activity.activityType, completed: completed)
    }

    private func finish(type: UIActivity.ActivityType?, completed: Bool) {
        dismissSheet { [completionWithItemsHandler] in completionWithItemsHandler?(type, completed, nil, nil) }
    }

    /// Dismisses the sheet (and anything it presented) if it is still shown, then runs `then`.
    private func dismissSheet(then: @escaping () -> Void) {
        guard let presenter = presentingViewController else { return then() }
        presenter.dismiss(animated: true, completion: then)
    }

    private static func copy(_ items: [Any]) {
        let pasteboard = UIPasteboard.general
        pasteboard.items = items.compactMap { item -> [String: Any]? in
            switch item {
            case let text as String: return ["public.utf8-plain-text": text]
            case let text as NSAttributedString: return ["public.utf8-plain-text": text.string]
            case let url as URL: return ["public.url": url]
            case let image as UIImage: return ["public.png": image]
            default: return nil
            }
        }
    }
}

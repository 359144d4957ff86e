import Foundation

/// VoiceOver's view of a world (AX5): every accessibility element of its visible windows, back window
/// first, in reading order. Walking a view:
///
/// 1. a hidden view, one with alpha at most 0.01, or one with `accessibilityElementsHidden` is skipped with
///    everything in it;
/// 2. an element (`isAccessibilityElement`) is read and nothing inside it is;
/// 3. otherwise its `accessibilityElements` (or the container methods' count and elements) are read in the
///    order given; without them its subviews are, and when a subview is modal (`accessibilityViewIsModal`,
///    a presented controller's view or sheet, an alert) only the frontmost such subview is;
/// 4. elements found among subviews are sorted top to bottom, then left to right (a row: the elements
///    whose top edge is above the middle of the row's first element); an explicit list or a view with
///    `shouldGroupAccessibilityChildren` stays together as one block, placed by its first element.
@MainActor struct AccessibilityTree {
    let application: UIApplication
    /// Set when explaining (AX14): each decision, as an indented line.
    var lines: [String]?
    /// Why each element was read, by identity, when explaining.
    var reasons: [ObjectIdentifier: String] = [:]

    init(application: UIApplication, explaining: Bool = false) {
        self.application = application
        lines = explaining ? [] : nil
    }

    /// The world's elements in reading order.
    mutating func elements() -> [AnyObject] {
        var result: [AnyObject] = []
        for window in application.scene.windowsFrontToBack.reversed() {
            result += blocks(of: window, depth: 0, reason: "window").flatMap { $0 }
        }
        return result
    }

    /// The elements inside `view` (not `view` itself), in reading order, without modal pruning of its
    /// ancestors: how a table cell gathers the labels of its content (AX2).
    static func elements(in view: UIView) -> [AnyObject] {
        guard let application = view.window?.application ?? Optional(UIApplication.shared) else { return [] }
        var tree = AccessibilityTree(application: application)
        var blocks: [[AnyObject]] = []
        for subview in view.subviews { blocks += tree.blocks(of: subview, depth: 0, reason: "") }
        return readingOrder(blocks).flatMap { $0 }
    }

    // MARK: The walk

    private mutating func note(_ depth: Int, _ text: String) {
        lines?.append(String(repeating: "  ", count: depth) + text)
    }

    private func name(_ object: AnyObject) -> String {
        application.traceStorage?.name(of: object) ?? "\(type(of: object))"
    }

    /// The object's elements as blocks: each block is read in its own order and placed as a whole.
    private mutating func blocks(of object: AnyObject, depth: Int, reason: String) -> [[AnyObject]] {
        guard let responder = object as? UIResponder else {
            note(depth, "\(name(object)): skipped, not an NSObject-like element (AX5)")
            return []
        }
        if let view = responder as? UIView {
            if view.isHidden { return skipped(view, depth, "hidden") }
            if view.alpha <= 0.01 { return skipped(view, depth, "alpha \(view.alpha)") }
        }
        if responder.accessibilityElementsHidden { return skipped(object, depth, "accessibilityElementsHidden") }
        if responder.isAccessibilityElement {
            let why = "an element" + (reason.isEmpty ? "" : ", \(reason)")
            note(depth, "\(name(object)): read (\(why))")
            if lines != nil { reasons[ObjectIdentifier(object)] = why }
            return [[object]]
        }
        if let explicit = responder.accessibilityElements {
            note(depth, "\(name(object)): container, accessibilityElements in their order (AX3)")
            let from = "from \(name(object)).accessibilityElements"
            return [explicit.flatMap { blocks(of: $0 as AnyObject, depth: depth + 1, reason: from).flatMap { $0 } }]
        }
        let count = responder.accessibilityElementCount()
        if count > 0 {
            note(depth, "\(name(object)): container, accessibilityElement(at:) 0..<\(count) (AX3)")
            let from = "from \(name(object)).accessibilityElement(at:)"
            let children = (0..<count).compactMap { responder.accessibilityElement(at: $0) }
            return [children.flatMap { blocks(of: $0 as AnyObject, depth: depth + 1, reason: from).flatMap { $0 } }]
        }
        guard let view = responder as? UIView else { return [] }
        var subviews = view.subviews
        if let modal = subviews.last(where: { Self.isModal($0) && !$0.isHidden && $0.alpha > 0.01 }) {
            for sibling in subviews where sibling !== modal {
                note(depth + 1, "\(name(sibling)): skipped, sibling of modal \(name(modal)) (AX5)")
            }
            subviews = [modal]
        }
        if lines != nil, !subviews.isEmpty { note(depth, "\(name(view)): not an element, its subviews") }
        var found: [[AnyObject]] = []
        for subview in subviews {
            found += blocks(of: subview, depth: depth + 1, reason: Self.isModal(subview) ? "in modal view" : "")
        }
        let ordered = Self.readingOrder(found)
        return view.shouldGroupAccessibilityChildren ? [ordered.flatMap { $0 }] : ordered
    }

    private mutating func skipped(_ object: AnyObject, _ depth: Int, _ why: String) -> [[AnyObject]] {
        note(depth, "\(name(object)): skipped with its subviews, \(why) (AX5)")
        return []
    }

    /// Hides its siblings from VoiceOver (AX5).
    static func isModal(_ view: UIView) -> Bool {
        if view.accessibilityViewIsModal || view is SheetContainerView || view is AlertContainerView { return true }
        guard view.superview is UIWindow, let controller = view.owningViewController else { return false }
        return controller.presentingViewController != nil
    }

    /// AX5 rule 4: rows top to bottom, each left to right; the walk's order breaks ties.
    static func readingOrder(_ blocks: [[AnyObject]]) -> [[AnyObject]] {
        let framed = blocks.enumerated().compactMap {
            index, block -> (index: Int, frame: CGRect, block: [AnyObject])? in
            guard let first = block.first as? UIResponder else { return nil }
            let frame = first.accessibilityFrame
            return (index, frame.isNull ? .zero : frame.standardized, block)
        }
        let byTop = framed.sorted { ($0.frame.minY, $0.index) < ($1.frame.minY, $1.index) }
        var rows: [[(index: Int, frame: CGRect, block: [AnyObject])]] = []
        for item in byTop {
            if let anchor = rows.last?.first, item.frame.minY < anchor.frame.midY {
                rows[rows.count - 1].append(item)
            } else {
                rows.append([item])
            }
        }
        return rows.flatMap { row in row.sorted { ($0.frame.minX, $0.index) < ($1.frame.minX, $1.index) }.map(\.block) }
    }

    // MARK: Helpers

    /// The world an accessibility object belongs to: its view's window's, else the running one (A3).
    static func world(of object: AnyObject) -> UIApplication? {
        var current: AnyObject? = object
        var steps = 0
        while let item = current, steps < 64 {
            if let view = item as? UIView { return view.window?.application }
            if let controller = item as? UIViewController { return controller.viewIfLoaded?.window?.application }
            current = (item as? UIResponder)?.accessibilityContainer
            steps += 1
        }
        return nil
    }

    /// A notification's argument as a trace line shows it: a name for an object, quoted text for a string.
    static func describeArgument(_ argument: Any, names: EventTrace) -> String {
        if let string = argument as? String { return "\"\(string)\"" }
        if let text = argument as? NSAttributedString { return "\"\(text.string)\"" }
        if type(of: argument) is AnyClass { return names.name(of: argument as AnyObject) }
        return "\(argument)"
    }
}

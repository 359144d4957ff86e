import Foundation
import ResponderKit

/// Cases whose work is scaled by ten, to show that typing, pasting and deactivating cost what they do,
/// not what the text or the constraint list weighs (TX11, LY38; BENCHMARKS.md "Linear growth"):
///
/// - `text.keys100.big` / `text.keys1000.big`: 100 / 1,000 key presses (half letters, then as many
///   backspaces, so the text comes back) into a field holding 1 MB of mixed-script text, caret at its end.
/// - `text.keys100.huge`: the same 100 keys into a field of 10 MB: a key must not cost more there.
/// - `text.paste100k` / `text.paste1m`: paste 100 KB / 1 MB at the caret of the 1 MB field, then select
///   the pasted text and delete it.
/// - `layout.deactivate1k` / `layout.deactivate10k`: deactivate 1,000 of 2,000 / 10,000 of 20,000 active
///   constraints of a laid-out window, then activate them again.
extension BenchmarkSuite {
    static let growthCaseNames = [
        "text.keys100.big", "text.keys1000.big", "text.keys100.huge", "text.paste100k", "text.paste1m",
        "layout.deactivate1k", "layout.deactivate10k",
    ]

    /// Mixed scripts, so that UTF-16 offsets differ from UTF-8 ones: Latin with accents, CJK, an emoji.
    static func sampleText(bytes: Int) -> String {
        let unit = "Grüße aus Zürich, 世界 😀 — typing stays cheap. "
        return String(repeating: unit, count: Swift.max(1, bytes / unit.utf8.count))
    }

    func growthCases() -> [BenchCase] {
        var cases: [BenchCase] = []
        for (name, keys, bytes) in [
            ("text.keys100.big", 100, 1 << 20), ("text.keys1000.big", 1000, 1 << 20),
            ("text.keys100.huge", 100, 10 << 20),
        ] where wanted(name) {
            let (simulator, field) = Self.editingField(text: Self.sampleText(bytes: bytes))
            let typed = String(repeating: "é", count: keys / 2) + String(repeating: "\u{8}", count: keys / 2)
            let length = field.offset(from: field.beginningOfDocument, to: field.endOfDocument)
            cases.append(
                BenchCase(
                    name: name, countedOperations: keys >= 1000 ? 3 : 20,
                    operation: {
                        simulator.type(typed, keyDuration: 0)
                        precondition(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == length)
                    }, baseline: nil))
        }
        for (name, pasted) in [("text.paste100k", 100 << 10), ("text.paste1m", 1 << 20)] where wanted(name) {
            let (_, field) = Self.editingField(text: Self.sampleText(bytes: 1 << 20))
            let paste = Self.sampleText(bytes: pasted)
            cases.append(
                BenchCase(
                    name: name, countedOperations: 5,
                    operation: {
                        let start = field.selectedTextRange!.start
                        field.insertText(paste)  // a paste: one replacement of the selection
                        let end = field.selectedTextRange!.end
                        field.selectedTextRange = field.textRange(from: start, to: end)
                        field.deleteBackward()
                    }, baseline: nil))
        }
        for (name, count) in [("layout.deactivate1k", 1_000), ("layout.deactivate10k", 10_000)] where wanted(name) {
            let (simulator, removable) = Self.constrainedWindow(views: count)
            cases.append(
                BenchCase(
                    name: name, countedOperations: count >= 10_000 ? 3 : 20,
                    operation: {
                        NSLayoutConstraint.deactivate(removable)
                        NSLayoutConstraint.activate(removable)
                        precondition(removable[count - 1].isActive && simulator.window.constraints.count == 2 * count)
                    }, baseline: nil))
        }
        return cases
    }

    /// A field holding `text`, editing, caret at the end.
    private static func editingField(text: String) -> (EventSimulator, UITextField) {
        let simulator = EventSimulator()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        simulator.window.addSubview(field)
        field.text = text
        precondition(field.becomeFirstResponder())
        return (simulator, field)
    }

    /// `views` views pinned to the window's leading and top edges: `2 × views` constraints, all installed
    /// on the window (their common ancestor), laid out once so that the engine holds them all. Returns the
    /// leading ones.
    private static func constrainedWindow(views: Int) -> (EventSimulator, [NSLayoutConstraint]) {
        let simulator = EventSimulator()
        var leadings: [NSLayoutConstraint] = []
        var all: [NSLayoutConstraint] = []
        for index in 0..<views {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            simulator.window.addSubview(view)
            let leading = view.leadingAnchor.constraint(
                equalTo: simulator.window.leadingAnchor, constant: CGFloat(index % 50))
            leadings.append(leading)
            all += [leading, view.topAnchor.constraint(equalTo: simulator.window.topAnchor, constant: 20)]
        }
        NSLayoutConstraint.activate(all)
        simulator.advance(by: 0)
        return (simulator, leadings)
    }
}

import Foundation
import ResponderKit
import Yams

/// A property a view or a recognizer may set, declared once: its value's kind, the classes that have
/// it, whether `set` may change it, how it is checked, and how it is applied to the built object.
struct PropertyKey<Target>: Sendable {
    typealias Check = @Sendable (inout ScenarioValidator, ViewSpec, Value, String) -> Void

    let name: String
    let form: String
    let help: String
    let example: String
    /// The view classes that have it; nil: every class (and, for recognizers, the declaring type).
    let classes: Set<ViewClass>?
    /// Can a timeline `set` step change it once the world is built?
    let settable: Bool
    /// Applied before the others, lowest first, whatever the file's order: geometry, and limits before
    /// the values they bound (G1). Nil: in file order, after those.
    let rank: Int?
    let read: @Sendable (inout ScenarioDecoder, SourceNode, String) -> Value?
    let write: @Sendable (Value) -> Node?
    let apply: @MainActor @Sendable (Target, Value) -> Void
    let check: Check?

    init<T: ValueConvertible>(
        _ name: String, _ kind: ValueKind<T>, _ help: String, example: String, classes: Set<ViewClass>? = nil,
        settable: Bool = true, rank: Int? = nil, check: Check? = nil,
        apply: @escaping @MainActor @Sendable (Target, T) -> Void
    ) {
        (self.name, self.form, self.help, self.example) = (name, kind.form, help, example)
        (self.classes, self.settable, self.rank, self.check) = (classes, settable, rank, check)
        let read = kind.read
        let write = kind.write
        self.read = { read(&$0, $1, $2)?.value }
        self.write = { T($0).map(write) }
        self.apply = { target, value in
            if let typed = T(value) { apply(target, typed) }
        }
    }

    /// The classes that have it, in the reference's order.
    var owners: [ViewClass] { ViewClass.allCases.filter { classes?.contains($0) ?? true } }
}

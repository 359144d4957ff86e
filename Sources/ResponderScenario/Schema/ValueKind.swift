import Foundation
import Yams

/// How one kind of value is read from the file and written back (the scenario's counterpart of
/// swift-argument-parser's `ExpressibleByArgument`): the reading reports what was expected, with the
/// position, through ``ScenarioDecoder``; the writing makes the Yams node the encoder emits.
struct ValueKind<T: Sendable>: Sendable {
    typealias Read = @Sendable (inout ScenarioDecoder, SourceNode, String) -> T?
    typealias Write = @Sendable (T) -> Node
    typealias Check = @Sendable (inout ScenarioValidator, T, String) -> Void

    /// The value's form in the key reference (`point`, `[id]`, `super`, `next` or `swallow`).
    let form: String
    let read: Read
    let write: Write
    /// What the value must also be once every id is known (references), if anything.
    var check: Check?
    /// Its structure, for generators (``ValueShape``).
    var shape: ValueShape

    init(_ form: String, read: @escaping Read, write: @escaping Write, check: Check? = nil, shape: ValueShape = .scalar)
    {
        self.form = form
        self.read = read
        self.write = write
        self.check = check
        self.shape = shape
    }

    /// The same kind, with a check of the value once ids are known.
    func checked(_ check: @escaping Check) -> ValueKind {
        ValueKind(form, read: read, write: write, check: check, shape: shape)
    }

    /// A plain null (`~`, empty) stands for `value`.
    func nullMeans(_ value: T) -> ValueKind {
        let read = self.read
        return ValueKind(
            form, read: { $1.isNull ? value : read(&$0, $1, $2) }, write: write, check: check, shape: shape)
    }
}

extension ValueKind {
    /// The same kind, or `none`: the override is removed.
    var removable: ValueKind<T?> {
        let read = self.read
        let write = self.write
        return ValueKind<T?>(
            form + " or `none`",
            read: { decoder, node, path in
                if case .scalar("none", _, _) = node { return .some(nil) }
                return read(&decoder, node, path).map { .some($0) }
            }, write: { $0.map(write) ?? Node.text("none") }, shape: shape)
    }
}

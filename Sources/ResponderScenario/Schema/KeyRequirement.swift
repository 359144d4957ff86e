import Foundation

/// Whether the key must be given, and when its absence is reported (`missing required key`).
enum KeyRequirement: Sendable {
    case optional
    /// Looked for before anything else, then read first, in declared order: missing or bad, the
    /// mapping is rejected at once (`id`, a recognizer's `type`).
    case first
    /// Looked for before reading, every missing one reported; then the mapping is rejected.
    case present
    /// Looked for after reading, every missing one reported; missing or bad rejects the mapping.
    case last
}

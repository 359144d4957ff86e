import Foundation

/// What a bad value (or a key that does not apply) does to its mapping.
enum KeyFailure: Sendable {
    /// Reported; the mapping keeps its other keys.
    case keep
    /// Reported; the mapping is rejected once its other keys are read (and their errors reported).
    case reject
    /// Reported; the mapping is rejected at once and its later keys are not read.
    case stop
}

import Foundation

/// Programmer errors and bad input: reported with where and why, never a crash (guide: bad input).
///
/// Inside an application they are kept in its issue list (`EventSimulator.issues`) and the trace;
/// without one they go to standard error.
@MainActor enum Diagnostics {
    static func report(_ message: String, application: UIApplication?) {
        if let application {
            application.report(message)
        } else {
            FileHandle.standardError.write(Data("ResponderKit: \(message)\n".utf8))
        }
    }
}

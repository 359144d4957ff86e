import Foundation
import ResponderKit

extension TraceEntry {
    /// The value of a string field, if the entry has it.
    func string(_ name: String) -> String? {
        for field in fields where field.name == name {
            if case .string(let s) = field.value { return s }
        }
        return nil
    }
}

import Foundation
import ResponderKit

extension ScenarioWorld {
    /// The fingers down now, in the order they touched: their number and their path on the glass (window
    /// points), oldest first. Responder Studio draws them when it shows a replay at a moment (ST5).
    public var fingersDown: [(number: Int, path: [CGPoint])] {
        liveFingers.map { ($0.number, $0.path.map(\.point)) }
    }
}

import Foundation
import ResponderKit

extension ScenarioWorld {
    /// The fingers down now, in the order they touched: their number and their path on the glass (window
    /// points), oldest first. Responder Studio draws them when it shows a replay at a moment (ST5).
    public var fingersDown: [(number: Int, path: [CGPoint])] {
        liveFingers.map { ($0.number, $0.path.map(\.point)) }
    }

    /// How many touches were made so far (the last one's number).
    public var touchesMade: Int { fingers.count }

    /// The view touch `number` (1 is the first touch made) was bound to (H7), if it was bound; Responder
    /// Studio aims a recorded touch at it when it writes a Swift test (ST6).
    public func boundView(ofTouch number: Int) -> UIView? {
        guard number >= 1, number <= fingers.count else { return nil }
        return fingers[number - 1].touch.view
    }
}

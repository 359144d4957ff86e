import Foundation
import Testing

@testable import ResponderKit

/// GR3: the switch every state change asks answers exactly as the table written out as data, for all 36
/// pairs of states (the switch replaced dictionary and set look-ups on the touch path).
@MainActor @Suite struct GestureStateTableTests {
    @Test("GR3: allows(_:_:) answers as the written table for every pair of states")
    func switchMatchesTheTableForEveryPair() {
        let states = (0...5).compactMap(UIGestureRecognizer.State.init(rawValue:))
        #expect(states.count == 6)
        var legalPairs = 0
        for from in states {
            for to in states {
                let written = GestureStateTable.legal[from]?.contains(to) ?? false
                #expect(GestureStateTable.allows(from, to) == written, "GR3: \(from) → \(to)")
                if written { legalPairs += 1 }
            }
        }
        #expect(legalPairs == 9)
    }
}

import Foundation
import ResponderKit

/// A responder made from a scenario file: its overrides come from its ``Behaviour``. The classes that
/// adopt it, one per UIKit class a scenario can use, are generated into `ScenarioClasses/` by
/// `scripts/generate-scenario-classes.py` (Swift has no mixins, so each base class needs its own).
@MainActor protocol ScenarioResponder: UIResponder, UIResponderActionPerforming {
    var behaviour: Behaviour { get }
}

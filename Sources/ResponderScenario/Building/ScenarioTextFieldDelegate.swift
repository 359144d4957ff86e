import Foundation
import ResponderKit

/// A text field's delegate from the file (TX4): answers `shouldChangeCharactersIn` by its policy and
/// writes a refusal to the trace; everything else is UIKit's default.
@MainActor final class ScenarioTextFieldDelegate: UITextFieldDelegate {
    let policy: String
    weak var world: ScenarioWorld?

    init(policy: String, world: ScenarioWorld) {
        self.policy = policy
        self.world = world
    }

    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        let allowed: Bool
        switch policy {
        case "refuse": allowed = false
        case "refuseDigits": allowed = !string.unicodeScalars.contains { CharacterSet.decimalDigits.contains($0) }
        default: allowed = true
        }
        if !allowed, let world {
            world.trace.note("\(world.name(of: textField)) shouldChangeCharactersIn \"\(string)\" -> false")
        }
        return allowed
    }
}

extension WorldBuilder {
    /// A text field with a `shouldChangeCharacters` policy gets its delegate (held by the world).
    static func attachDelegate(to field: UITextField, _ spec: ViewSpec, _ world: ScenarioWorld) {
        guard let policy = spec.shouldChangeCharacters else { return }
        let delegate = ScenarioTextFieldDelegate(policy: policy, world: world)
        world.retained.append(delegate)
        field.delegate = delegate
    }
}

import Foundation

/// CM1: interactions added to a view. Not overridable here (UIView's body is full; noted in README).
extension UIView {
    public var interactions: [any UIInteraction] {
        get { interactionStorage }
        set {
            for interaction in interactionStorage { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds `interaction` (once), moving it from another view first: `willMove(to:)`, then `didMove(to:)`.
    public func addInteraction(_ interaction: any UIInteraction) {
        guard !interactionStorage.contains(where: { $0 === interaction }) else { return }
        if let other = interaction.view, other !== self { other.removeInteraction(interaction) }
        interaction.willMove(to: self)
        interactionStorage.append(interaction)
        interaction.didMove(to: self)
    }

    public func removeInteraction(_ interaction: any UIInteraction) {
        guard interactionStorage.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionStorage.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}

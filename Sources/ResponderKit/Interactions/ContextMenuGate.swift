import Foundation

/// The context menu interaction's long press delegate and target (CM2): asks the interaction's delegate for
/// a configuration when the press would begin, and shows it when it does.
@MainActor final class ContextMenuGate: UIGestureRecognizerDelegate {
    weak var interaction: UIContextMenuInteraction?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let interaction, interaction.shown == nil, let delegate = interaction.delegate else { return false }
        let location = gestureRecognizer.location(in: interaction.view)
        interaction.pending = delegate.contextMenuInteraction(interaction, configurationForMenuAtLocation: location)
        return interaction.pending != nil
    }

    func pressChanged(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began, let interaction, let configuration = interaction.pending else { return }
        interaction.pending = nil
        interaction.show(configuration)
    }
}

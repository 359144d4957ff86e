import Foundation

/// BA5: a segmented control records its segments' titles in its drawing.
extension UISegmentedControl {
    /// Each title in its state's attributes: the selected segment's `.selected` ones over `.normal`, a
    /// disabled segment's `.disabled` ones over `.normal`; by default 13 pt in the label colour (Fidelity).
    func drawSegmentTitles() {
        let count = numberOfSegments
        guard count > 0, bounds.width > 0 else { return }
        let width = bounds.width / CGFloat(count)
        let normal = titleTextAttributes(for: .normal) ?? [:]
        for index in 0..<count {
            guard let title = titleForSegment(at: index) else { continue }
            var attributes: [NSAttributedString.Key: Any] = [
                .font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.label,
            ]
            attributes.merge(normal) { _, set in set }
            let state: UIControl.State? =
                !isEnabledForSegment(at: index) || !isEnabled
                ? .disabled : index == selectedSegmentIndex ? .selected : nil
            if let state, let own = titleTextAttributes(for: state) { attributes.merge(own) { _, set in set } }
            let size = TextDrawing.size(title, pointSize: TextDrawing.font(attributes).size, wrappingAt: nil)
            let origin = CGPoint(
                x: bounds.minX + CGFloat(index) * width + (width - size.width) / 2,
                y: bounds.minY + (bounds.height - size.height) / 2)
            title.draw(at: origin, withAttributes: attributes)
        }
    }
}

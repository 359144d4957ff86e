import UIKit

/// A sketch pad for marking a route on a walk. Strokes are collected from raw touches: every coalesced
/// sample a finger or Apple Pencil reported, and for the pencil its force, which widens the line.
final class CanvasView: UIView {
    struct Stroke {
        var points: [CGPoint]
        var lineWidth: CGFloat
    }

    static let fingerLineWidth: CGFloat = 3

    private(set) var strokes: [Stroke] = []
    private var activeStroke: Stroke?
    private var forces: [CGFloat] = []

    /// Called whenever a stroke is finished, undone or cleared, so the controller can update its buttons.
    var strokesDidChange: (() -> Void)?

    var strokeColor: UIColor = .label

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        contentMode = .redraw
        isMultipleTouchEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentMode = .redraw
    }

    func undo() {
        guard !strokes.isEmpty else { return }
        strokes.removeLast()
        setNeedsDisplay()
        strokesDidChange?()
    }

    func clear() {
        strokes.removeAll()
        activeStroke = nil
        setNeedsDisplay()
        strokesDidChange?()
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        forces = []
        activeStroke = Stroke(points: [touch.preciseLocation(in: self)], lineWidth: lineWidth(for: touch))
        collectForce(of: touch)
        setNeedsDisplay()
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, activeStroke != nil else { return }
        // The pencil reports up to four samples a frame; drawing only the last one would cut corners.
        let samples = event?.coalescedTouches(for: touch) ?? [touch]
        for sample in samples {
            activeStroke?.points.append(sample.preciseLocation(in: self))
            collectForce(of: sample)
        }
        activeStroke?.lineWidth = averageLineWidth(for: touch)
        setNeedsDisplay()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, var stroke = activeStroke else { return }
        let end = touch.preciseLocation(in: self)
        if stroke.points.last != end { stroke.points.append(end) }
        stroke.lineWidth = averageLineWidth(for: touch)
        strokes.append(stroke)
        activeStroke = nil
        setNeedsDisplay()
        strokesDidChange?()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        activeStroke = nil
        setNeedsDisplay()
    }

    private func collectForce(of touch: UITouch) {
        if touch.type == .pencil { forces.append(touch.force) }
    }

    /// A finger draws a fixed width; the pencil from 1 to 13 points as it is pressed harder.
    private func lineWidth(for touch: UITouch) -> CGFloat {
        guard touch.type == .pencil, touch.maximumPossibleForce > 0 else { return CanvasView.fingerLineWidth }
        return 1 + 12 * min(touch.force / touch.maximumPossibleForce, 1)
    }

    private func averageLineWidth(for touch: UITouch) -> CGFloat {
        guard touch.type == .pencil, !forces.isEmpty, touch.maximumPossibleForce > 0 else {
            return lineWidth(for: touch)
        }
        let average = forces.reduce(0, +) / CGFloat(forces.count)
        return 1 + 12 * min(average / touch.maximumPossibleForce, 1)
    }

    // MARK: Drawing

    override func draw(_ rect: CGRect) {
        strokeColor.setStroke()
        for stroke in strokes + [activeStroke].compactMap({ $0 }) {
            path(for: stroke).stroke()
        }
    }

    private func path(for stroke: Stroke) -> UIBezierPath {
        let path = UIBezierPath()
        path.lineWidth = stroke.lineWidth
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        guard let first = stroke.points.first else { return path }
        path.move(to: first)
        if stroke.points.count == 1 {
            // A tap leaves a dot: a zero-length line with round caps.
            path.addLine(to: first)
        }
        for point in stroke.points.dropFirst() {
            path.addLine(to: point)
        }
        return path
    }
}

import Foundation
import ResponderKit

/// A gauge as custom iOS views draw one: a track, an arc for the value, a tick path and a caption.
private final class GaugeView: UIView {
    var value: CGFloat = 0.5
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.systemGray.cgColor)
        context.fillEllipse(in: bounds.insetBy(dx: 2, dy: 2))
        let arc = UIBezierPath(
            arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: bounds.width / 3, startAngle: 0,
            endAngle: 2 * .pi * value, clockwise: true)
        arc.lineWidth = 4
        arc.lineCapStyle = .round
        UIColor.systemBlue.setStroke()
        arc.stroke()
        context.saveGState()
        context.translateBy(x: bounds.midX, y: bounds.midY)
        for tick in 0..<8 {
            context.rotate(by: .pi / 4)
            context.move(to: CGPoint(x: bounds.width / 3 + 4, y: 0))
            context.addLine(to: CGPoint(x: bounds.width / 3 + 8, y: CGFloat(tick % 2)))
        }
        context.strokePath()
        context.restoreGState()
        ("\(Int(value * 100))%" as NSString).draw(
            at: CGPoint(x: 4, y: 4), withAttributes: [.font: UIFont.systemFont(ofSize: 11)])
    }
}

/// `display.draw100` (DR1): one display pass over 100 drawing views, each marked once (the draw calls,
/// recording and storing the recordings as contents).
@MainActor enum DrawingCases {
    static func cases(wanted: (String) -> Bool) -> [BenchCase] {
        guard wanted("display.draw100") else { return [] }
        let simulator = EventSimulator()
        var gauges: [GaugeView] = []
        for index in 0..<100 {
            let gauge = GaugeView(
                frame: CGRect(x: CGFloat(index % 10) * 37, y: CGFloat(index / 10) * 60, width: 36, height: 36))
            simulator.window.addSubview(gauge)
            gauges.append(gauge)
        }
        simulator.advance(by: 0)
        precondition(gauges.allSatisfy { !$0.layer.recordedDrawing.isEmpty })
        var step: CGFloat = 0
        return [
            BenchCase(
                name: "display.draw100", countedOperations: 5,
                operation: {
                    step += 0.01
                    for gauge in gauges {
                        gauge.value = step.truncatingRemainder(dividingBy: 1)
                        gauge.setNeedsDisplay()
                    }
                    simulator.advance(by: 0)
                }, baseline: nil)
        ]
    }
}

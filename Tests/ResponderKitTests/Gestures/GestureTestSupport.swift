import Foundation
import ResponderKit
import Testing

extension CGPoint {
    /// This point moved by `dx`, `dy`.
    func shifted(_ dx: CGFloat, _ dy: CGFloat) -> CGPoint { CGPoint(x: x + dx, y: y + dy) }
}

/// Equal up to floating-point noise (trigonometry, repeated sums of binary fractions).
func close(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

func close(_ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = 1e-9) -> Bool {
    close(a.x, b.x, tolerance: tolerance) && close(a.y, b.y, tolerance: tolerance)
}

/// A number with four decimals, for logs that hold computed values: `1.12`, `-0.7854`, `3`.
func decimal(_ value: CGFloat) -> String {
    var text = String(format: "%.4f", Double(value))
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
}

/// A view that logs `<name> touchesBegan` etc. and swallows the touches (no `super`, like the seeds' views).
@MainActor func quietView(_ name: String, frame: CGRect, log: Log) -> LoggingView {
    let view = LoggingView(name, frame: frame, log: log)
    view.callsSuper = false
    return view
}

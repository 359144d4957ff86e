import Foundation
import ResponderKit
import Testing

/// Stack views compared with kiwisolver (LY11), the expected layout written directly from Apple's
/// description of `UIStackView` — the first and last views touch the stack's edges, neighbours are
/// `spacing` apart, `.fill` resizes the view whose hugging (or compression resistance) priority is
/// lowest, `.fillEqually` makes them equal, `.center` centres them across the axis at their intrinsic
/// height — not from the constraints our stack view makes (LY31–LY33).
@MainActor @Suite struct KiwiStackOracleTests {
    typealias System = KiwiFrameOracleTests.System

    static let p750 = KiwiFrameOracleTests.p750
    static let p749 = 5e5
    static let p250 = KiwiFrameOracleTests.p250
    static let p249 = 5e2

    struct Row {
        let labels: [UILabel]
        let stack: UIStackView
    }

    /// A horizontal stack of labels at (16, 100), `width` wide and 44 tall, centred across the axis.
    func row(_ texts: [String], width: CGFloat, in simulator: EventSimulator) -> Row {
        let labels = texts.map { text -> UILabel in
            let label = UILabel()
            label.text = text
            return label
        }
        let stack = UIStackView(arrangedSubviews: labels)
        stack.spacing = 8
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        simulator.window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: simulator.window.leadingAnchor, constant: 16),
            stack.topAnchor.constraint(equalTo: simulator.window.topAnchor, constant: 100),
            stack.widthAnchor.constraint(equalToConstant: width),
            stack.heightAnchor.constraint(equalToConstant: 44),
        ])
        return Row(labels: labels, stack: stack)
    }

    /// The oracle's system for `row`: the stack's box, then one box per label (in stack coordinates).
    func solve(
        _ row: Row, width: Double, hugging: [Double], resistance: [Double], equal: Bool = false
    ) throws -> (System.Box, [System.Box], [Double]) {
        var system = System()
        let stack = system.box()
        system.add([(stack.x, 1)], -16, "==")
        system.add([(stack.y, 1)], -100, "==")
        system.add([(stack.w, 1)], -width, "==")
        system.add([(stack.h, 1)], -44, "==")
        var boxes: [System.Box] = []
        for (index, label) in row.labels.enumerated() {
            let box = system.box()
            let size = label.intrinsicContentSize
            system.intrinsic(box.w, Double(size.width), hug: hugging[index], resist: resistance[index])
            system.intrinsic(box.h, Double(size.height), hug: Self.p250, resist: Self.p750)
            if let previous = boxes.last {
                system.add([(box.x, 1), (previous.x, -1), (previous.w, -1)], -8, "==")
                if equal { system.add([(box.w, 1), (previous.w, -1)], 0, "==") }
            } else {
                system.add([(box.x, 1), (stack.x, -1)], 0, "==")
            }
            system.add([(box.y, 1), (box.h, 0.5), (stack.y, -1), (stack.h, -0.5)], 0, "==")
            boxes.append(box)
        }
        let last = try #require(boxes.last)
        system.add([(last.x, 1), (last.w, 1), (stack.x, -1), (stack.w, -1)], 0, "==")
        return (stack, boxes, try system.solve())
    }

    @Test("LY31, LY32, LY33: .fill gives the extra room to the lowest hugging priority; .center centres")
    func fillGrows() throws {
        let simulator = EventSimulator()
        let row = row(["Name", "Ada", "Edit"], width: 343, in: simulator)
        row.labels[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        simulator.advance(by: 0)
        let (stack, boxes, values) = try solve(
            row, width: 343, hugging: [Self.p250, Self.p249, Self.p250], resistance: [Self.p750, Self.p750, Self.p750])
        let oracle = KiwiFrameOracleTests()
        #expect(row.stack.frame == oracle.frame(stack, values))
        for (label, box) in zip(row.labels, boxes) {
            #expect(label.frame == oracle.frame(box, values, parent: stack), "\(label.text ?? "")")
        }
        #expect(row.labels[1].frame.width > row.labels[1].intrinsicContentSize.width)
        #expect(simulator.issues.isEmpty)
    }

    @Test("LY32: .fill takes missing room from the lowest compression resistance priority")
    func fillShrinks() throws {
        let simulator = EventSimulator()
        let row = row(["Headline text", "Yes", "No"], width: 150, in: simulator)
        row.labels[0].setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        simulator.advance(by: 0)
        let (stack, boxes, values) = try solve(
            row, width: 150, hugging: [Self.p250, Self.p250, Self.p250], resistance: [Self.p749, Self.p750, Self.p750])
        let oracle = KiwiFrameOracleTests()
        for (label, box) in zip(row.labels, boxes) {
            #expect(label.frame == oracle.frame(box, values, parent: stack), "\(label.text ?? "")")
        }
        #expect(row.labels[0].frame.width < row.labels[0].intrinsicContentSize.width)
        #expect(simulator.issues.isEmpty)
    }

    @Test("LY32: .fillEqually makes the views equal whatever their intrinsic widths")
    func fillEqually() throws {
        let simulator = EventSimulator()
        let row = row(["A", "Longer title", "Mid"], width: 343, in: simulator)
        row.stack.distribution = .fillEqually
        simulator.advance(by: 0)
        let (stack, boxes, values) = try solve(
            row, width: 343, hugging: [Self.p250, Self.p250, Self.p250], resistance: [Self.p750, Self.p750, Self.p750],
            equal: true)
        let oracle = KiwiFrameOracleTests()
        for (label, box) in zip(row.labels, boxes) {
            #expect(label.frame == oracle.frame(box, values, parent: stack), "\(label.text ?? "")")
        }
        #expect(simulator.issues.isEmpty)
    }
}

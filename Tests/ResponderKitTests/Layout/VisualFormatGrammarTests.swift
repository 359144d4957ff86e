import Foundation
import ResponderKit
import Testing

/// Each element of the visual format grammar, read back as the constraints it makes (LY39–LY43), and the
/// options laid out by the solver.
@MainActor @Suite struct VisualFormatGrammarTests {
    @Test("LY39, LY40: connections — standard, fixed, flush, relations, several predicates — make one constraint each")
    func connections() {
        let bench = FormatBench(["a", "b"])
        #expect(bench.described("[a]-[b]") == [line("UIView:'b'.leading == UIView:'a'.trailing + 8")])
        #expect(bench.described("H:[a]-20-[b]") == [line("UIView:'b'.leading == UIView:'a'.trailing + 20")])
        #expect(bench.described("[a][b]") == [line("UIView:'b'.leading == UIView:'a'.trailing")])
        #expect(bench.described("[a]-(>=0)-[b]") == [line("UIView:'b'.leading >= UIView:'a'.trailing")])
        #expect(bench.described("[a]->=12-[b]") == [line("UIView:'b'.leading >= UIView:'a'.trailing + 12")])
        #expect(
            bench.described("[a]-(>=10,<=20@750)-[b]") == [
                line("UIView:'b'.leading >= UIView:'a'.trailing + 10"),
                line("UIView:'b'.leading <= UIView:'a'.trailing + 20", " @750"),
            ])
        #expect(bench.described("[a]-(==-4)-[b]") == [line("UIView:'b'.leading == UIView:'a'.trailing - 4")])
        #expect(
            bench.described("V:[a]-5@251-[b]") == [line("UIView:'b'.top == UIView:'a'.bottom + 5", " @251")])
        #expect(bench.described(" [a] - 6 - [b] ") == bench.described("[a]-6-[b]"))  // spaces are skipped
        #expect(bench.simulator.issues.isEmpty)
    }

    @Test("LY40: the superview bar: standard space to its margins, numbers to its edges, flush to its edges")
    func superview() {
        let bench = FormatBench(["a"])
        #expect(
            bench.described("|-[a]-|") == [
                line("UIView:'a'.leading == UIView:'box'.leadingMargin"),
                line("UIView:'box'.trailingMargin == UIView:'a'.trailing"),
            ])
        #expect(
            bench.described("V:|-30-[a]|") == [
                line("UIView:'a'.top == UIView:'box'.top + 30"), line("UIView:'box'.bottom == UIView:'a'.bottom"),
            ])
        #expect(bench.described("|-(>=8@300)-[a]") == [line("UIView:'a'.leading >= UIView:'box'.leading + 8", " @300")])
        // Laid out: the margins are 8 pt; vertically the bars are the container's edges.
        bench.format("|-[a]-|")
        bench.format("V:|-30-[a]-40-|")
        #expect(bench.frames()["a"] == CGRect(x: 8, y: 30, width: 284, height: 230))
        #expect(bench.simulator.issues.isEmpty)
    }

    @Test("LY40, LY43: view predicates: sizes from numbers, metrics and other views, with priorities")
    func viewPredicates() {
        let bench = FormatBench(["a", "b"])
        let metrics: [String: Any] = [
            "wide": CGFloat(120), "tall": 44, "p": 600.0, "n": NSNumber(value: 7), "low": Float(1),
        ]
        #expect(
            bench.described("[a(wide@p)]-n-[b(==a@low)]", metrics: metrics) == [
                line("UIView:'a'.width == 120", " @600"),
                line("UIView:'b'.leading == UIView:'a'.trailing + 7"),
                line("UIView:'b'.width == UIView:'a'.width", " @1"),
            ])
        #expect(bench.described("V:[a(<=tall)]", metrics: metrics) == [line("UIView:'a'.height <= 44")])
        #expect(bench.described("[a(1.5e2)]") == [line("UIView:'a'.width == 150")])
        let made = NSLayoutConstraint.constraints(withVisualFormat: "[a]-[b]", metrics: nil, views: bench.views)
        #expect(made.allSatisfy { !$0.isActive })  // returned, not activated, as UIKit does
        // An outlet (`UIView!`) in a dictionary literal is stored as an optional; iOS bridges it to the view.
        let outlet: UIView? = bench["a"]
        let optionalMetric: CGFloat? = 30
        let fromOptionals = NSLayoutConstraint.constraints(
            withVisualFormat: "[a(w)]", metrics: ["w": optionalMetric as Any], views: ["a": outlet as Any])
        #expect(fromOptionals.map(\.description) == [line("UIView:'a'.width == 30")])
        #expect(bench.simulator.issues.isEmpty)
    }

    @Test("LY42: alignment options align each view with the one before, across the format's axis")
    func alignment() {
        let bench = FormatBench(["a", "b", "c"])
        #expect(
            bench.described("[a]-[b]-[c]", [.alignAllTop, .alignAllBottom]) == [
                line("UIView:'b'.leading == UIView:'a'.trailing + 8"),
                line("UIView:'c'.leading == UIView:'b'.trailing + 8"),
                line("UIView:'b'.top == UIView:'a'.top"), line("UIView:'c'.top == UIView:'b'.top"),
                line("UIView:'b'.bottom == UIView:'a'.bottom"), line("UIView:'c'.bottom == UIView:'b'.bottom"),
            ])
        bench.format("|-10-[a(40)]-[b(30)]-[c(20)]", .alignAllCenterY)
        bench.format("V:|-20-[a(60)]")
        bench.format("V:[b(30)]")
        bench.format("V:[c(10)]")
        let frames = bench.frames()
        #expect(frames["a"] == CGRect(x: 10, y: 20, width: 40, height: 60))
        #expect(frames["b"] == CGRect(x: 58, y: 35, width: 30, height: 30))
        #expect(frames["c"] == CGRect(x: 96, y: 45, width: 20, height: 10))
        #expect(bench.simulator.issues.isEmpty)

        let column = FormatBench(["a", "b"])
        column.format("V:|[a(10)][b(10)]", [.alignAllLeading, .alignAllTrailing])
        column.format("|-12-[a]-100-|")
        #expect(column.frames()["b"] == CGRect(x: 12, y: 10, width: 188, height: 10))
        #expect(column.simulator.issues.isEmpty)
    }

    @Test("LY41: direction options: left to right uses left and right; right to left lays out from the right edge")
    func directions() {
        let bench = FormatBench(["a", "b"])
        #expect(
            bench.described("|-5-[a]-[b]", .directionLeftToRight) == [
                line("UIView:'a'.left == UIView:'box'.left + 5"), line("UIView:'b'.left == UIView:'a'.right + 8"),
            ])
        #expect(
            bench.described("|-5-[a]-[b]-|", .directionRightToLeft) == [
                line("UIView:'box'.right == UIView:'a'.right + 5"), line("UIView:'a'.left == UIView:'b'.right + 8"),
                line("UIView:'b'.left == UIView:'box'.leftMargin"),
            ])
        bench.format("|-10-[a(50)]-20-[b(30)]", .directionRightToLeft)
        bench.format("V:|[a(10)]")
        bench.format("V:|[b(10)]")
        let frames = bench.frames()
        #expect(frames["a"] == CGRect(x: 240, y: 0, width: 50, height: 10))
        #expect(frames["b"] == CGRect(x: 190, y: 0, width: 30, height: 10))
        #expect(bench.simulator.issues.isEmpty)
    }

    @Test("LY42: spacingBaselineToBaseline spaces a vertical format's views from baseline to baseline")
    func baselineSpacing() {
        let bench = FormatBench([])
        let title = UILabel()
        let detail = UILabel()
        for label in [title, detail] {
            label.translatesAutoresizingMaskIntoConstraints = false
            label.text = "Driftwood"
            bench.container.addSubview(label)
        }
        title.accessibilityIdentifier = "title"
        detail.accessibilityIdentifier = "detail"
        let views = ["title": title, "detail": detail]
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-[title]-[detail]", options: .spacingBaselineToBaseline, metrics: nil, views: views)
        #expect(
            made.map(\.description) == [
                line("UILabel:'title'.top == UIView:'box'.topMargin"),
                line("UILabel:'detail'.firstBaseline == UILabel:'title'.lastBaseline + 8"),
            ])
        NSLayoutConstraint.activate(
            made + [
                title.leadingAnchor.constraint(equalTo: bench.container.leadingAnchor),
                detail.leadingAnchor.constraint(equalTo: bench.container.leadingAnchor),
            ])
        bench.simulator.advance(by: 0)
        // One-line labels in the same font: the second's baseline 8 pt below the first's puts its top 8 pt
        // below the first's top.
        #expect(title.frame.minY == 8)
        #expect(abs(detail.frame.minY - (title.frame.minY + 8)) < 1e-6)
        #expect(bench.simulator.issues.isEmpty)
    }
}

/// An inactive constraint's description: `<NSLayoutConstraint equation @priority>`.
private func line(_ equation: String, _ suffix: String = "") -> String {
    "<NSLayoutConstraint \(equation)\(suffix)>"
}

import Foundation
import ResponderKit
import Testing

/// Formats iOS refuses with NSInvalidArgumentException: reported with the format and a caret under the error,
/// answered with no constraints, never a trap (LY44).
@MainActor @Suite struct VisualFormatErrorTests {
    /// The reason and the caret line of the one issue `format` reports, with nothing made.
    static func refusal(
        _ format: String, _ options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
        in bench: FormatBench
    ) -> (reason: String, caret: String)? {
        let before = bench.simulator.issues.count
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: format, options: options, metrics: metrics, views: bench.views)
        #expect(made.isEmpty, "\(format)")
        let issues = bench.simulator.issues.dropFirst(before)
        guard issues.count == 1, let issue = issues.first else { return nil }
        let lines = issue.components(separatedBy: "\n")
        guard lines.count == 4, lines[0].hasSuffix("Unable to parse constraint format: "), lines[2] == format else {
            return nil
        }
        return (lines[1], lines[3])
    }

    @Test("LY44: each malformed format names its error, shows the format and puts the caret where parsing stopped")
    func malformed() {
        let bench = FormatBench(["a", "b"])
        let cases: [(format: String, reason: String, caret: String)] = [
            ("V|[a]|", "Expected ':' after 'V' to specify vertical arrangement", " ^"),
            (
                "|[a][b(>=50]|", "A predicate on a view's thickness must end with ')' and the view must end with ']'",
                "           ^"
            ),
            ("[a]-[zz]", "zz is not a key in the views dictionary.", "     ^"),
            ("[a]-gap-[b]", "gap is not a key in the metrics dictionary.", "    ^"),
            ("[a]-", "Expected a view or '|' after '-'", "    ^"),
            ("", "Expected a view", "^"),
            ("[a]-8-", "Expected a view or '|' at the end of a connection", "      ^"),
            ("[a]-(>=8-[b]", "Expected ',' between predicates or ')' to end them", "        ^"),
            ("[a(50@0)]", "Priority must be greater than 0 and less than or equal to 1000; it is 0.0.", "   ^"),
            (
                "[a]-b-[b]", "A view name (b) can only be the object of a predicate on a view's size, not of a space.",
                "    ^"
            ),
            ("[a]|[b]", "Expected the end of the format after the superview '|'", "    ^"),
            ("[a(=>5)]", "Expected '==', '<=' or '>='", "   ^"),
            ("[a(1.2.3)]", "'1.2.3' is not a number", "   ^"),
        ]
        for (format, reason, caret) in cases {
            let refusal = Self.refusal(format, in: bench)
            #expect(refusal?.reason == reason, "\(format)")
            #expect(refusal?.caret == caret, "\(format)")
        }
    }

    @Test("LY44: options that cannot apply, a bar without a superview and non-numeric metrics are refused")
    func refusedOptionsAndNames() {
        let bench = FormatBench(["a", "b"])
        let horizontal = Self.refusal("[a]-[b]", .alignAllLeading, in: bench)
        #expect(
            horizontal?.reason
                == "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout "
                + "that is also horizontal.")
        let vertical = Self.refusal("V:[a]-[b]", .alignAllTop, in: bench)
        #expect(vertical?.reason.hasSuffix("which is not allowed for layout that is also vertical.") == true)
        #expect(Self.refusal("[a]-[b]", .spacingBaselineToBaseline, in: bench) != nil)
        #expect(Self.refusal("[a]-[b]", [.directionLeftToRight, .directionRightToLeft], in: bench) != nil)
        let text = Self.refusal("[a(w)]", metrics: ["w": "wide"], in: bench)
        #expect(text?.reason == "The metric w is wide, not a finite number.")
        #expect(Self.refusal("[a(w)]", metrics: ["w": CGFloat.infinity], in: bench) != nil)

        let orphan = constrainedView("orphan")
        bench.container.addSubview(orphan)
        orphan.removeFromSuperview()
        let views: [String: Any] = ["orphan": orphan, "a": bench["a"], "text": "not a view"]
        let before = bench.simulator.issues.count
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "[a]-[orphan]-|", metrics: nil, views: views).isEmpty)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "[a]-[text]", metrics: nil, views: views).isEmpty)
        let issues = Array(bench.simulator.issues.dropFirst(before))
        #expect(issues.count == 2)
        #expect(
            issues.first?.contains(
                "Unable to interpret '|' character, because the related view doesn't have a superview\n"
                    + "[a]-[orphan]-|\n             ^") == true)
        #expect(issues.last?.contains("text in the views dictionary is String, not a view or layout guide.") == true)
    }

    @Test("LY44: random strings of the grammar's tokens never trap: each makes constraints or one report")
    func randomFormats() {
        let bench = FormatBench(["a", "b"])
        // Whole tokens and stray characters, so that some strings are formats and most are near misses.
        let tokens = [
            "H:", "V:", "|", "-", "[a]", "[b]", "[a(m)]", "[b(==a)]", "-8-", "-(>=m@750)-", "(", ")", "[", "]", "=",
            "<=", "@", ",", "5", "a", " ", ":", ".",
        ]
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var parsed = 0
        for _ in 0..<2000 {
            let format = (0..<next(9)).map { _ in tokens[next(tokens.count)] }.joined()
            let before = bench.simulator.issues.count
            let made = NSLayoutConstraint.constraints(
                withVisualFormat: format, options: [], metrics: ["m": 3], views: bench.views)
            let reported = bench.simulator.issues.count - before
            #expect(reported == 0 || (reported == 1 && made.isEmpty), "\(format)")
            if !made.isEmpty { parsed += 1 }
        }
        #expect(parsed > 20, "only \(parsed) of 2,000 made constraints")
    }
}

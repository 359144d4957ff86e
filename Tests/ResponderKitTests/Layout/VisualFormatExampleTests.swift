import Foundation
import ResponderKit
import Testing

/// A 300 × 300 container at (0, 100) in a window (below the status bar, so its margins are its own 8 pt) with
/// named subviews that use Auto Layout, for visual format tests (LY39–LY43).
@MainActor struct FormatBench {
    let simulator = EventSimulator()
    let container = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
    var views: [String: UIView] = [:]

    init(_ names: [String]) {
        container.accessibilityIdentifier = "box"
        simulator.window.addSubview(container)
        for name in names {
            let view = constrainedView(name)
            container.addSubview(view)
            views[name] = view
        }
    }

    subscript(_ name: String) -> UIView { views[name]! }

    /// The constraints `format` makes, not activated, as their descriptions.
    func described(
        _ format: String, _ options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil
    ) -> [String] {
        NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
            .map(\.description)
    }

    /// The constraints `format` makes, activated.
    @discardableResult
    func format(
        _ format: String, _ options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil
    ) -> [NSLayoutConstraint] {
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: format, options: options, metrics: metrics, views: views)
        NSLayoutConstraint.activate(made)
        return made
    }

    /// Every view's frame after a layout pass.
    func frames() -> [String: CGRect] {
        simulator.advance(by: 0)
        return views.mapValues(\.frame)
    }
}

/// The examples of Apple's "Visual Format Language" (Auto Layout Guide), each laid out through the solver and
/// checked by frames computed by hand, and against the oracle: the same constraints written with anchors
/// give the same frames (LY40).
@MainActor @Suite struct VisualFormatExampleTests {
    /// One example: the views, the format's axis completed with anchors (`fixing`), the format, and the same
    /// layout with anchors only.
    struct Example {
        var names: [String]
        var format: String
        var fixing: @MainActor (FormatBench) -> [NSLayoutConstraint]
        var anchors: @MainActor (FormatBench) -> [NSLayoutConstraint]
        var expected: [String: CGRect]
    }

    /// Each view 10 pt tall at the container's top (for horizontal examples).
    static func rows(_ bench: FormatBench) -> [NSLayoutConstraint] {
        bench.views.values.flatMap {
            [
                $0.topAnchor.constraint(equalTo: bench.container.topAnchor),
                $0.heightAnchor.constraint(equalToConstant: 10),
            ]
        }
    }

    static func run(_ example: Example) -> (format: [String: CGRect], anchors: [String: CGRect], issues: [String]) {
        let viaFormat = FormatBench(example.names)
        NSLayoutConstraint.activate(example.fixing(viaFormat))
        let made = viaFormat.format(example.format)
        #expect(!made.isEmpty, "\(example.format)")
        let viaAnchors = FormatBench(example.names)
        NSLayoutConstraint.activate(example.fixing(viaAnchors) + example.anchors(viaAnchors))
        return (viaFormat.frames(), viaAnchors.frames(), viaFormat.simulator.issues + viaAnchors.simulator.issues)
    }

    static let examples: [Example] = [
        // Standard Space: 8 pt between siblings.
        Example(
            names: ["button", "textField"], format: "[button]-[textField]",
            fixing: { b in
                rows(b) + [
                    b["button"].leftAnchor.constraint(equalTo: b.container.leftAnchor, constant: 10),
                    b["button"].widthAnchor.constraint(equalToConstant: 50),
                    b["textField"].widthAnchor.constraint(equalToConstant: 100),
                ]
            },
            anchors: { b in [b["textField"].leadingAnchor.constraint(equalTo: b["button"].trailingAnchor, constant: 8)]
            },
            expected: [
                "button": CGRect(x: 10, y: 0, width: 50, height: 10),
                "textField": CGRect(x: 68, y: 0, width: 100, height: 10),
            ]),
        // Width Constraint: at least 50, against a weaker wish for 20.
        Example(
            names: ["button"], format: "[button(>=50)]",
            fixing: { b in
                rows(b) + [
                    b["button"].leftAnchor.constraint(equalTo: b.container.leftAnchor),
                    b["button"].widthAnchor.constraint(equalToConstant: 20).withPriority(.defaultLow),
                ]
            },
            anchors: { b in [b["button"].widthAnchor.constraint(greaterThanOrEqualToConstant: 50)] },
            expected: ["button": CGRect(x: 0, y: 0, width: 50, height: 10)]),
        // Connection to Superview: 50 pt from both edges of the 300 pt container.
        Example(
            names: ["purpleBox"], format: "|-50-[purpleBox]-50-|", fixing: rows,
            anchors: { b in
                [
                    b["purpleBox"].leadingAnchor.constraint(equalTo: b.container.leadingAnchor, constant: 50),
                    b.container.trailingAnchor.constraint(equalTo: b["purpleBox"].trailingAnchor, constant: 50),
                ]
            },
            expected: ["purpleBox": CGRect(x: 50, y: 0, width: 200, height: 10)]),
        // Vertical Layout: 10 pt below.
        Example(
            names: ["topField", "bottomField"], format: "V:[topField]-10-[bottomField]",
            fixing: { b in
                b.views.values.flatMap {
                    [
                        $0.leftAnchor.constraint(equalTo: b.container.leftAnchor),
                        $0.widthAnchor.constraint(equalToConstant: 100),
                        $0.heightAnchor.constraint(equalToConstant: 30),
                    ]
                } + [b["topField"].topAnchor.constraint(equalTo: b.container.topAnchor, constant: 20)]
            },
            anchors: { b in [b["bottomField"].topAnchor.constraint(equalTo: b["topField"].bottomAnchor, constant: 10)]
            },
            expected: [
                "topField": CGRect(x: 0, y: 20, width: 100, height: 30),
                "bottomField": CGRect(x: 0, y: 60, width: 100, height: 30),
            ]),
        // Flush Views: no space.
        Example(
            names: ["maroonView", "blueView"], format: "[maroonView][blueView]",
            fixing: { b in
                rows(b) + [
                    b["maroonView"].leftAnchor.constraint(equalTo: b.container.leftAnchor, constant: 5),
                    b["maroonView"].widthAnchor.constraint(equalToConstant: 40),
                    b["blueView"].widthAnchor.constraint(equalToConstant: 40),
                ]
            },
            anchors: { b in [b["blueView"].leadingAnchor.constraint(equalTo: b["maroonView"].trailingAnchor)] },
            expected: [
                "maroonView": CGRect(x: 5, y: 0, width: 40, height: 10),
                "blueView": CGRect(x: 45, y: 0, width: 40, height: 10),
            ]),
        // Priority: 100 pt wide at priority 20 loses to 80 pt at 250.
        Example(
            names: ["button"], format: "[button(100@20)]",
            fixing: { b in
                rows(b) + [
                    b["button"].leftAnchor.constraint(equalTo: b.container.leftAnchor),
                    b["button"].widthAnchor.constraint(equalToConstant: 80).withPriority(.defaultLow),
                ]
            },
            anchors: { b in
                [b["button"].widthAnchor.constraint(equalToConstant: 100).withPriority(UILayoutPriority(20))]
            },
            expected: ["button": CGRect(x: 0, y: 0, width: 80, height: 10)]),
        // Equal Widths.
        Example(
            names: ["button1", "button2"], format: "[button1(==button2)]",
            fixing: { b in
                rows(b) + [
                    b["button1"].leftAnchor.constraint(equalTo: b.container.leftAnchor),
                    b["button2"].leftAnchor.constraint(equalTo: b.container.leftAnchor, constant: 100),
                    b["button2"].widthAnchor.constraint(equalToConstant: 70),
                ]
            },
            anchors: { b in [b["button1"].widthAnchor.constraint(equalTo: b["button2"].widthAnchor)] },
            expected: [
                "button1": CGRect(x: 0, y: 0, width: 70, height: 10),
                "button2": CGRect(x: 100, y: 0, width: 70, height: 10),
            ]),
        // Multiple Predicates: between 70 and 100, against a weaker wish for 150.
        Example(
            names: ["flexibleButton"], format: "[flexibleButton(>=70,<=100)]",
            fixing: { b in
                rows(b) + [
                    b["flexibleButton"].leftAnchor.constraint(equalTo: b.container.leftAnchor),
                    b["flexibleButton"].widthAnchor.constraint(equalToConstant: 150).withPriority(.defaultLow),
                ]
            },
            anchors: { b in
                [
                    b["flexibleButton"].widthAnchor.constraint(greaterThanOrEqualToConstant: 70),
                    b["flexibleButton"].widthAnchor.constraint(lessThanOrEqualToConstant: 100),
                ]
            },
            expected: ["flexibleButton": CGRect(x: 0, y: 0, width: 100, height: 10)]),
        // A Complete Line of Layout: the standard space to the superview is its 8 pt margin.
        Example(
            names: ["find", "findNext", "findField"], format: "|-[find]-[findNext]-[findField(>=20)]-|",
            fixing: { b in
                rows(b) + [
                    b["find"].widthAnchor.constraint(equalToConstant: 40),
                    b["findNext"].widthAnchor.constraint(equalToConstant: 60),
                ]
            },
            anchors: { b in
                [
                    b["find"].leadingAnchor.constraint(equalTo: b.container.layoutMarginsGuide.leadingAnchor),
                    b["findNext"].leadingAnchor.constraint(equalTo: b["find"].trailingAnchor, constant: 8),
                    b["findField"].leadingAnchor.constraint(equalTo: b["findNext"].trailingAnchor, constant: 8),
                    b["findField"].widthAnchor.constraint(greaterThanOrEqualToConstant: 20),
                    b.container.layoutMarginsGuide.trailingAnchor.constraint(equalTo: b["findField"].trailingAnchor),
                ]
            },
            expected: [
                "find": CGRect(x: 8, y: 0, width: 40, height: 10),
                "findNext": CGRect(x: 56, y: 0, width: 60, height: 10),
                "findField": CGRect(x: 124, y: 0, width: 168, height: 10),
            ]),
    ]

    @Test("LY40: Apple's examples lay out as the guide draws them, and as the same constraints made with anchors")
    func appleExamples() {
        for example in Self.examples {
            let result = Self.run(example)
            #expect(result.format == example.expected, "\(example.format)")
            #expect(result.anchors == result.format, "\(example.format): the anchors oracle")
            #expect(result.issues.isEmpty, "\(example.format)")
        }
    }

    @Test("LY40: the priority example gives 100 pt when nothing stronger competes")
    func priorityAlone() {
        let bench = FormatBench(["button"])
        NSLayoutConstraint.activate(VisualFormatExampleTests.rows(bench))
        bench.format("|[button(100@20)]")
        #expect(bench.frames()["button"] == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(bench.simulator.issues.isEmpty)
    }
}

extension NSLayoutConstraint {
    /// The constraint at `priority` (set before activation, as UIKit requires for optional ones).
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}

import Foundation

/// The constraints a stack view makes (LY31–LY33), named as UIKit names them (`UISV-…`), installed on
/// the stack view. Along the axis: the first and last visible views touch the canvas (the bounds, or
/// the margins guide), consecutive visible views are `spacing` apart, and the distribution decides the
/// lengths; across it, the alignment. A hidden view is `UISV-hiding`: zero long, after the visible view
/// before it.
extension UIStackView {
    func rearrange() {
        for constraint in arrangementConstraints { uninstallConstraint(constraint) }
        arrangementConstraints = []
        var made = ArrangementBuilder(stack: self)
        made.build()
        arrangementConstraints = made.constraints
        for constraint in arrangementConstraints { installConstraint(constraint) }
    }

    /// A spacer guide for the equal distributions, reused across arrangements.
    func spacer(_ index: Int) -> UILayoutGuide {
        while spacers.count <= index {
            let guide = UILayoutGuide()
            guide.identifier = "UISV-distributing"
            addLayoutGuide(guide)
            spacers.append(guide)
        }
        return spacers[index]
    }

    /// Spacing after `view`: its custom spacing, or `spacing` (LY31).
    func spacing(after view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        if custom == Self.spacingUseDefault { return spacing }
        if custom == Self.spacingUseSystem { return NSLayoutAnchor<NSLayoutXAxisAnchor>.systemSpacing }
        return custom
    }
}

/// Works out one arrangement.
@MainActor private struct ArrangementBuilder {
    let stack: UIStackView
    let canvas: AnyObject
    let horizontal: Bool
    var constraints: [NSLayoutConstraint] = []

    init(stack: UIStackView) {
        self.stack = stack
        canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        horizontal = stack.axis == .horizontal
    }

    // Attributes along the axis and across it.
    var lead: LayoutAttribute { horizontal ? .leading : .top }
    var trail: LayoutAttribute { horizontal ? .trailing : .bottom }
    var length: LayoutAttribute { horizontal ? .width : .height }
    var center: LayoutAttribute { horizontal ? .centerX : .centerY }
    var crossLead: LayoutAttribute { horizontal ? .top : .leading }
    var crossTrail: LayoutAttribute { horizontal ? .bottom : .trailing }
    var crossLength: LayoutAttribute { horizontal ? .height : .width }
    var crossCenter: LayoutAttribute { horizontal ? .centerY : .centerX }

    mutating func build() {
        let views = stack.arranged.filter { $0.superviewStorage === stack }
        let visible = views.filter { !$0.isHidden }
        alongTheAxis(visible)
        hide(views)
        across(views)
    }

    private mutating func make(
        _ id: String, _ first: AnyObject, _ a: LayoutAttribute, _ relation: NSLayoutConstraint.Relation,
        _ second: AnyObject?, _ b: LayoutAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: UILayoutPriority = .required
    ) {
        let constraint = NSLayoutConstraint(
            first: first, a, relation, second: second, b, multiplier: multiplier, constant: constant, kind: .stack)
        constraint.identifier = id
        constraint.priorityStorage = priority
        constraints.append(constraint)
    }

    /// LY31, LY32.
    private mutating func alongTheAxis(_ visible: [UIView]) {
        guard let first = visible.first, let last = visible.last else { return }
        make("UISV-canvas-connection", first, lead, .equal, canvas, lead)
        make("UISV-canvas-connection", canvas, trail, .equal, last, trail)
        let distribution = stack.distribution
        let flexibleGaps = distribution == .equalSpacing || distribution == .equalCentering
        for (previous, next) in zip(visible, visible.dropFirst()) {
            make(
                "UISV-spacing", next, lead, flexibleGaps ? .greaterThanOrEqual : .equal, previous, trail,
                constant: stack.spacing(after: previous))
        }
        switch distribution {
        case .fillEqually:
            for view in visible.dropFirst() { make("UISV-fill-equally", view, length, .equal, first, length) }
        case .fillProportionally:
            proportionally(visible)
        case .equalSpacing, .equalCentering:
            equalGaps(visible, centers: distribution == .equalCentering)
            tieBreak(visible)
        case .fill:
            tieBreak(visible)
        }
    }

    /// Lengths in proportion to the intrinsic lengths, of the canvas less the spacing, at 999, 998, ...
    /// by index as UIKit's `UISV-fill-proportionally` (with the documented proportions: UIKit's own
    /// multipliers ignore the spacing, rdar://34595752). No intrinsic lengths at all: as `.fill`.
    private mutating func proportionally(_ visible: [UIView]) {
        let lengths = visible.map { view -> CGFloat in
            let size = view.intrinsicContentSize
            return Swift.max(horizontal ? size.width : size.height, 0)
        }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return tieBreak(visible) }
        let spacing = zip(visible, visible.dropFirst()).reduce(0) { $0 + stack.spacing(after: $1.0) }
        for (index, (view, intrinsic)) in zip(visible, lengths).enumerated() {
            let share = intrinsic / total
            make(
                "UISV-fill-proportionally", view, length, .equal, canvas, length, multiplier: share,
                constant: -share * spacing, priority: UILayoutPriority(Float(999 - Swift.min(index, 998))))
        }
    }

    /// Spacer guides between the views (edges, or centres for `.equalCentering`), all as long as the
    /// first: required for `.equalSpacing`; at 749 for `.equalCentering`, so that the gaps shrink to
    /// `spacing` before compression resistance (750) gives (Apple's description of both).
    private mutating func equalGaps(_ visible: [UIView], centers: Bool) {
        var firstGuide: UILayoutGuide?
        for (index, (previous, next)) in zip(visible, visible.dropFirst()).enumerated() {
            let guide = stack.spacer(index)
            make("UISV-distributing-edge", guide, lead, .equal, previous, centers ? center : trail)
            make("UISV-distributing-edge", guide, trail, .equal, next, centers ? center : lead)
            make("UISV-distributing", guide, crossLead, .equal, canvas, crossLead)
            make("UISV-distributing", guide, crossLength, .equal, nil, .notAnAttribute)
            if let firstGuide {
                make(
                    "UISV-fill-equally", guide, length, .equal, firstGuide, length,
                    priority: centers ? UILayoutPriority(749) : .required)
            }
            firstGuide = firstGuide ?? guide
        }
    }

    /// LY32: when hugging or compression resistance cannot choose (equal priorities), the later views
    /// stretch and shrink first: each view with an intrinsic length keeps it at a tiny priority that
    /// falls with its index, below every priority UIKit code uses.
    private mutating func tieBreak(_ visible: [UIView]) {
        for (index, view) in visible.enumerated() {
            let size = view.intrinsicContentSize
            let intrinsic = horizontal ? size.width : size.height
            guard intrinsic >= 0 else { continue }
            make(
                "UISV-ambiguity-suppression", view, length, .equal, nil, .notAnAttribute, constant: intrinsic,
                priority: UILayoutPriority(Float(0.5) / Float(index + 1)))
        }
    }

    /// LY31: a hidden view is zero long, placed after the visible view before it.
    private mutating func hide(_ views: [UIView]) {
        var previous: UIView?
        for view in views {
            guard view.isHidden else {
                previous = view
                continue
            }
            make("UISV-hiding", view, length, .equal, nil, .notAnAttribute)
            if let previous {
                make("UISV-hiding", view, lead, .equal, previous, trail)
            } else {
                make("UISV-hiding", view, lead, .equal, canvas, lead)
            }
        }
    }

    /// LY33: the alignment across the axis. Except for `.fill`, the canvas hugs the largest view
    /// (`UISV-canvas-fit` at 49, below the fitting level).
    private mutating func across(_ views: [UIView]) {
        guard !views.isEmpty else { return }
        var alignment = stack.alignment
        if !horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) { alignment = .leading }
        for view in views {
            switch alignment {
            case .fill:
                make("UISV-alignment", view, crossLead, .equal, canvas, crossLead)
                make("UISV-alignment", view, crossTrail, .equal, canvas, crossTrail)
            case .leading:
                make("UISV-alignment", view, crossLead, .equal, canvas, crossLead)
                make("UISV-spanning-boundary", view, crossTrail, .lessThanOrEqual, canvas, crossTrail)
            case .trailing:
                make("UISV-alignment", view, crossTrail, .equal, canvas, crossTrail)
                make("UISV-spanning-boundary", view, crossLead, .greaterThanOrEqual, canvas, crossLead)
            case .center:
                make("UISV-alignment", view, crossCenter, .equal, canvas, crossCenter)
                make("UISV-spanning-boundary", view, crossLead, .greaterThanOrEqual, canvas, crossLead)
            case .firstBaseline, .lastBaseline:
                let baseline: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== views[0] { make("UISV-alignment", view, baseline, .equal, views[0], baseline) }
                make("UISV-spanning-boundary", view, crossLead, .greaterThanOrEqual, canvas, crossLead)
                make("UISV-spanning-boundary", view, crossTrail, .lessThanOrEqual, canvas, crossTrail)
            }
        }
        if alignment != .fill {
            make(
                "UISV-canvas-fit", canvas, crossLength, .equal, nil, .notAnAttribute,
                priority: UILayoutPriority(49))
        }
    }
}

import Foundation

/// Turns a parsed visual format into constraints (LY40–LY43): names resolved against the metrics and views
/// dictionaries, each connection one constraint per predicate between the facing edges, each view predicate
/// one constraint on the view's width (height in `V:`), then the alignment options' equalities between
/// consecutive views. A bad format answers none: what was made before the error is dropped, never active.
@MainActor struct VisualFormatBuilder {
    let format: VisualFormat
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]

    /// The attributes of one layout direction: `start` is the edge a view begins at, `end` where it stops.
    private struct Direction {
        var start: NSLayoutConstraint.Attribute
        var end: NSLayoutConstraint.Attribute
        var startMargin: NSLayoutConstraint.Attribute
        var endMargin: NSLayoutConstraint.Attribute
        /// Right to left runs against the x axis: the gap is earlier − later, so the items swap (LY41).
        var isReversed = false
    }

    /// One side of a connection: an item and the edge of it that faces the gap.
    private struct Edge {
        var item: AnyObject
        var attribute: NSLayoutConstraint.Attribute
        var isSuperview: Bool
    }

    func build() throws(VisualFormatError) -> [NSLayoutConstraint] {
        let direction = try layoutDirection()
        let alignments = try alignmentAttributes()
        let baselineSpacing = options.contains(.spacingBaselineToBaseline)
        if baselineSpacing && !format.isVertical {
            throw VisualFormatError(
                reason: "spacingBaselineToBaseline applies to vertical formats only", position: 0)
        }
        let items = try format.views.map { view throws(VisualFormatError) in try item(named: view) }
        var constraints: [NSLayoutConstraint] = []
        if let connection = format.leadingSuperview {
            let superview = try self.superview(of: items[0], at: format.leadingBarPosition)
            let earlier = Edge(item: superview, attribute: direction.start, isSuperview: true)
            let later = Edge(item: items[0], attribute: direction.start, isSuperview: false)
            constraints += try connect(earlier, later, connection, direction)
        }
        for (index, view) in format.views.enumerated() {
            constraints += try sizeConstraints(items[index], view.predicates)
            guard index + 1 < items.count else { continue }
            let spacedByBaselines = baselineSpacing
            let earlier = Edge(
                item: items[index], attribute: spacedByBaselines ? .lastBaseline : direction.end, isSuperview: false)
            let later = Edge(
                item: items[index + 1], attribute: spacedByBaselines ? .firstBaseline : direction.start,
                isSuperview: false)
            constraints += try connect(earlier, later, format.connections[index], direction)
        }
        if let connection = format.trailingSuperview, let last = items.last {
            let superview = try self.superview(of: last, at: format.trailingBarPosition)
            let earlier = Edge(item: last, attribute: direction.end, isSuperview: false)
            let later = Edge(item: superview, attribute: direction.end, isSuperview: true)
            constraints += try connect(earlier, later, connection, direction)
        }
        for attribute in alignments {
            for index in items.indices.dropFirst() {
                constraints.append(
                    NSLayoutConstraint(
                        item: items[index], attribute: attribute, relatedBy: .equal, toItem: items[index - 1],
                        attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return constraints
    }

    // MARK: Options (LY41, LY42)

    private func layoutDirection() throws(VisualFormatError) -> Direction {
        if format.isVertical {
            return Direction(start: .top, end: .bottom, startMargin: .topMargin, endMargin: .bottomMargin)
        }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight:
            return Direction(start: .left, end: .right, startMargin: .leftMargin, endMargin: .rightMargin)
        case .directionRightToLeft:
            return Direction(
                start: .right, end: .left, startMargin: .rightMargin, endMargin: .leftMargin, isReversed: true)
        case .directionLeadingToTrailing:
            return Direction(start: .leading, end: .trailing, startMargin: .leadingMargin, endMargin: .trailingMargin)
        default:
            throw VisualFormatError(reason: "The options name more than one layout direction", position: 0)
        }
    }

    /// Each alignment bit is `1 << attribute`; it must lie across the format's axis.
    private func alignmentAttributes() throws(VisualFormatError) -> [NSLayoutConstraint.Attribute] {
        let mask = options.intersection(.alignmentMask).rawValue
        var attributes: [NSLayoutConstraint.Attribute] = []
        for raw in 1..<16 where mask & (1 << raw) != 0 {
            guard let attribute = NSLayoutConstraint.Attribute(rawValue: raw) else {
                throw VisualFormatError(
                    reason: "The options name an alignment (bit \(raw)) that is no attribute", position: 0)
            }
            let axis = LayoutAttribute(attribute).axis
            if !format.isVertical && axis == .horizontal {
                throw VisualFormatError(
                    reason: "Options mask required views to be aligned on a horizontal edge, which is not allowed "
                        + "for layout that is also horizontal.", position: 0)
            }
            if format.isVertical && axis == .vertical {
                throw VisualFormatError(
                    reason: "Options mask required views to be aligned on a vertical edge, which is not allowed for "
                        + "layout that is also vertical.", position: 0)
            }
            attributes.append(attribute)
        }
        return attributes
    }

    // MARK: Names (LY43)

    private func item(named view: VisualFormat.View) throws(VisualFormatError) -> AnyObject {
        guard let value = views[view.name] else {
            throw VisualFormatError(
                reason: "\(view.name) is not a key in the views dictionary.", position: view.position)
        }
        let object = Self.unwrapped(value) as AnyObject
        guard object is UIView || object is UILayoutGuide else {
            throw VisualFormatError(
                reason: "\(view.name) in the views dictionary is \(type(of: value)), not a view or layout guide.",
                position: view.position)
        }
        return object
    }

    /// What `|` names next to `item`: a view's superview, a guide's owning view.
    private func superview(of item: AnyObject, at position: Int) throws(VisualFormatError) -> UIView {
        let superview = (item as? UIView).map { $0.superview } ?? (item as? UILayoutGuide)?.owningView
        guard let superview else {
            throw VisualFormatError(
                reason: "Unable to interpret '|' character, because the related view doesn't have a superview",
                position: position)
        }
        return superview
    }

    /// A number as written, or a metric's value: any Swift number or `NSNumber`.
    private func value(of term: VisualFormat.Term) throws(VisualFormatError) -> CGFloat {
        switch term {
        case .number(let number): return number
        case .name(let name, let position):
            guard let metric = metrics[name] else {
                throw VisualFormatError(reason: "\(name) is not a key in the metrics dictionary.", position: position)
            }
            guard let number = Self.number(Self.unwrapped(metric)), number.isFinite else {
                throw VisualFormatError(
                    reason: "The metric \(name) is \(metric), not a finite number.", position: position)
            }
            return number
        }
    }

    /// An optional's wrapped value (an outlet `UILabel!` in a dictionary literal is stored as an optional, which
    /// iOS bridges to the object), else the value itself.
    static func unwrapped(_ value: Any) -> Any {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value else { return value }
        return unwrapped(wrapped)
    }

    static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let number as CGFloat: return number
        case let number as Double: return CGFloat(number)
        case let number as Float: return CGFloat(number)
        case let number as Int: return CGFloat(number)
        case let priority as UILayoutPriority: return CGFloat(priority.rawValue)
        case let number as any BinaryInteger: return CGFloat(Double(number))
        case let number as any BinaryFloatingPoint: return CGFloat(Double(number))
        case let number as NSNumber: return CGFloat(number.doubleValue)
        default: return nil
        }
    }

    private func priority(of predicate: VisualFormat.Predicate) throws(VisualFormatError) -> UILayoutPriority {
        guard let term = predicate.priority else { return .required }
        let value = try self.value(of: term)
        guard value > 0 && value <= 1000 else {
            var position = predicate.position
            if case .name(_, let at) = term { position = at }
            throw VisualFormatError(
                reason: "Priority must be greater than 0 and less than or equal to 1000; it is \(value).",
                position: position)
        }
        return UILayoutPriority(Float(value))
    }

    // MARK: Constraints (LY40)

    /// `later.edge relation earlier.edge + spacing`, the items swapped right to left. The standard space is
    /// 8 between items and the superview's layout margin next to `|` (LY40).
    private func connect(
        _ earlier: Edge, _ later: Edge, _ connection: VisualFormat.Connection, _ direction: Direction
    ) throws(VisualFormatError) -> [NSLayoutConstraint] {
        switch connection {
        case .flush:
            return [make(earlier, later, .equal, 0, .required, direction)]
        case .standard:
            guard earlier.isSuperview || later.isSuperview else {
                return [make(earlier, later, .equal, 8, .required, direction)]
            }
            var earlier = earlier
            var later = later
            if earlier.isSuperview { earlier.attribute = direction.startMargin }
            if later.isSuperview { later.attribute = direction.endMargin }
            return [make(earlier, later, .equal, 0, .required, direction)]
        case .predicates(let predicates):
            var made: [NSLayoutConstraint] = []
            for predicate in predicates {
                if case .name(let name, let position) = predicate.object, metrics[name] == nil, views[name] != nil {
                    throw VisualFormatError(
                        reason: "A view name (\(name)) can only be the object of a predicate on a view's size, not "
                            + "of a space.", position: position)
                }
                let constant = try value(of: predicate.object)
                let priority = try self.priority(of: predicate)
                made.append(make(earlier, later, predicate.relation, constant, priority, direction))
            }
            return made
        }
    }

    private func make(
        _ earlier: Edge, _ later: Edge, _ relation: NSLayoutConstraint.Relation, _ constant: CGFloat,
        _ priority: UILayoutPriority, _ direction: Direction
    ) -> NSLayoutConstraint {
        let (first, second) = direction.isReversed ? (earlier, later) : (later, earlier)
        let constraint = NSLayoutConstraint(
            item: first.item, attribute: first.attribute, relatedBy: relation, toItem: second.item,
            attribute: second.attribute, multiplier: 1, constant: constant)
        constraint.priority = priority
        return constraint
    }

    /// `[view(>=50)]`, `[view(==other)]`: on the width in `H:`, the height in `V:`.
    private func sizeConstraints(
        _ item: AnyObject, _ predicates: [VisualFormat.Predicate]
    ) throws(VisualFormatError) -> [NSLayoutConstraint] {
        let size: NSLayoutConstraint.Attribute = format.isVertical ? .height : .width
        var made: [NSLayoutConstraint] = []
        for predicate in predicates {
            let priority = try self.priority(of: predicate)
            let constraint: NSLayoutConstraint
            if case .name(let name, let position) = predicate.object, metrics[name] == nil {
                guard views[name] != nil else {
                    throw VisualFormatError(
                        reason: "\(name) is not a key in the metrics or views dictionaries.", position: position)
                }
                let other = try self.item(named: VisualFormat.View(name: name, position: position, predicates: []))
                constraint = NSLayoutConstraint(
                    item: item, attribute: size, relatedBy: predicate.relation, toItem: other, attribute: size,
                    multiplier: 1, constant: 0)
            } else {
                constraint = NSLayoutConstraint(
                    item: item, attribute: size, relatedBy: predicate.relation, toItem: nil,
                    attribute: .notAnAttribute, multiplier: 1, constant: try value(of: predicate.object))
            }
            constraint.priority = priority
            made.append(constraint)
        }
        return made
    }
}

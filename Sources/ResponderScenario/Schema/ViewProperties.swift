import Foundation
import ResponderKit

/// The properties a view may set (geometry, flags, class properties), declared once: reading, checking,
/// writing, `set` steps and applying to the built view all come from this table.
enum ViewProperties {
    static let controls: Set<ViewClass> = Set(ViewClass.allCases.filter(\.isControl))
    static let scrolls: Set<ViewClass> = Set(ViewClass.allCases.filter(\.isScrollView))

    static let all: [PropertyKey<UIView>] =
        geometry + flags + controlProperties + scrollProperties + textProperties + collectionProperties

    static let geometry: [PropertyKey<UIView>] = [
        PropertyKey("frame", .rect, "in the parent's coordinates (G1)", example: "[0, 0, 100, 50]", rank: 4) {
            $0.frame = $1
        },
        PropertyKey(
            "center", .point, "with `bounds`, instead of `frame` (G1)", example: "[50, 25]", rank: 5
        ) { $0.center = $1 },
        PropertyKey(
            "bounds", .rect, "`origin` shifts the subviews' coordinates; `size` is kept around the center (G2)",
            example: "[0, 0, 100, 50]", rank: 6
        ) { $0.bounds = $1 },
        PropertyKey(
            "transform", .transform, "rotate (degrees), scale, translate, in order, about the center",
            example: "[{rotate: 30}, {scale: [2, 1]}]", rank: 7
        ) { $0.transform = WorldBuilder.transform($1) },
    ]

    static let flags: [PropertyKey<UIView>] = [
        PropertyKey("hidden", .bool, "not hit, nor its subviews (H1); default false", example: "true") {
            $0.isHidden = $1
        },
        PropertyKey(
            "alpha", .number(.unit), "below 0.01 not hit (H1); default 1", example: "0.5"
        ) { $0.alpha = $1 },
        PropertyKey(
            "userInteraction", .bool,
            "false: not hit, nor its subviews (H1); default true (false for `imageview`, `label`)", example: "false"
        ) { $0.isUserInteractionEnabled = $1 },
        PropertyKey(
            "clipsToBounds", .bool, "drawing only; hit-testing ignores it (H3); default false", example: "true"
        ) { $0.clipsToBounds = $1 },
        PropertyKey(
            "multipleTouch", .bool, "more than one touch at a time (T5); default false", example: "true"
        ) { $0.isMultipleTouchEnabled = $1 },
        PropertyKey("exclusiveTouch", .bool, "T5; default false", example: "true") { $0.isExclusiveTouch = $1 },
        PropertyKey("tag", .integer(), "default 0", example: "7") { $0.tag = $1 },
    ]

    static let controlProperties: [PropertyKey<UIView>] = [
        PropertyKey("enabled", .bool, "C3, H9", example: "false", classes: controls) {
            ($0 as? UIControl)?.isEnabled = $1
        },
        PropertyKey("selected", .bool, "", example: "true", classes: controls) { ($0 as? UIControl)?.isSelected = $1 },
        PropertyKey("title", .string, "", example: "OK", classes: [.button]) {
            ($0 as? UIButton)?.setTitle($1, for: .normal)
        },
        PropertyKey("on", .bool, "", example: "true", classes: [.switch]) { ($0 as? UISwitch)?.isOn = $1 },
        PropertyKey("value", .number(), "", example: "3", classes: [.slider, .stepper]) {
            ($0 as? UISlider)?.value = Float($1)
            ($0 as? UIStepper)?.value = $1
        },
        PropertyKey(
            "minimumValue", .number(), "", example: "-5", classes: [.slider, .stepper], rank: 0,
            check: { validator, view, value, path in
                guard case .number(let low) = value,
                    case .number(let high)? = view.properties.last(where: { $0.key == "maximumValue" })?.value,
                    low > high
                else { return }
                validator.error("minimumValue is greater than maximumValue", path)
            }
        ) {
            ($0 as? UISlider)?.minimumValue = Float($1)
            ($0 as? UIStepper)?.minimumValue = $1
        },
        PropertyKey("maximumValue", .number(), "", example: "50", classes: [.slider, .stepper], rank: 1) {
            ($0 as? UISlider)?.maximumValue = Float($1)
            ($0 as? UIStepper)?.maximumValue = $1
        },
        PropertyKey("continuous", .bool, "", example: "false", classes: [.slider, .stepper]) {
            ($0 as? UISlider)?.isContinuous = $1
            ($0 as? UIStepper)?.isContinuous = $1
        },
        PropertyKey("stepValue", .number(.positive), "", example: "2", classes: [.stepper]) {
            ($0 as? UIStepper)?.stepValue = $1
        },
        PropertyKey("wraps", .bool, "", example: "true", classes: [.stepper]) { ($0 as? UIStepper)?.wraps = $1 },
        PropertyKey("autorepeat", .bool, "", example: "false", classes: [.stepper]) {
            ($0 as? UIStepper)?.autorepeat = $1
        },
        PropertyKey("segments", .strings, "the segments' titles", example: "[A, B]", classes: [.segmented], rank: 3) {
            control, titles in
            guard let control = control as? UISegmentedControl else { return }
            control.removeAllSegments()
            for (index, title) in titles.enumerated() {
                control.insertSegment(withTitle: title, at: index, animated: false)
            }
        },
        PropertyKey(
            "selectedSegment", .integer(min: -1), "-1: none", example: "-1", classes: [.segmented],
            check: { validator, view, value, path in
                guard case .int(let selected) = value else { return }
                var count = 0
                if case .strings(let s)? = view.properties.last(where: { $0.key == "segments" })?.value {
                    count = s.count
                }
                if selected >= count { validator.error("segment \(selected) does not exist (\(count) segments)", path) }
            }
        ) { ($0 as? UISegmentedControl)?.selectedSegmentIndex = $1 },
        PropertyKey("momentary", .bool, "", example: "true", classes: [.segmented]) {
            ($0 as? UISegmentedControl)?.isMomentary = $1
        },
        PropertyKey("numberOfPages", .integer(min: 0), "", example: "3", classes: [.pagecontrol], rank: 2) {
            ($0 as? UIPageControl)?.numberOfPages = $1
        },
        PropertyKey(
            "currentPage", .integer(min: 0), "", example: "0", classes: [.pagecontrol],
            check: { validator, view, value, path in
                guard case .int(let page) = value else { return }
                var pages = 0
                if case .int(let n)? = view.properties.last(where: { $0.key == "numberOfPages" })?.value { pages = n }
                if page >= max(pages, 1) && page > 0 {
                    validator.error("page \(page) does not exist (\(pages) pages)", path)
                }
            }
        ) { ($0 as? UIPageControl)?.currentPage = $1 },
        PropertyKey("text", .string, "", example: "hello", classes: [.label, .textfield, .textview]) {
            ($0 as? UILabel)?.text = $1
            ($0 as? UITextField)?.text = $1
            ($0 as? UITextView)?.text = $1
        },
    ]

    static let scrollProperties: [PropertyKey<UIView>] = [
        PropertyKey("contentSize", .size, "S1", example: "[640, 200]", classes: scrolls) {
            ($0 as? UIScrollView)?.contentSize = $1
        },
        PropertyKey("contentOffset", .point, "", example: "[0, 10]", classes: scrolls) {
            ($0 as? UIScrollView)?.contentOffset = $1
        },
        PropertyKey("contentInset", .insets, "", example: "[0, 0, 10, 0]", classes: scrolls) { view, insets in
            guard case .insets(let top, let left, let bottom, let right) = insets else { return }
            (view as? UIScrollView)?.contentInset = UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
        },
        PropertyKey("pagingEnabled", .bool, "", example: "true", classes: scrolls) {
            ($0 as? UIScrollView)?.isPagingEnabled = $1
        },
        PropertyKey("bounces", .bool, "", example: "false", classes: scrolls) { ($0 as? UIScrollView)?.bounces = $1 },
        PropertyKey("scrollEnabled", .bool, "", example: "false", classes: scrolls) {
            ($0 as? UIScrollView)?.isScrollEnabled = $1
        },
        PropertyKey("delaysContentTouches", .bool, "", example: "false", classes: scrolls) {
            ($0 as? UIScrollView)?.delaysContentTouches = $1
        },
        PropertyKey("canCancelContentTouches", .bool, "", example: "false", classes: scrolls) {
            ($0 as? UIScrollView)?.canCancelContentTouches = $1
        },
        PropertyKey("alwaysBounceVertical", .bool, "", example: "true", classes: scrolls) {
            ($0 as? UIScrollView)?.alwaysBounceVertical = $1
        },
        PropertyKey("alwaysBounceHorizontal", .bool, "", example: "true", classes: scrolls) {
            ($0 as? UIScrollView)?.alwaysBounceHorizontal = $1
        },
        PropertyKey("directionalLockEnabled", .bool, "", example: "true", classes: scrolls) {
            ($0 as? UIScrollView)?.isDirectionalLockEnabled = $1
        },
        PropertyKey(
            "decelerationRate", .choice(["normal", "fast"]), "", example: "fast", classes: scrolls
        ) { ($0 as? UIScrollView)?.decelerationRate = $1 == "fast" ? .fast : .normal },
        PropertyKey(
            "style", .choice(["plain", "grouped", "insetGrouped"]), "used when the table is made",
            example: "grouped", classes: [.tableview], settable: false
        ) { _, _ in },
        PropertyKey(
            "rows", .counts(min: 0), "a count, or a list per section; used when the table is made", example: "[3, 2]",
            classes: [.tableview], settable: false
        ) { _, _ in },
        PropertyKey(
            "rowHeight", .number(.positive), "", example: "50", classes: [.tableview], settable: false
        ) { ($0 as? UITableView)?.rowHeight = $1 },
        PropertyKey("allowsSelection", .bool, "", example: "false", classes: [.tableview, .collectionview]) {
            ($0 as? UITableView)?.allowsSelection = $1
            ($0 as? UICollectionView)?.allowsSelection = $1
        },
    ]

    static let byName: [String: PropertyKey<UIView>] = Dictionary(
        all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
}

import Foundation

/// The properties IB writes for views and recognizers (IB5) and user-defined runtime attributes (IB7).
extension IBBuilder {
    /// What every view carries: autoresizing, colours, tag, alpha, visibility, clipping, interaction,
    /// content mode and accessibility.
    func applyViewProperties(_ view: UIView, _ element: IBElement) {
        if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
            var value: UIView.AutoresizingMask = []
            for (name, flag) in Self.maskFlags where mask.flag(name) == true { value.insert(flag) }
            view.autoresizingMask = value
        }
        if element.flag("translatesAutoresizingMaskIntoConstraints") == false {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        for color in element.children where color.name == "color" {
            let value = IBValues.color(color, in: document)
            switch color.key {
            case "backgroundColor": view.backgroundColor = value
            case "tintColor": view.tintColor = value
            default: break
            }
        }
        if let tag = element["tag"].flatMap({ Int($0) }) { view.tag = tag }
        if let alpha = IBValues.cgFloat(element, "alpha") { view.alpha = alpha }
        if let hidden = element.flag("hidden") { view.isHidden = hidden }
        if let clips = element.flag("clipsSubviews") { view.clipsToBounds = clips }
        if let enabled = element.flag("userInteractionEnabled") { view.isUserInteractionEnabled = enabled }
        if let mode = element["contentMode"], let value = Self.contentModes[mode] { view.contentMode = value }
        if let multiple = element.flag("multipleTouchEnabled") { view.isMultipleTouchEnabled = multiple }
        if let accessibility = element.child("accessibility", key: "accessibilityConfiguration") {
            applyAccessibility(view, accessibility)
        }
    }

    private func applyAccessibility(_ view: UIView, _ element: IBElement) {
        if let identifier = element["identifier"] { view.accessibilityIdentifier = identifier }
        if let label = element["label"] { view.accessibilityLabel = label }
        if let hint = element["hint"] { view.accessibilityHint = hint }
        if let isElement = element.child("bool", key: "isElement")?.flag("value") {
            view.isAccessibilityElement = isElement
        }
        if let traits = element.child("accessibilityTraits", key: "traits") {
            var value: UIAccessibilityTraits = []
            if traits.flag("button") == true { value.insert(.button) }
            if traits.flag("staticText") == true { value.insert(.staticText) }
            if traits.flag("image") == true { value.insert(.image) }
            if traits.flag("header") == true { value.insert(.header) }
            if traits.flag("selected") == true { value.insert(.selected) }
            if traits.flag("notEnabled") == true { value.insert(.notEnabled) }
            view.accessibilityTraits = value
        }
    }

    static let maskFlags: [(String, UIView.AutoresizingMask)] = [
        ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
        ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
        ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]

    static let contentModes: [String: UIView.ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]

    /// Each class's own properties, applied once its initializer has run (a subclass's `init?(coder:)`
    /// may reset them, as `UILabel`'s does for interaction).
    func applyClassProperties(_ view: UIView, _ element: IBElement) {
        if let enabled = element.flag("userInteractionEnabled") { view.isUserInteractionEnabled = enabled }
        let font = element.child("fontDescription", key: "fontDescription").map(IBValues.font)
        let textColor = element.child("color", key: "textColor").flatMap { IBValues.color($0, in: document) }
        let text = element["text"] ?? element.children.first { $0.key == "text" }?.text
        let alignment = element["textAlignment"].flatMap { Self.alignments[$0] }
        switch view {
        case let label as UILabel:
            label.text = text
            if let font { label.font = font }
            if let textColor { label.textColor = textColor }
            if let alignment { label.textAlignment = alignment }
            if let lines = element["numberOfLines"].flatMap({ Int($0) }) { label.numberOfLines = lines }
        case let field as UITextField:
            field.text = text
            field.placeholder = element["placeholder"]
            if let style = element["borderStyle"].flatMap({ Self.borderStyles[$0] }) { field.borderStyle = style }
            if let font { field.font = font }
            if let textColor { field.textColor = textColor }
            if let alignment { field.textAlignment = alignment }
            if let traits = element.child("textInputTraits", key: "textInputTraits") {
                if traits.flag("secureTextEntry") == true { field.isSecureTextEntry = true }
                if let type = traits["keyboardType"], let value = Self.keyboardTypes[type] {
                    field.keyboardType = value
                }
                if let type = traits["returnKeyType"], let value = Self.returnKeyTypes[type] {
                    field.returnKeyType = value
                }
            }
            applyControl(field, element)
        case let textView as UITextView:
            if let text { textView.text = text }
            if let font { textView.font = font }
            if let editable = element.flag("editable") { textView.isEditable = editable }
        case let imageView as UIImageView:
            if let name = element["image"] { imageView.image = image(named: name, element) }
        case let button as UIButton: applyButton(button, element, font)
        case let control as UIControl: applyValueControl(control, element)
        case let stack as UIStackView: applyStack(stack, element)
        case let table as UITableView: applyTable(table, element)
        default: break
        }
        if let scrollView = view as? UIScrollView {
            if let scrolls = element.flag("scrollEnabled") { scrollView.isScrollEnabled = scrolls }
            if let bounces = element.flag("bounces") { scrollView.bounces = bounces }
        }
    }

    func image(named name: String, _ element: IBElement) -> UIImage? {
        if let image = UIImage(named: name, in: document.bundle, with: nil) { return image }
        if let image = UIImage(systemName: name) { return image }
        return nil
    }

    private func applyControl(_ control: UIControl, _ element: IBElement) {
        if let enabled = element.flag("enabled") { control.isEnabled = enabled }
        if let selected = element.flag("selected") { control.isSelected = selected }
        if let highlighted = element.flag("highlighted") { control.isHighlighted = highlighted }
    }

    private func applyButton(_ button: UIButton, _ element: IBElement, _ font: UIFont?) {
        applyControl(button, element)
        let states: [String: UIControl.State] = [
            "normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled,
        ]
        for state in element.children where state.name == "state" {
            guard let key = state.key, let value = states[key] else { continue }
            if let title = state["title"] { button.setTitle(title, for: value) }
            if let name = state["image"] { button.setImage(image(named: name, state), for: value) }
            if let color = state.child("color", key: "titleColor") {
                button.setTitleColor(IBValues.color(color, in: document), for: value)
            }
        }
        if let configuration = element.child("buttonConfiguration", key: "configuration"),
            let title = configuration["title"]
        {
            button.setTitle(title, for: .normal)
        }
        if let font { button.titleLabel?.font = font }
    }

    private func applyValueControl(_ control: UIControl, _ element: IBElement) {
        applyControl(control, element)
        switch control {
        case let toggle as UISwitch: if let on = element.flag("on") { toggle.isOn = on }
        case let slider as UISlider:
            if let minimum = element.number("minValue") { slider.minimumValue = Float(minimum) }
            if let maximum = element.number("maxValue") { slider.maximumValue = Float(maximum) }
            if let value = element.number("value") { slider.value = Float(value) }
        case let stepper as UIStepper:
            if let minimum = element.number("minimumValue") { stepper.minimumValue = minimum }
            if let maximum = element.number("maximumValue") { stepper.maximumValue = maximum }
            if let value = element.number("value") { stepper.value = value }
        case let segmented as UISegmentedControl:
            for (index, segment) in element.list("segments").enumerated() {
                segmented.insertSegment(withTitle: segment["title"], at: index, animated: false)
            }
            if let selected = element["selectedSegmentIndex"].flatMap({ Int($0) }) {
                segmented.selectedSegmentIndex = selected
            }
        default: break
        }
    }

    private func applyStack(_ stack: UIStackView, _ element: IBElement) {
        if element["axis"] == "vertical" { stack.axis = .vertical }
        if let spacing = IBValues.cgFloat(element, "spacing") { stack.spacing = spacing }
        let distributions: [String: UIStackView.Distribution] = [
            "fillEqually": .fillEqually, "fillProportionally": .fillProportionally, "equalSpacing": .equalSpacing,
            "equalCentering": .equalCentering,
        ]
        if let name = element["distribution"], let value = distributions[name] { stack.distribution = value }
        let alignments: [String: UIStackView.Alignment] = [
            "top": .top, "leading": .leading, "center": .center, "bottom": .bottom, "trailing": .trailing,
            "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
        ]
        if let name = element["alignment"], let value = alignments[name] { stack.alignment = value }
    }

    private func applyTable(_ table: UITableView, _ element: IBElement) {
        if let height = IBValues.cgFloat(element, "rowHeight"), height > 0 { table.rowHeight = height }
        if let height = IBValues.cgFloat(element, "estimatedRowHeight"), height > 0 {
            table.estimatedRowHeight = height
        }
    }

    static let alignments: [String: NSTextAlignment] = [
        "left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural,
    ]
    static let borderStyles: [String: UITextField.BorderStyle] = [
        "line": .line, "bezel": .bezel, "roundedRect": .roundedRect,
    ]
    static let keyboardTypes: [String: UIKeyboardType] = [
        "emailAddress": .emailAddress, "numberPad": .numberPad, "phonePad": .phonePad, "URL": .URL,
        "decimalPad": .decimalPad, "asciiCapable": .asciiCapable,
    ]
    static let returnKeyTypes: [String: UIReturnKeyType] = [
        "next": .next, "done": .done, "go": .go, "search": .search, "send": .send, "join": .join,
    ]

    // MARK: Recognizers (IB11)

    func applyRecognizerProperties(_ recognizer: UIGestureRecognizer, _ element: IBElement) {
        if let cancels = element.flag("cancelsTouchesInView") { recognizer.cancelsTouchesInView = cancels }
        if let enabled = element.flag("enabled") { recognizer.isEnabled = enabled }
        let taps = element["numberOfTapsRequired"].flatMap { Int($0) }
        switch recognizer {
        case let tap as UITapGestureRecognizer:
            if let taps { tap.numberOfTapsRequired = taps }
            if let touches = element["numberOfTouchesRequired"].flatMap({ Int($0) }) {
                tap.numberOfTouchesRequired = touches
            }
        case let press as UILongPressGestureRecognizer:
            if let duration = element.number("minimumPressDuration") { press.minimumPressDuration = duration }
            if let taps { press.numberOfTapsRequired = taps }
        case let swipe as UISwipeGestureRecognizer:
            let directions: [String: UISwipeGestureRecognizer.Direction] = [
                "right": .right, "left": .left, "up": .up, "down": .down,
            ]
            if let name = element["direction"], let value = directions[name] { swipe.direction = value }
        default: break
        }
    }

    // MARK: Runtime attributes (IB7)

    /// `setValue(_:forKeyPath:)` for each attribute, after the object's own properties; a key the object
    /// lacks is UIKit's key-value coding message, reported.
    func applyRuntimeAttributes(_ object: AnyObject, _ element: IBElement) {
        for attribute in element.list("userDefinedRuntimeAttributes") {
            guard let keyPath = attribute["keyPath"] else { continue }
            if let failure = IBKeyValue.set(IBValues.runtimeValue(attribute), forKeyPath: keyPath, on: object) {
                report("user-defined runtime attribute '\(keyPath)': \(failure)", at: element)
            }
        }
    }
}

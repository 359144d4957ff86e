import Foundation
import ResponderKit

/// The properties of text inputs and collection views (TX, CV), declared once like the others.
extension ViewProperties {
    static let textProperties: [PropertyKey<UIView>] = [
        PropertyKey("placeholder", .string, "", example: "Name", classes: [.textfield]) {
            ($0 as? UITextField)?.placeholder = $1
        },
        PropertyKey("secureTextEntry", .bool, "", example: "true", classes: [.textfield, .textview]) {
            ($0 as? UITextField)?.isSecureTextEntry = $1
            ($0 as? UITextView)?.isSecureTextEntry = $1
        },
        PropertyKey(
            "clearButtonMode", .choice(clearButtonModes.map(\.0)), "", example: "whileEditing",
            classes: [.textfield]
        ) { view, name in
            (view as? UITextField)?.clearButtonMode = clearButtonModes.first { $0.0 == name }?.1 ?? .never
        },
        PropertyKey(
            "borderStyle", .choice(borderStyles.map(\.0)), "", example: "roundedRect", classes: [.textfield]
        ) { view, name in (view as? UITextField)?.borderStyle = borderStyles.first { $0.0 == name }?.1 ?? .none },
        PropertyKey("editable", .bool, "", example: "false", classes: [.textview]) {
            ($0 as? UITextView)?.isEditable = $1
        },
    ]

    static let clearButtonModes: [(String, UITextField.ViewMode)] = [
        ("never", .never), ("whileEditing", .whileEditing), ("unlessEditing", .unlessEditing), ("always", .always),
    ]

    static let borderStyles: [(String, UITextField.BorderStyle)] = [
        ("none", .none), ("line", .line), ("bezel", .bezel), ("roundedRect", .roundedRect),
    ]

    static let collectionProperties: [PropertyKey<UIView>] = [
        PropertyKey(
            "items", .counts(min: 0), "a count, or a list per section; used when the collection view is made",
            example: "[6, 4]", classes: [.collectionview], settable: false
        ) { _, _ in },
        PropertyKey(
            "itemSize", .size, "the flow layout's (CV2); default 50 x 50", example: "[100, 100]",
            classes: [.collectionview],
            check: { validator, _, value, path in
                guard case .size(let size) = value, !(size.width > 0 && size.height > 0) else { return }
                validator.error("itemSize must be greater than 0 in both directions", path)
            }
        ) { flowLayout($0)?.itemSize = $1 },
        PropertyKey(
            "minimumLineSpacing", .number(.nonNegative), "default 10", example: "8", classes: [.collectionview]
        ) { flowLayout($0)?.minimumLineSpacing = $1 },
        PropertyKey(
            "minimumInteritemSpacing", .number(.nonNegative), "default 10", example: "8", classes: [.collectionview]
        ) { flowLayout($0)?.minimumInteritemSpacing = $1 },
        PropertyKey("sectionInset", .insets, "", example: "[10, 10, 10, 10]", classes: [.collectionview]) {
            view, insets in
            guard case .insets(let top, let left, let bottom, let right) = insets else { return }
            flowLayout(view)?.sectionInset = UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
        },
        PropertyKey(
            "scrollDirection", .choice(["vertical", "horizontal"]), "default vertical", example: "horizontal",
            classes: [.collectionview]
        ) { flowLayout($0)?.scrollDirection = $1 == "horizontal" ? .horizontal : .vertical },
        PropertyKey("allowsMultipleSelection", .bool, "", example: "true", classes: [.collectionview]) {
            ($0 as? UICollectionView)?.allowsMultipleSelection = $1
        },
    ]

    @MainActor static func flowLayout(_ view: UIView) -> UICollectionViewFlowLayout? {
        (view as? UICollectionView)?.collectionViewLayout as? UICollectionViewFlowLayout
    }
}

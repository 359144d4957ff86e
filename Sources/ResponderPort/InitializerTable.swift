/// The initializers a translated class can be made with from a metatype (SPEC PT7), written into its body
/// as `_objcInstantiate`: iOS code writes `(NSClassFromString(name) as? UIViewController.Type)?.init()`,
/// which Swift allows on iOS through Objective-C's initializers, and here only through a `required` one
/// UIKit does not declare. The translator rewrites such a call into `ObjCRuntime.instantiate`, which asks the
/// class's table; the table lists what Swift's initializer inheritance gives the class, worked out from the
/// index and from UIKit's designated initializers below. In doubt an initializer is left out (then the call
/// is reported at run time), never listed where the class does not have it (which would not compile).
enum InitializerTable {
    typealias Initializer = ModuleIndex.Initializer

    /// UIKit's initializers of the classes iOS code makes by name, as ResponderKit declares them (designated,
    /// then `init()`, a convenience initializer each inherits from `UIView`/`UIViewController`).
    static let uikit: [String: [Initializer]] = {
        func make(_ labels: [String?], _ types: [String], convenience: Bool = false) -> Initializer {
            Initializer(
                key: Initializer.key(labels: labels), labels: labels, parameterTypes: types, isConvenience: convenience)
        }
        let coder = make(["coder"], ["NSCoder"])
        let plain = make([], [], convenience: true)
        let nib = make(["nibName", "bundle"], ["String?", "Bundle?"])
        let frame = make(["frame"], ["CGRect"])
        let view = [frame, coder, plain]
        let controller = [nib, coder, plain]
        var table: [String: [Initializer]] = [
            "ObjCObject": [make([], [])], "NSObject": [make([], [])], "UIResponder": [make([], [])],
            "UITableViewController": [make(["style"], ["UITableView.Style"]), nib, coder, plain],
            "UICollectionViewController": [
                make(["collectionViewLayout"], ["UICollectionViewLayout"]), nib, coder, plain,
            ],
            "UINavigationController": [make(["rootViewController"], ["UIViewController"]), nib, coder, plain],
            "UITableViewCell": [make(["style", "reuseIdentifier"], ["UITableViewCell.CellStyle", "String?"]), coder],
            "UISegmentedControl": [make(["items"], ["[Any]?"]), frame, coder, plain],
            "UIWindow": [frame, make(["windowScene"], ["UIWindowScene"]), coder, plain],
            "UITableView": [make(["frame", "style"], ["CGRect", "UITableView.Style"]), coder],
            "UICollectionView": [
                make(["frame", "collectionViewLayout"], ["CGRect", "UICollectionViewLayout"]), coder,
            ],
        ]
        // Checked against ResponderKit's declarations: these override `init(frame:)` and `init(coder:)`
        // (or declare no initializer) and so have UIView's `init()`; the controllers likewise.
        for name in [
            "UIView", "UIControl", "UIButton", "UITextField", "UISwitch", "UISlider", "UIStepper", "UIPageControl",
            "UIRefreshControl", "UIScrollView", "UITextView", "UILabel", "UIImageView", "UIStackView",
            "UICollectionReusableView", "UICollectionViewCell", "UIActivityIndicatorView", "UIProgressView",
            "UINavigationBar", "UITabBar",
        ] {
            table[name] = view
        }
        for name in ["UIViewController", "UITabBarController", "UIAlertController"] { table[name] = controller }
        // TK9: as UIKit declares it, the text view's designated initializer is `init(frame:textContainer:)`;
        // `init(frame:)` is a convenience one.
        table["UITextView"] = [
            make(["frame", "textContainer"], ["CGRect", "NSTextContainer?"]), coder,
            make(["frame"], ["CGRect"], convenience: true), plain,
        ]
        // UIGestureRecognizer's designated initializer and its two convenience ones (`init?(coder:)`, which a
        // storyboard's custom recognizer is made with, IB11); the UIKit subclasses declare none of their own.
        let recognizer = [
            make(["target", "action"], ["Any?", "Selector?"]), make(["coder"], ["NSCoder"], convenience: true), plain,
        ]
        for name in [
            "UIGestureRecognizer", "UITapGestureRecognizer", "UIPanGestureRecognizer", "UILongPressGestureRecognizer",
            "UISwipeGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer",
            "UIScreenEdgePanGestureRecognizer",
        ] {
            table[name] = recognizer
        }
        return table
    }()

    /// The initializers `className` has, by Swift's inheritance rules: its own; all of its superclass's when
    /// it declares no designated initializer; its superclass's convenience ones when it overrides every
    /// designated one. A UIKit class has those ``uikit`` lists for it; an unknown class none.
    static func initializers(of className: String, in index: ModuleIndex, depth: Int = 0) -> [Initializer] {
        guard depth < 64 else { return [] }
        // A UIKit class not listed may declare other designated initializers: none is assumed.
        guard let info = index.classes[className] else { return uikit[className] ?? [] }
        let own = index.initializers[className] ?? []
        let inherited = info.superclass.map { initializers(of: $0, in: index, depth: depth + 1) } ?? []
        let designated = Set(own.filter { !$0.isConvenience }.map(\.key))
        var result = own
        if designated.isEmpty {
            result += inherited
        } else if Set(inherited.filter { !$0.isConvenience }.map(\.key)).isSubset(of: designated) {
            result += inherited.filter(\.isConvenience)
        }
        var seen: Set<String> = []
        return result.filter { seen.insert($0.key).inserted }
    }

    /// The parameter types of an initializer `key` (`init(frame:)`): UIKit's, else the first of the module's
    /// classes that declares one; nil when none does.
    static func parameterTypes(of key: String, in index: ModuleIndex) -> [String]? {
        for list in uikit.values { if let found = list.first(where: { $0.key == key }) { return found.parameterTypes } }
        for name in index.initializers.keys.sorted() {
            if let found = index.initializers[name]?.first(where: { $0.key == key }) { return found.parameterTypes }
        }
        return nil
    }

    /// `_objcInstantiate` for `className` in its body at `file`, or nil when it cannot be made by any.
    static func factory(of className: String, in index: ModuleIndex, file: String) -> [String]? {
        let usable = initializers(of: className, in: index).filter {
            $0.parameterTypes != nil && (!$0.isFilePrivate || $0.file == file || $0.file.isEmpty)
        }
        guard !usable.isEmpty, index.classes[className]?.isGeneric == false else { return nil }
        var lines = [
            "override class func _objcInstantiate(_ initializer: String, _ arguments: [Any?]) -> AnyObject? {",
            "    guard ObjectIdentifier(self) == ObjectIdentifier(\(className).self) else { return nil }",
            "    switch initializer {",
        ]
        for initializer in usable {
            let types = initializer.parameterTypes ?? []
            lines.append("    case \(MethodTableWriter.literal(initializer.key)):")
            var arguments: [String] = []
            for (offset, type) in types.enumerated() {
                let passed = MethodTableWriter.argument(offset, type: type, label: initializer.labels[offset])
                if let check = passed.check { lines.append("        " + check) }
                arguments.append(passed.argument)
            }
            lines.append("        return \(className)(\(arguments.joined(separator: ", ")))")
        }
        lines += ["    default: return nil", "    }", "}"]
        return lines
    }
}

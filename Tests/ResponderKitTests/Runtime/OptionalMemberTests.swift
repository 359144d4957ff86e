import Foundation
import Testing

@testable import ResponderKit

/// As the translator writes `@objc protocol RatingViewDelegate: AnyObject` with optional members.
@MainActor protocol RatingViewDelegate: AnyObject {
    func ratingView(_ view: UIView, didChange rating: Int)
    func ratingView(_ view: UIView, titleFor rating: Int) -> String?
    func ratingViewHeight(_ view: UIView) -> CGFloat
}

extension RatingViewDelegate {
    func ratingView(_ view: UIView, didChange rating: Int) {}
    func ratingView(_ view: UIView, titleFor rating: Int) -> String? { ObjCRuntime.unimplementedOptional() }
    func ratingViewHeight(_ view: UIView) -> CGFloat { ObjCRuntime.unimplementedOptional() }
}

/// PT4: optional members are called only when the object implements them, for user protocols and for
/// ResponderKit's own delegate protocols.
@MainActor @Suite struct OptionalMemberTests {
    /// Implements only `ratingView(_:titleFor:)`.
    class TitlesOnly: UIViewController, RatingViewDelegate {
        var calls: [String] = []
        func ratingView(_ view: UIView, titleFor rating: Int) -> String? { "\(rating) stars" }
        override func _objcMethod(_ selector: Selector) -> ObjCMethod? {
            switch selector.name {
            case "ratingView:titleFor:":
                return ObjCMethod(arity: 2) { arguments in
                    guard let view = arguments[0] as? UIView, let rating = arguments[1] as? Int else { return nil }
                    return self.ratingView(view, titleFor: rating)
                }
            default: return super._objcMethod(selector)
            }
        }
        override var _objcHasMethodTable: Bool { true }
    }

    /// A test's own spy: untranslated, so taken to implement everything it has a default for.
    final class Spy: RatingViewDelegate {}

    @Test("PT4: optionalCall calls only implemented members; results flatten as optional chaining does")
    func optionalCalls() {
        let view = UIView()
        let delegate: RatingViewDelegate? = TitlesOnly()
        let title = ObjCRuntime.optionalCall(delegate, "ratingView:titleFor:") { $0.ratingView(view, titleFor: 4) }
        #expect(title == "4 stars")
        let titleType = type(of: title)
        #expect(titleType == String?.self)  // not String??: the two levels of absence are one
        let height = ObjCRuntime.optionalCall(delegate, "ratingViewHeight:") { $0.ratingViewHeight(view) }
        #expect(height == nil)
        let none: RatingViewDelegate? = nil
        #expect(ObjCRuntime.optionalCall(none, "ratingViewHeight:") { $0.ratingViewHeight(view) } == nil)
        #expect(ObjCRuntime.responds(delegate, to: "ratingView:titleFor:"))
        #expect(!ObjCRuntime.responds(delegate, to: "ratingView:didChange:"))
        let spy: RatingViewDelegate = Spy()
        #expect(ObjCRuntime.implements(spy, "ratingViewHeight:"))
        #expect(ObjCRuntime.optionalCall(spy, "ratingViewHeight:") { $0.ratingViewHeight(view) } == 0)
        #expect(ObjCRuntime.optionalCall(spy, "ratingView:titleFor:") { $0.ratingView(view, titleFor: 1) } == nil)
    }

    @Test("PT4: unimplementedOptional gives nil, zero, false or empty; a fallback for other types")
    func unimplementedDefaults() {
        let optional: UIView? = ObjCRuntime.unimplementedOptional()
        let number: CGFloat = ObjCRuntime.unimplementedOptional()
        let count: Int = ObjCRuntime.unimplementedOptional()
        let flag: Bool = ObjCRuntime.unimplementedOptional()
        let list: [String] = ObjCRuntime.unimplementedOptional()
        let text: String = ObjCRuntime.unimplementedOptional()
        let point: CGPoint = ObjCRuntime.unimplementedOptional(.zero)
        #expect(optional == nil && number == 0 && count == 0 && !flag && list.isEmpty && text.isEmpty && point == .zero)
    }

    /// As the translator writes a table data source that implements `commit` but not `canEditRowAt`.
    class DeletingSource: UIViewController, UITableViewDataSource {
        var rows = ["a", "b"]
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) { rows.remove(at: indexPath.row) }
        override func _objcMethod(_ selector: Selector) -> ObjCMethod? {
            switch selector.name {
            case "tableView:numberOfRowsInSection:", "tableView:cellForRowAt:", "tableView:commit:forRowAt:":
                return ObjCMethod(arity: 3) { _ in nil }  // listed for `responds(to:)`; called through the protocol
            default: return super._objcMethod(selector)
            }
        }
        override var _objcHasMethodTable: Bool { true }
    }

    @Test("PT4: a translated data source that implements commit but not canEditRowAt can delete every row (UIKit)")
    func tableDataSourceOptionalMembers() {
        let simulator = EventSimulator()
        let source = DeletingSource()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        table.dataSource = source
        simulator.window.addSubview(table)
        simulator.window.layoutIfNeeded()
        #expect(table.dataSourceCanEdit(source, IndexPath(row: 0, section: 0), forSwipe: true))
        #expect(!table.dataSourceCanMove(source, IndexPath(row: 0, section: 0)))  // no moveRowAt
        let plain = UIViewControllerSource()
        #expect(!table.dataSourceCanEdit(plain, IndexPath(row: 0, section: 0)))  // untranslated: its default, false
    }

    final class UIViewControllerSource: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }
}

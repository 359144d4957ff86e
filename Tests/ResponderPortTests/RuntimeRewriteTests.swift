import Foundation
import Testing

@testable import ResponderPort

/// The call sites the translator hands to ResponderKit's runtime: optional members of ResponderKit's
/// protocols (SPEC PT4), classes by name and instances from metatypes (PT7).
@Suite struct RuntimeRewriteTests {
    @Test func optionalMembersOfResponderKitProtocolsAreCalledThroughTheTables() {
        // PT4: UIKit's protocols are @objc with optional members on iOS.
        let source = """
            class Relay: NSObject, UIScrollViewDelegate {
                weak var next: UIScrollViewDelegate?
                func scrollViewDidScroll(_ scrollView: UIScrollView) {
                    next?.scrollViewDidScroll?(scrollView)
                    let height = table.delegate?.tableView?(table, heightForRowAt: path) ?? 44
                }
            }
            """
        let text = Translator.translate(source: source, path: "R.swift").text
        #expect(
            text.contains(
                #"_ = ObjCRuntime.optionalCall(next, Selector("scrollViewDidScroll:"), { _receiver in _receiver.scrollViewDidScroll(scrollView) })"#
            ))
        #expect(
            text.contains(
                #"ObjCRuntime.optionalCall(table.delegate, Selector("tableView:heightForRowAt:"), as: UITableViewDelegate.self, { _receiver in _receiver.tableView(table, heightForRowAt: path) }) ?? 44"#
            ))
    }

    @Test func anOptionalClosurePropertyOfTheSameNameIsLeftAlone() {
        // PT4: `x.m?(a)` also calls an optional closure; the module declaring a property `m` says which.
        let source = """
            class Pager: UIView {
                var scrollViewDidScroll: ((UIScrollView) -> Void)?
                func moved(_ scrollView: UIScrollView) { self.scrollViewDidScroll?(scrollView) }
            }
            """
        let text = Translator.translate(source: source, path: "P.swift").text
        #expect(text.contains("self.scrollViewDidScroll?(scrollView)"))
        #expect(!text.contains("optionalCall"))
    }

    @Test func everyListedMemberIsDeclaredByResponderKit() throws {
        // PT4: the list follows ResponderKit's protocols; a member renamed there must be renamed here.
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/ResponderKit").standardizedFileURL
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        let text = try files.map { try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8) }
            .joined()
        for (proto, members) in ResponderKitProtocols.optionalMembers {
            #expect(text.contains("protocol \(proto)"), "\(proto)")
            for member in members {
                let method = ResponderKitProtocols.method(member)
                #expect(text.contains("func \(method.baseName)("), "\(proto).\(member)")
            }
        }
        #expect(ResponderKitProtocols.method("tableView(_:didSelectRowAt:)").labels == [nil, "didSelectRowAt"])
        #expect(ResponderKitProtocols.method("numberOfSections(in:)").selector == "numberOfSectionsIn:")
    }

    @Test func classesByNameKnowTheModulesObjectiveCNames() {
        // PT7
        let source = """
            @objc(TMTrail) class Trail: NSObject {}
            @objc(TMHidden) private class Hidden: NSObject {}
            func find(_ name: String) -> AnyClass? { NSClassFromString(name) }
            func name(_ type: AnyClass) -> String { NSStringFromClass(type) }
            """
        let text = Translator.translate(source: source, path: "T.swift").text
        #expect(text.contains(#"ObjCRuntime.classFromString(name, module: [("TMTrail", Trail.self)])"#))
        #expect(text.contains(#"ObjCRuntime.stringFromClass(type, module: [("TMTrail", Trail.self)])"#))
    }

    @Test func initializersOnMetatypeValuesGoThroughTheRuntime() {
        // PT7: metatype values, not types named as such.
        let source = """
            class Screen: UIViewController {
                convenience init(title: String) { self.init(nibName: nil, bundle: nil) }
                func make(_ name: String) {
                    _ = (NSClassFromString(name) as? UIViewController.Type)?.init()
                    _ = (NSClassFromString(name) as? UIViewController.Type)?.init().view
                    let type = NSClassFromString(name) as! UIView.Type
                    _ = type.init(frame: .zero)
                    _ = type(of: self).init(nibName: nil, bundle: nil)
                    _ = UIView.init(frame: .zero)
                    _ = Self.init(nibName: nil, bundle: nil)
                }
            }
            """
        let text = Translator.translate(source: source, path: "S.swift").text
        #expect(
            text.contains(
                #"ObjCRuntime.instantiate((ObjCRuntime.classFromString(name, module: []) as? UIViewController.Type), "init()", [])"#
            ))
        #expect(text.contains(#", "init()", [])?.view"#))
        #expect(text.contains(#"ObjCRuntime.instantiate(type, "init(frame:)", [.zero as CGRect])"#))
        #expect(text.contains(#"ObjCRuntime.instantiate(type(of: self), "init(nibName:bundle:)", [nil, nil])"#))
        #expect(text.contains("self.init(nibName: nil, bundle: nil)"))
        #expect(text.contains("UIView.init(frame: .zero)"))
        #expect(text.contains("Self.init(nibName: nil, bundle: nil)"))
    }

    @Test func theInitializerTableFollowsSwiftsInheritance() {
        // PT7: inherited when no designated initializer is declared, convenience ones when every
        // designated one is overridden, none otherwise (listing one the class lacks would not compile).
        let source = """
            class Plain: UIViewController {}
            class Overriding: UIViewController {
                override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            class Own: UIViewController {
                init(store: Int) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Card: UIView {}
            class Helper: NSObject {}
            """
        let index = ModuleIndexer.index(source: source, path: "I.swift")
        let keys = { (name: String) in Set(InitializerTable.initializers(of: name, in: index).map(\.key)) }
        #expect(keys("Plain") == ["init(nibName:bundle:)", "init(coder:)", "init()"])
        #expect(keys("Overriding") == ["init(nibName:bundle:)", "init(coder:)", "init()"])
        #expect(keys("Own") == ["init(store:)", "init(coder:)"])
        #expect(keys("Card") == ["init(frame:)", "init(coder:)", "init()"])
        #expect(keys("Helper") == ["init()"])
        let text = Translator.translate(source: source, path: "I.swift").text
        #expect(text.contains("case \"init()\":\n            return Plain()"))
        #expect(text.contains("return Own(store: a0)"))
        #expect(!text.contains("return Own()"))
    }
}

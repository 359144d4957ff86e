import ResponderPort
import Testing

/// Single rules of the translator, checked on small inputs (SPEC PT1, PT4, PT5, PT7, PT8, PT9).
@Suite struct TranslatorTests {
    @Test func selectorNamesFollowSwiftsObjectiveCNaming() {
        // PT1
        #expect(ObjCNaming.selector(baseName: "handlePan", labels: [nil]) == "handlePan:")
        #expect(ObjCNaming.selector(baseName: "save", labels: []) == "save")
        #expect(
            ObjCNaming.selector(baseName: "tableView", labels: [nil, "didSelectRowAt"]) == "tableView:didSelectRowAt:")
        #expect(ObjCNaming.selector(baseName: "foo", labels: ["bar"]) == "fooWithBar:")
        #expect(ObjCNaming.selector(baseName: "show", labels: ["from"]) == "showFrom:")
        #expect(ObjCNaming.getter("isOn") == "isOn")
        #expect(ObjCNaming.setter("title") == "setTitle:")
    }

    @Test func selectorsResolveAgainstTheDeclarations() {
        // PT1: a bare name takes the labels of the method it names; `@objc(name)` wins.
        let source = """
            class A: UIView {
                @objc func tapped(_ sender: UIButton) {}
                @objc(doIt:) func perform(with value: Int) {}
                func wire() { _ = #selector(tapped); _ = #selector(perform(with:)); _ = #selector(A.missing) }
            }
            """
        let text = Translator.translate(source: source, path: "A.swift").text
        #expect(text.contains(#"Selector("tapped:")"#))
        #expect(text.contains(#"Selector("doIt:")"#))
        #expect(text.contains(#"Selector("missing")"#))
        #expect(text.contains(#"case "doIt:":"#))
    }

    @Test func anOverrideInAnExtensionOfAForeignClassIsAnErrorAtItsLine() {
        // PT5
        let source = "import UIKit\n\nextension UIView {\n    override func layoutSubviews() {}\n}\n"
        let diagnostics = Translator.translate(source: source, path: "V.swift").diagnostics
        #expect(diagnostics.map(\.line) == [4])
        #expect(diagnostics.first?.description.hasPrefix("V.swift:4:5: error: override in an extension") == true)
        #expect(diagnostics.first?.rule == "PT5")
    }

    @Test func swizzlingIsAnErrorAtItsLine() {
        // PT7
        let source = """
            import ObjectiveC
            func swap() {
                let a = class_getInstanceMethod(UIView.self, #selector(UIView.layoutSubviews))
                method_exchangeImplementations(a!, a!)
            }
            """
        let diagnostics = Translator.translate(source: source, path: "S.swift").diagnostics
        #expect(diagnostics.map(\.line) == [3, 4])
        #expect(diagnostics.allSatisfy { $0.rule == "PT7" && $0.severity == .error })
    }

    @Test func timeIsTheVirtualClock() {
        // PT8
        let source = """
            func later() {
                let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { timer.invalidate() }
                DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + .seconds(1)) { print(DispatchTime.now()) }
                let started = DispatchTime.now()
            }
            """
        let text = Translator.translate(source: source, path: "T.swift").text
        #expect(text.hasPrefix("private typealias Timer = VirtualTimer\n"))
        // The deadline's `.now()` is the virtual clock's; a `now()` elsewhere (the closure, a local) is not.
        #expect(text.contains("VirtualMainQueue.asyncAfter(deadline: VirtualMainQueue.now() + 0.3)"))
        #expect(text.contains("VirtualMainQueue.asyncAfter(deadline: VirtualMainQueue.now() + .seconds(1))"))
        #expect(text.contains("{ print(DispatchTime.now()) }"))
        #expect(text.contains("let started = DispatchTime.now()"))
    }

    @Test func translatedFilesPointAtTheOriginalLines() {
        // PT9: the translation keeps every original line's number; inserted code is fenced by directives.
        let source = "import UIKit\n\nclass A: UIView {\n    @objc func go() {}\n}\n"
        let text = Translator.translate(source: source, path: "Dir/A.swift").text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == #"#sourceLocation(file: "Dir/A.swift", line: 1)"#)
        #expect(lines[4] == "     func go() {}")
        #expect(text.contains(#"#sourceLocation(file: "Dir/A.swift", line: 5)"#))
        #expect(text.hasSuffix("#sourceLocation()\n"))
    }

    @Test func aFileThatDoesNotParseIsReportedNotDropped() {
        // PT9
        let result = Translator.translate(source: "class A {\n    func f( {\n}\n", path: "Bad.swift")
        #expect(result.diagnostics.first?.rule == "PT9")
        #expect(result.diagnostics.first?.line == 2)
    }

    @Test func theIndexIsStableWhenDeclarationsAreUnchanged() throws {
        // PT10: an edited body leaves the index's bytes alone, so no other file is translated again.
        let before = ModuleIndexer.index(source: "class A: UIView { func f() { print(1) } }", path: "A.swift")
        let after = ModuleIndexer.index(source: "class A: UIView { func f() { print(2) } }", path: "A.swift")
        #expect(try before.swiftFile() == after.swiftFile())
        let read = try ModuleIndex.read(swiftFile: before.swiftFile())
        #expect(read == before)
    }
}

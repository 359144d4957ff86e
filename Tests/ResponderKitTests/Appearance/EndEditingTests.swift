import ResponderKit
import Testing

/// A responder that can become first responder, and may refuse to resign.
@MainActor private final class Field: UIView {
    var refusesToResign = false
    var resignCalls = 0
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refusesToResign }
    override func resignFirstResponder() -> Bool {
        resignCalls += 1
        return super.resignFirstResponder()
    }
}

@MainActor @Suite struct EndEditingTests {
    @Test("TX1: endEditing resigns the first responder found in the view's subtree")
    func resignsInSubtree() {
        let simulator = EventSimulator()
        let form = UIView()
        let field = Field()
        simulator.window.addSubview(form)
        form.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(form.endEditing(false))
        #expect(!field.isFirstResponder && field.resignCalls == 1)
    }

    @Test("TX1: a first responder outside the subtree is left alone; nothing to resign answers true")
    func outsideSubtree() {
        let simulator = EventSimulator()
        let form = UIView()
        let sidebar = UIView()
        let field = Field()
        simulator.window.addSubview(form)
        simulator.window.addSubview(sidebar)
        sidebar.addSubview(field)
        field.becomeFirstResponder()
        #expect(form.endEditing(true))
        #expect(field.isFirstResponder)
        #expect(simulator.window.endEditing(false))
        #expect(!field.isFirstResponder)
    }

    @Test("TX1: a responder that refuses keeps its status unless forced")
    func forced() {
        let simulator = EventSimulator()
        let field = Field()
        simulator.window.addSubview(field)
        field.becomeFirstResponder()
        field.refusesToResign = true
        #expect(!simulator.window.endEditing(false))
        #expect(field.isFirstResponder)
        #expect(simulator.window.endEditing(true))
        #expect(!field.isFirstResponder)
    }

    @Test("TX1, AP13: keyboardDismissMode .onDrag resigns the first responder when dragging begins")
    func scrollViewDismissesOnDrag() {
        let simulator = EventSimulator()
        let scrollView = UIScrollView(frame: simulator.window.bounds)
        scrollView.contentSize = CGSize(width: 375, height: 2000)
        let field = Field(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        simulator.window.addSubview(scrollView)
        scrollView.addSubview(field)
        field.becomeFirstResponder()
        simulator.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 300), duration: 0.2, steps: 5)
        #expect(field.isFirstResponder)  // .none: kept
        scrollView.keyboardDismissMode = .onDrag
        simulator.advance(by: 2)
        simulator.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 300), duration: 0.2, steps: 5)
        #expect(!field.isFirstResponder)
    }
}

// Only these two imports, on purpose (A2): `import ResponderKit` brings Foundation's geometry.
import ResponderKit
import Testing

@MainActor @Suite struct ExportTests {
    @Test("A2: import ResponderKit alone brings CGRect, CGFloat, Date and the rest of Foundation")
    func foundationComesWithResponderKit() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20).insetBy(dx: 1, dy: 2)
        let scale: CGFloat = 2
        #expect(rect.size.height * scale == 32)
        #expect(NSAttributedString(string: "Foundation").length == 10)
        let view = UIView(frame: rect)
        #expect(view.frame == CGRect(x: 1, y: 2, width: 8, height: 16))
    }
}

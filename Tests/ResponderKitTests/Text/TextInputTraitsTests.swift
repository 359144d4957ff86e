import Foundation
import Testing

@testable import ResponderKit

@MainActor @Suite struct TextInputTraitsTests {
    @Test("TX12: text fields and text views store the keyboard traits with UIKit's defaults and raw values")
    func traitsAreStoredWithUIKitsDefaults() {
        let field = UITextField()
        let textView = UITextView()
        #expect(field.autocapitalizationType == .sentences)
        #expect(field.autocorrectionType == .default)
        #expect(field.spellCheckingType == .default)
        #expect(textView.autocapitalizationType == .sentences)
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        textView.spellCheckingType = .yes
        #expect(field.autocapitalizationType == .none)
        #expect(field.autocorrectionType == .no)
        #expect(textView.spellCheckingType == .yes)
        #expect(UITextAutocapitalizationType.allCharacters.rawValue == 3)
        #expect(UITextAutocorrectionType.yes.rawValue == 2)
    }

    @Test("TX12: the traits change nothing the simulated keyboard types")
    func traitsDoNotChangeTyping() {
        let simulator = EventSimulator()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        field.autocapitalizationType = .allCharacters
        field.autocorrectionType = .yes
        simulator.window.addSubview(field)
        #expect(field.becomeFirstResponder())
        simulator.type("teh sea")
        #expect(field.text == "teh sea")
        #expect(simulator.issues.isEmpty)
    }
}

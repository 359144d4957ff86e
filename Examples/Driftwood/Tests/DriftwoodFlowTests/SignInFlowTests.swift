import Foundation
import ResponderKitTesting
import Testing
import UIKit

@testable import DriftwoodPorted

@MainActor @Suite struct SignInFlowTests {
    @Test("A3, TX3: the app launches into sign-in; typing both fields with the return key signs in to the tabs")
    func signInWithTheKeyboard() throws {
        let app = AppWorld(signedIn: false)
        let signIn = try #require(app.visibleController as? SignInViewController)
        #expect(app.simulator.application.keyWindow === app.window)
        #expect(signIn.usernameField.isFirstResponder)
        #expect(!signIn.signInButton.isEnabled)

        app.type("mara\n")
        #expect(signIn.passwordField.isFirstResponder)
        #expect(!signIn.signInButton.isEnabled)
        app.type("tide")
        #expect(signIn.signInButton.isEnabled)
        app.type("\n")

        #expect(app.tabs != nil)
        #expect(app.appDelegate.session.username == "mara")
        app.expectNoIssues()
    }

    @Test("C4: the Sign In button is enabled only when both fields are filled, and a tap on it signs in")
    func buttonEnablesWhenBothFieldsAreFilled() throws {
        let app = AppWorld(signedIn: false)
        let signIn = try #require(app.visibleController as? SignInViewController)
        // A disabled control lets the tap fall through (H9): nothing signs in.
        let submit = try #require(app.simulator.visibleCenter(of: signIn.signInButton))
        app.simulator.tap(at: submit)
        #expect(app.tabs == nil)

        app.tap("signIn.password")
        #expect(signIn.passwordField.isFirstResponder)
        app.type("tide")
        #expect(!signIn.signInButton.isEnabled)
        app.tap("signIn.username")
        app.type("  ")
        #expect(!signIn.signInButton.isEnabled)
        app.type("teo")
        #expect(signIn.signInButton.isEnabled)
        app.tap("signIn.submit")
        #expect(app.appDelegate.session.username == "teo")
        #expect(app.tabs?.selectedIndex == 0)
        app.expectNoIssues()
    }

    @Test("TX10, GR: a tap on the background ends editing without stealing the field's taps")
    func backgroundTapEndsEditing() throws {
        let app = AppWorld(signedIn: false)
        let signIn = try #require(app.visibleController as? SignInViewController)
        #expect(signIn.usernameField.isFirstResponder)
        app.simulator.tap(at: CGPoint(x: 195, y: 700))
        app.settle(0.1)
        #expect(!signIn.usernameField.isFirstResponder)
        app.expectNoIssues()
    }
}

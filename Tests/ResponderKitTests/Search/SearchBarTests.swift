import Foundation
import Testing

@testable import ResponderKit

/// SR1–SR6: a search bar edits through its real text field, driven by taps and typing.
@MainActor @Suite struct SearchBarTests {
    @MainActor private final class Scene {
        let simulator = EventSimulator()
        let log = Log()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 375, height: 56))
        let delegate: LoggingSearchBarDelegate

        init() {
            delegate = LoggingSearchBarDelegate(log: log)
            bar.delegate = delegate
            simulator.window.addSubview(bar)
            simulator.window.layoutIfNeeded()
        }

        func tapField() {
            simulator.tap(at: bar.searchTextField.centerInWindow)
            simulator.advance(by: 0.5)
        }
    }

    @Test("SR1: 56 pt tall with no width of its own; the scope bar and the prompt add their rows")
    func intrinsicHeight() {
        let bar = UISearchBar(frame: .zero)
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 56))
        bar.sizeToFit()
        #expect(bar.bounds.height == 56)
        bar.scopeButtonTitles = ["All", "Mine"]
        #expect(bar.intrinsicContentSize.height == 56)  // titles alone show nothing
        bar.showsScopeBar = true
        #expect(bar.intrinsicContentSize.height == 100)
        bar.prompt = "Find a place"
        #expect(bar.intrinsicContentSize.height == 120)
        #expect(bar.searchTextField.placeholder == "Search")
        bar.placeholder = "Places"
        #expect(bar.searchTextField.placeholder == "Places")
        #expect(bar.searchTextField.returnKeyType == .search)
        #expect(bar.searchBarStyle == .default)
    }

    @Test("SR2: a tap on the field begins editing through the delegate; typing reports each change")
    func tapAndType() {
        let scene = Scene()
        scene.tapField()
        #expect(scene.log.lines == ["shouldBegin", "didBegin"])
        #expect(scene.bar.isFirstResponder && scene.bar.searchTextField.isEditing)
        #expect(scene.simulator.window.simulatedKeyboard.isVisible)
        scene.log.clear()
        scene.simulator.type("ab")
        #expect(
            scene.log.lines == [
                "shouldChange 0,0 'a'", "textDidChange a", "shouldChange 1,0 'b'", "textDidChange ab",
            ])
        #expect(scene.bar.text == "ab")
        scene.log.clear()
        scene.simulator.type("\u{8}")
        #expect(scene.log.lines == ["shouldChange 1,1 ''", "textDidChange a"])
    }

    @Test("SR2: a refused change leaves the text; a refused begin does not edit")
    func refusals() {
        let scene = Scene()
        scene.delegate.allowsBegin = false
        scene.tapField()
        #expect(scene.log.lines == ["shouldBegin"])
        #expect(!scene.bar.isFirstResponder)
        scene.delegate.allowsBegin = true
        scene.delegate.allowsChange = false
        scene.tapField()
        scene.log.clear()
        scene.simulator.type("x")
        #expect(scene.log.lines == ["shouldChange 0,0 'x'"])
        #expect(scene.bar.text == "")
    }

    @Test("SR2: the keyboard's Search key is the search button; the bar keeps editing until resigned")
    func searchKey() {
        let scene = Scene()
        scene.tapField()
        scene.simulator.type("tea\n")
        #expect(scene.log.lines.suffix(1) == ["search"])
        #expect(scene.bar.isFirstResponder)
        scene.log.clear()
        #expect(scene.bar.resignFirstResponder())
        #expect(scene.log.lines == ["shouldEnd", "didEnd"])
        #expect(!scene.bar.isFirstResponder)
    }

    @Test("SR2: setting the text sends nothing to the delegate; the next typed change is reported")
    func programmaticText() {
        let scene = Scene()
        scene.bar.text = "old"
        #expect(scene.log.lines.isEmpty)
        scene.tapField()
        scene.log.clear()
        scene.simulator.type("s")
        #expect(scene.log.lines == ["shouldChange 3,0 's'", "textDidChange olds"])
    }

    @Test("SR3: the Cancel button is a real button at the trailing end; a tap tells the delegate")
    func cancelButton() throws {
        let scene = Scene()
        scene.bar.setShowsCancelButton(true, animated: true)
        scene.simulator.window.layoutIfNeeded()
        let cancel = try #require(scene.bar.cancelButton)
        #expect(cancel.currentTitle == "Cancel")
        #expect(cancel.frame.maxX == CGFloat(367))
        #expect(scene.bar.searchTextField.frame.maxX == cancel.frame.minX - 8)
        scene.simulator.tap(at: cancel.centerInWindow)
        #expect(scene.log.lines == ["cancel"])
        // Editing then ending disables it (UIKit's behaviour); beginning again enables it.
        scene.tapField()
        #expect(cancel.isEnabled)
        scene.bar.resignFirstResponder()
        #expect(!cancel.isEnabled)
        scene.bar.showsCancelButton = false
        #expect(scene.bar.cancelButton == nil && cancel.superview == nil)
    }

    @Test("SR3: the bookmark button shows in an empty field, the results-list button otherwise")
    func accessoryButtons() throws {
        let scene = Scene()
        scene.bar.showsBookmarkButton = true
        scene.bar.showsSearchResultsButton = true
        scene.simulator.window.layoutIfNeeded()
        let button = try #require(scene.bar.subviews.compactMap { $0 as? UIButton }.first)
        #expect(button.accessibilityLabel == "Bookmarks")
        scene.simulator.tap(at: button.centerInWindow)
        #expect(scene.log.lines == ["bookmark"])
        scene.bar.text = "x"
        scene.simulator.window.layoutIfNeeded()
        #expect(button.accessibilityLabel == "Results List")
        scene.simulator.advance(by: 1)
        scene.simulator.tap(at: button.centerInWindow)
        #expect(scene.log.lines == ["bookmark", "resultsList"])
    }

    @Test("SR4: the scope bar is a segmented control; a tap selects the scope and tells the delegate")
    func scopeBar() throws {
        let scene = Scene()
        scene.bar.scopeButtonTitles = ["All", "Mine", "Shared"]
        scene.bar.showsScopeBar = true
        scene.bar.frame.size.height = scene.bar.intrinsicContentSize.height
        scene.simulator.window.layoutIfNeeded()
        let scope = try #require(scene.bar.scopeControl)
        #expect(scope.numberOfSegments == 3 && scope.selectedSegmentIndex == 0)
        let third = scope.convert(CGPoint(x: scope.bounds.width * 5 / 6, y: scope.bounds.midY), to: nil)
        scene.simulator.tap(at: third)
        #expect(scene.bar.selectedScopeButtonIndex == 2)
        #expect(scene.log.lines == ["scope 2"])
        scene.bar.selectedScopeButtonIndex = 1
        #expect(scope.selectedSegmentIndex == 1)
        #expect(scene.log.lines == ["scope 2"])  // setting it is not reported
    }

    @Test("SR5: the bar answers for its field as first responder")
    func firstResponder() {
        let scene = Scene()
        #expect(scene.bar.canBecomeFirstResponder)
        #expect(scene.bar.becomeFirstResponder())
        #expect(scene.bar.searchTextField.isFirstResponder && scene.bar.isFirstResponder)
        #expect(scene.log.lines == ["shouldBegin", "didBegin"])
        scene.delegate.allowsEnd = false
        #expect(!scene.bar.resignFirstResponder())
        #expect(scene.bar.isFirstResponder)
    }

    @Test("SR2: the clear button clears the text and reports the empty text")
    func clearButton() {
        let scene = Scene()
        scene.tapField()
        scene.simulator.type("abc")
        scene.log.clear()
        let field = scene.bar.searchTextField
        let clear = field.clearButtonRect(forBounds: field.bounds)
        scene.simulator.advance(by: 1)
        scene.simulator.tap(at: field.convert(CGPoint(x: clear.midX, y: clear.midY), to: nil))
        #expect(scene.log.lines == ["textDidChange "])
        #expect(scene.bar.text == "")
    }

    @MainActor private final class TopAttached: UISearchBarDelegate {
        func position(for bar: UIBarPositioning) -> UIBarPosition { .topAttached }
    }

    @Test("SR11: the bar's position is its delegate's answer, .any without one")
    func barPosition() {
        let bar = UISearchBar(frame: .zero)
        #expect(bar.barPosition == .any)
        let delegate = TopAttached()
        bar.delegate = delegate
        #expect(bar.barPosition == .topAttached)
        #expect(UIBarPosition.topAttached.rawValue == 3)
    }
}

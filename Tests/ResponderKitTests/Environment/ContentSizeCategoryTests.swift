import Foundation
import Testing

@testable import ResponderKit

/// TR5: the content size category, the fonts that follow it and the notification.
@MainActor @Suite struct ContentSizeCategoryTests {
    @MainActor final class Recorder {
        var posted: [UIContentSizeCategory] = []
    }

    @MainActor final class Spy: UIView {
        var previous: [UIContentSizeCategory] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            previous.append(previousTraitCollection?.preferredContentSizeCategory ?? .unspecified)
        }
    }

    @Test("TR5: Large at first; a new category reaches traits, the application, fonts and the notification")
    func categoryChange() {
        let simulator = EventSimulator()
        let spy = Spy(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        simulator.window.addSubview(spy)
        #expect(spy.traitCollection.preferredContentSizeCategory == .large)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        let recorder = Recorder()
        let token = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: simulator.application, queue: nil
        ) { note in
            let value = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory
            MainActor.assumeIsolated { recorder.posted.append(value ?? .unspecified) }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        simulator.setPreferredContentSizeCategory(.accessibilityExtraLarge)
        #expect(recorder.posted == [.accessibilityExtraLarge])
        #expect(spy.previous == [.large])
        #expect(spy.traitCollection.preferredContentSizeCategory == .accessibilityExtraLarge)
        #expect(simulator.application.preferredContentSizeCategory == .accessibilityExtraLarge)
        let traits = spy.traitCollection
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize == 40)
        #expect(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: traits).pointSize == 40)
        #expect(UIFont.preferredFont(forTextStyle: .caption1, compatibleWith: traits).pointSize == 28)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        simulator.setPreferredContentSizeCategory(.accessibilityExtraLarge)
        #expect(recorder.posted.count == 1 && spy.previous.count == 1)
        #expect(simulator.issues.isEmpty)
    }

    @Test("TR5: a label adjusting its font takes the new size; one that does not keeps its font")
    func labelsFollow() {
        let simulator = EventSimulator()
        let adjusting = UILabel()
        adjusting.font = .preferredFont(forTextStyle: .title2)
        adjusting.adjustsFontForContentSizeCategory = true
        let fixed = UILabel()
        fixed.font = .preferredFont(forTextStyle: .title2)
        simulator.window.addSubview(adjusting)
        simulator.window.addSubview(fixed)
        simulator.setPreferredContentSizeCategory(.extraSmall)
        #expect(adjusting.font.pointSize == (22 * 14 / 17).rounded())
        #expect(fixed.font.pointSize == 22)
        let huge = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: huge).pointSize == 23)
    }

    @Test("TR5: categories order from extra small to the largest accessibility size; bad values are refused")
    func orderingAndRefusal() {
        #expect(UIContentSizeCategory.extraSmall < .large && UIContentSizeCategory.large < .accessibilityMedium)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        let simulator = EventSimulator()
        simulator.setPreferredContentSizeCategory(.unspecified)
        simulator.setPreferredContentSizeCategory(UIContentSizeCategory(rawValue: "Huge"))
        #expect(simulator.application.preferredContentSizeCategory == .large)
        #expect(simulator.issues.count == 2)
    }
}

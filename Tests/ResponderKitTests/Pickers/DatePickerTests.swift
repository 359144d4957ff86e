import Foundation
import Testing

@testable import ResponderKit

/// PK7–PK10: a date picker's wheels, spun and tapped through the simulator, set its date once they settle.
@MainActor @Suite struct DatePickerTests {
    @MainActor private final class Scene {
        let simulator = EventSimulator()
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 200, width: 375, height: 216))
        let log = Log()

        init(mode: UIDatePicker.Mode) {
            picker.datePickerMode = mode
            picker.addAction(
                UIAction { [log, picker] _ in log("valueChanged \(Self.format(picker.date))") }, for: .valueChanged)
            simulator.window.addSubview(picker)
            simulator.window.layoutIfNeeded()
        }

        static func format(_ date: Date) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "yyyy-MM-dd HH:mm"
            return formatter.string(from: date)
        }

        /// Taps the row `rows` below the middle of `component`'s wheel.
        func tap(component: Int, rowsBelowMiddle rows: CGFloat) {
            let column = picker.wheels.columns[component]
            let point = column.convert(
                CGPoint(x: column.bounds.midX, y: column.bounds.minY + column.bounds.height / 2 + rows * 32), to: nil)
            simulator.tap(at: point)
            simulator.advance(by: 0.6)
        }

        var titles: [String] {
            (0..<picker.wheels.numberOfComponents).map { component in
                let row = picker.wheels.selectedRow(inComponent: component)
                return (picker.wheels.view(forRow: row, forComponent: component) as? UILabel)?.text ?? "?"
            }
        }
    }

    static func date(_ text: String) -> Date {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.date(from: text) ?? .distantPast
    }

    @Test("PK10: a new picker shows 2001-01-01 00:00 UTC, in en_US, on the wheels")
    func defaults() {
        let scene = Scene(mode: .date)
        #expect(scene.picker.date == Date(timeIntervalSinceReferenceDate: 0))
        #expect(scene.picker.datePickerStyle == .wheels)
        #expect(scene.titles == ["January", "1", "2001"])
        #expect(scene.picker.intrinsicContentSize == CGSize(width: 320, height: 216))
    }

    @Test("PK8: tapping the day wheel's next row sets the date once the wheel stops, then .valueChanged")
    func tapDay() {
        let scene = Scene(mode: .date)
        scene.tap(component: 1, rowsBelowMiddle: 2)
        #expect(scene.log.lines == ["valueChanged 2001-01-03 00:00"])
        #expect(scene.titles == ["January", "3", "2001"])
    }

    @Test("PK7: minimum and maximum clamp the date; a wheel spun past them turns back")
    func clamping() {
        let scene = Scene(mode: .date)
        scene.picker.minimumDate = Self.date("2001-01-01 00:00")
        scene.picker.maximumDate = Self.date("2001-01-10 00:00")
        scene.picker.date = Self.date("2001-03-01 00:00")
        #expect(Scene.format(scene.picker.date) == "2001-01-10 00:00")
        scene.tap(component: 0, rowsBelowMiddle: 1)  // February: past the maximum
        #expect(scene.log.lines == ["valueChanged 2001-01-10 00:00"])
        scene.simulator.advance(by: 1)
        #expect(scene.titles == ["January", "10", "2001"])
    }

    @Test("PK8: in time mode, hour, minute and AM/PM wheels; the minute interval steps the minutes")
    func timeWheels() {
        let scene = Scene(mode: .time)
        scene.picker.minuteInterval = 15
        #expect(scene.picker.wheels.numberOfRows(inComponent: 1) == 4)
        #expect(scene.titles == ["12", "00", "AM"])
        scene.tap(component: 1, rowsBelowMiddle: 2)
        #expect(scene.log.lines == ["valueChanged 2001-01-01 00:30"])
        scene.tap(component: 2, rowsBelowMiddle: 1)
        #expect(scene.log.lines.last == "valueChanged 2001-01-01 12:30")
        scene.picker.minuteInterval = 7  // does not divide 60: the default
        #expect(scene.picker.minuteInterval == 1)
    }

    @Test("PK7: count-down mode shows hours and minutes of countDownDuration; never below one interval")
    func countDown() {
        let scene = Scene(mode: .countDownTimer)
        scene.picker.countDownDuration = 3_900
        #expect(scene.titles == ["1 hour", "5 min"])
        scene.tap(component: 0, rowsBelowMiddle: -1)
        #expect(scene.picker.countDownDuration == 300)
        scene.picker.countDownDuration = 200_000
        #expect(scene.picker.countDownDuration == 86_340)
    }

    @Test("PK10: a 24-hour locale has no AM/PM wheel; the time zone decides the wheels' hour")
    func localeAndZone() {
        let scene = Scene(mode: .time)
        scene.picker.locale = Locale(identifier: "de_DE")
        scene.picker.timeZone = TimeZone(secondsFromGMT: 3_600)
        #expect(scene.picker.wheels.numberOfComponents == 2)
        #expect(scene.titles == ["01", "00"])
    }
}

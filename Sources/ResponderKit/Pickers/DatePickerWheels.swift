import Foundation

/// A date picker's wheels (PK8): the data source and delegate of its `UIPickerView`, in en_US order —
/// `.date`: month, day, year; `.time`: hour, minute, and AM/PM for a 12-hour locale; `.dateAndTime`: the
/// day (weekday, month and day), hour, minute, AM/PM; `.countDownTimer`: hours, minutes.
@MainActor final class DatePickerWheels: UIPickerViewDataSource, UIPickerViewDelegate {
    enum Wheel: Equatable {
        case month, dayOfMonth, year, day, hour12, hour24, minute, meridiem, durationHours, durationMinutes
    }

    weak var datePicker: UIDatePicker?
    private(set) var wheels: [Wheel] = []
    /// `.dateAndTime`'s day wheel: days since 1900-01-01 up to 2100-12-31 (PK8's choice of range).
    static let firstDay = DateComponents(year: 1900, month: 1, day: 1)
    static let dayCount = 73_414
    static let yearCount = 10_000

    func rebuild() {
        guard let picker = datePicker else { return }
        let twelveHour = Self.usesTwelveHourClock(picker.effectiveLocale)
        let hour: [Wheel] = twelveHour ? [.hour12] : [.hour24]
        let meridiem: [Wheel] = twelveHour ? [.meridiem] : []
        switch picker.datePickerMode {
        case .date: wheels = [.month, .dayOfMonth, .year]
        case .time: wheels = hour + [.minute] + meridiem
        case .dateAndTime: wheels = [.day] + hour + [.minute] + meridiem
        case .countDownTimer: wheels = [.durationHours, .durationMinutes]
        }
    }

    /// Whether the locale's preferred hour format has AM/PM (en_US: yes; en_GB, de_DE: no).
    static func usesTwelveHourClock(_ locale: Locale) -> Bool {
        let format = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a"
        return format.contains("a")
    }

    private var interval: Int { datePicker?.minuteInterval ?? 1 }

    // MARK: Data source and delegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        if wheels.isEmpty { rebuild() }
        return wheels.count
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        guard wheels.indices.contains(component) else { return 0 }
        switch wheels[component] {
        case .month: return 12
        case .dayOfMonth: return 31
        case .year: return Self.yearCount
        case .day: return Self.dayCount
        case .hour12: return 12
        case .hour24, .durationHours: return 24
        case .minute, .durationMinutes: return 60 / interval
        case .meridiem: return 2
        }
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard wheels.indices.contains(component), let picker = datePicker else { return nil }
        let calendar = picker.zonedCalendar
        switch wheels[component] {
        case .month: return calendar.standaloneMonthSymbols[row % 12]
        case .dayOfMonth: return "\(row + 1)"
        case .year: return "\(row + 1)"
        case .day:
            guard let date = dayDate(row, calendar) else { return nil }
            let formatter = DateFormatter()
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            formatter.locale = calendar.locale
            formatter.dateFormat = "EEE MMM d"
            return formatter.string(from: date)
        case .hour12: return "\(row == 0 ? 12 : row)"
        case .hour24: return String(format: "%02d", row)
        case .minute: return String(format: "%02d", row * interval)
        case .meridiem: return row == 0 ? calendar.amSymbol : calendar.pmSymbol
        case .durationHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .durationMinutes: return "\(row * interval) min"
        }
    }

    /// PK8: a wheel settled (the user spun or tapped it): the picker takes the value.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        datePicker?.wheelDidSettle()
    }

    // MARK: Values and rows

    private func dayDate(_ row: Int, _ calendar: Calendar) -> Date? {
        guard let first = calendar.date(from: Self.firstDay) else { return nil }
        return calendar.date(byAdding: .day, value: row, to: first)
    }

    /// The row each wheel shows for `date` (or `duration` in count-down mode), clamped to the wheel.
    func rows(showing date: Date, duration: TimeInterval) -> [Int] {
        guard let picker = datePicker else { return [] }
        if wheels.isEmpty { rebuild() }
        let calendar = picker.zonedCalendar
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let hour = parts.hour ?? 0
        let totalMinutes = Int(duration / 60)
        return wheels.map { wheel in
            switch wheel {
            case .month: return (parts.month ?? 1) - 1
            case .dayOfMonth: return (parts.day ?? 1) - 1
            case .year: return Swift.min(Swift.max((parts.year ?? 1) - 1, 0), Self.yearCount - 1)
            case .day:
                let start = calendar.date(from: Self.firstDay).map { calendar.startOfDay(for: $0) }
                let days = start.flatMap {
                    calendar.dateComponents([.day], from: $0, to: calendar.startOfDay(for: date)).day
                }
                return Swift.min(Swift.max(days ?? 0, 0), Self.dayCount - 1)
            case .hour12: return hour % 12
            case .hour24: return hour
            case .minute: return (parts.minute ?? 0) / interval
            case .meridiem: return hour < 12 ? 0 : 1
            case .durationHours: return Swift.min(totalMinutes / 60, 23)
            case .durationMinutes: return (totalMinutes % 60) / interval
            }
        }
    }

    /// The date the wheels' `rows` show; what no wheel shows (seconds, or the day in `.time`) is kept from
    /// `current`. A day past the month's end becomes its last day (February 31 → 28 or 29).
    func date(fromRows rows: [Int], keeping current: Date) -> Date? {
        guard let picker = datePicker, rows.count == wheels.count else { return nil }
        let calendar = picker.zonedCalendar
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: current)
        var hour12: Int?
        var isPM: Bool?
        var dayOfMonth: Int?
        for (wheel, row) in zip(wheels, rows) {
            switch wheel {
            case .month: parts.month = row + 1
            case .dayOfMonth: dayOfMonth = row + 1
            case .year: parts.year = row + 1
            case .day:
                guard let day = dayDate(row, calendar) else { return nil }
                let dayParts = calendar.dateComponents([.year, .month, .day], from: day)
                (parts.year, parts.month, parts.day) = (dayParts.year, dayParts.month, dayParts.day)
            case .hour12: hour12 = row
            case .hour24: parts.hour = row
            case .minute: parts.minute = row * interval
            case .meridiem: isPM = row == 1
            case .durationHours, .durationMinutes: break
            }
        }
        if let hour12 { parts.hour = hour12 + ((isPM ?? ((parts.hour ?? 0) >= 12)) ? 12 : 0) }
        if let dayOfMonth {
            parts.day = 1
            let monthStart = calendar.date(from: parts)
            let length = monthStart.flatMap { calendar.range(of: .day, in: .month, for: $0)?.count } ?? 31
            parts.day = Swift.min(dayOfMonth, length)
        }
        return calendar.date(from: parts)
    }

    /// The duration the count-down wheels show, in seconds.
    func duration(fromRows rows: [Int]) -> TimeInterval {
        guard rows.count == 2 else { return 0 }
        return TimeInterval(rows[0] * 3600 + rows[1] * interval * 60)
    }
}

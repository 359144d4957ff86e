import Foundation

/// A date picker (PK7–PK10): a control whose wheels are a `UIPickerView`. Spinning a wheel until it
/// settles sets `date` (or `countDownDuration`), clamped to `minimumDate`…`maximumDate`, and sends
/// `.valueChanged` once (PK8). Deterministic: the default date, locale, calendar and time zone are fixed
/// (PK10), never the wall clock's or the host's.
@preconcurrency @MainActor open class UIDatePicker: UIControl {
    public enum Mode: Int, Sendable {
        case time = 0
        case date, dateAndTime, countDownTimer
    }

    /// PK10: the date a new picker shows: 2001-01-01 00:00:00 UTC (Foundation's reference date).
    public static let defaultDate = Date(timeIntervalSinceReferenceDate: 0)

    let wheels = UIPickerView(frame: .zero)
    private let model = DatePickerWheels()
    private var dateStorage = UIDatePicker.defaultDate
    private var durationStorage: TimeInterval = 0
    private var intervalStorage = 1

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installWheels()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installWheels()
    }

    open var datePickerMode: Mode = .dateAndTime { didSet { wheelsNeedReload() } }
    /// PK10: nil reads as en_US (not the host's locale); it chooses 12- or 24-hour wheels.
    open var locale: Locale? { didSet { wheelsNeedReload() } }
    /// PK10: the Gregorian calendar unless set.
    open var calendar: Calendar! {
        get { calendarStorage }
        set {
            calendarStorage = newValue ?? Calendar(identifier: .gregorian)
            wheelsNeedReload()
        }
    }
    private var calendarStorage = Calendar(identifier: .gregorian)
    /// PK10: nil means UTC here (not the host's zone).
    open var timeZone: TimeZone? { didSet { wheelsNeedReload() } }
    open var minimumDate: Date? { didSet { dateStorage = clamped(dateStorage); wheelsShowValue(animated: false) } }
    open var maximumDate: Date? { didSet { dateStorage = clamped(dateStorage); wheelsShowValue(animated: false) } }
    open var roundsToMinuteInterval = true
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic

    /// PK9: the style in use: `.automatic` resolves to `.wheels` (the only style with its own input here).
    open var datePickerStyle: UIDatePickerStyle {
        preferredDatePickerStyle == .automatic ? .wheels : preferredDatePickerStyle
    }

    /// PK7: the date; setting it clamps it to the limits and turns the wheels, sending no event.
    open var date: Date {
        get { dateStorage }
        set { setDate(newValue, animated: false) }
    }

    open func setDate(_ date: Date, animated: Bool) {
        dateStorage = clamped(date)
        wheelsShowValue(animated: animated)
    }

    /// PK7: 1 to 30 dividing 60; other values are ignored (Apple: the default is used).
    open var minuteInterval: Int {
        get { intervalStorage }
        set {
            intervalStorage = newValue >= 1 && newValue <= 30 && 60 % newValue == 0 ? newValue : 1
            wheelsNeedReload()
        }
    }

    /// PK7: seconds, 0 to 23 h 59 min (NaN is 0); in count-down mode the wheels show it.
    open var countDownDuration: TimeInterval {
        get { durationStorage }
        set {
            durationStorage = newValue.isNaN ? 0 : Swift.min(Swift.max(newValue, 0), 86_340)
            wheelsShowValue(animated: false)
        }
    }

    /// PK9: the wheels' size, 320 × 216 points.
    open override var intrinsicContentSize: CGSize { UIPickerView.standardSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIPickerView.standardSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        wheels.frame = bounds
    }

    // MARK: The wheels

    private func installWheels() {
        model.datePicker = self
        wheels.dataSource = model
        wheels.delegate = model
        addSubview(wheels)
        wheelsShowValue(animated: false)
    }

    /// The calendar in the picker's zone, as the wheels read and build dates.
    var zonedCalendar: Calendar {
        var calendar = calendarStorage
        calendar.timeZone = timeZone ?? TimeZone(identifier: "UTC") ?? calendar.timeZone
        calendar.locale = effectiveLocale
        return calendar
    }

    var effectiveLocale: Locale { locale ?? Locale(identifier: "en_US") }

    private func wheelsNeedReload() {
        model.rebuild()
        wheels.reloadAllComponents()
        wheelsShowValue(animated: false)
    }

    private func wheelsShowValue(animated: Bool) {
        let rows = model.rows(showing: dateStorage, duration: durationStorage)
        for (component, row) in rows.enumerated() where component < wheels.numberOfComponents {
            if wheels.selectedRow(inComponent: component) != row, row < wheels.numberOfRows(inComponent: component) {
                wheels.selectRow(row, inComponent: component, animated: animated)
            }
        }
    }

    /// PK8: a wheel settled on a row: the value the wheels now show, clamped; the wheels turn back to a
    /// clamped value; `.valueChanged` once.
    func wheelDidSettle() {
        let rows = (0..<wheels.numberOfComponents).map { wheels.selectedRow(inComponent: $0) }
        if datePickerMode == .countDownTimer {
            durationStorage = Swift.max(model.duration(fromRows: rows), TimeInterval(intervalStorage * 60))
        } else if let date = model.date(fromRows: rows, keeping: dateStorage) {
            dateStorage = clamped(date)
        }
        wheelsShowValue(animated: true)
        sendActions(for: .valueChanged)
    }

    private func clamped(_ date: Date) -> Date {
        var result = date
        if let maximumDate, result > maximumDate { result = maximumDate }
        if let minimumDate, result < minimumDate { result = minimumDate }
        return result
    }
}

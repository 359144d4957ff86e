import UIKit

/// An `@objc` protocol with optional members and the call sites that ask for them (SPEC PT4).
@objc protocol ReminderListDelegate: AnyObject {
    func reminderList(_ list: ReminderList, didSelect index: Int)
    @objc optional func reminderList(_ list: ReminderList, heightForRowAt index: Int) -> CGFloat
    @objc optional func reminderListDidReload(_ list: ReminderList)
}

class ReminderList: UIView {
    weak var delegate: ReminderListDelegate?
    var rowHeights: [CGFloat] = []

    func reload(count: Int) {
        rowHeights = (0..<count).map { index in
            delegate?.reminderList?(self, heightForRowAt: index) ?? 44
        }
        delegate?.reminderListDidReload?(self)
    }

    func select(_ index: Int) {
        delegate?.reminderList(self, didSelect: index)
    }
}

class CompactReminderController: UIViewController, ReminderListDelegate {
    var selected: [Int] = []
    var reloads = 0

    func reminderList(_ list: ReminderList, didSelect index: Int) {
        selected.append(index)
    }

    func reminderList(_ list: ReminderList, heightForRowAt index: Int) -> CGFloat {
        index == 0 ? 60 : 30
    }

    func reminderListDidReload(_ list: ReminderList) {
        reloads += 1
    }
}

class PlainReminderController: UIViewController, ReminderListDelegate {
    var selected: [Int] = []

    func reminderList(_ list: ReminderList, didSelect index: Int) {
        selected.append(index)
    }
}

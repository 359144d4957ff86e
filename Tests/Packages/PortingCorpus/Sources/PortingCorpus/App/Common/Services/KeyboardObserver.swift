//
//  KeyboardObserver.swift
//  Trailmate
//

import UIKit

@objc protocol KeyboardObserverDelegate: AnyObject {
    @objc optional func keyboardObserver(_ observer: KeyboardObserver, willShowWithHeight height: CGFloat)
    @objc optional func keyboardObserverWillHide(_ observer: KeyboardObserver)
}

/// Turns the keyboard notifications into two delegate calls with the keyboard's height.
final class KeyboardObserver: NSObject {

    weak var delegate: KeyboardObserverDelegate?
    private(set) var keyboardHeight: CGFloat = 0

    override init() {
        super.init()
        let center = NotificationCenter.default
        center.addObserver(
            self, selector: #selector(keyboardWillShow(_:)),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        center.addObserver(
            self, selector: #selector(keyboardWillHide(_:)),
            name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        keyboardHeight = frame.height
        delegate?.keyboardObserver?(self, willShowWithHeight: frame.height)
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        keyboardHeight = 0
        delegate?.keyboardObserverWillHide?(self)
    }
}

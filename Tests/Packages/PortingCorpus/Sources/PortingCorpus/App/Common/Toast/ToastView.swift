//
//  ToastView.swift
//  Trailmate
//

import UIKit

/// A short message at the bottom of the screen that hides itself after a delay. Tapping it hides it early.
final class ToastView: UIView {

    static let defaultDuration: TimeInterval = 2.5

    private let messageLabel = UILabel()
    private(set) var isShowing = false

    @objc var message: String? {
        get { messageLabel.text }
        set { messageLabel.text = newValue }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.black.withAlphaComponent(0.8)
        layer.cornerRadius = 10
        alpha = 0

        messageLabel.textColor = .white
        messageLabel.font = .systemFont(ofSize: 15, weight: .medium)
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 2
        addSubview(messageLabel)

        let tap = UITapGestureRecognizer(target: self, action: #selector(hide))
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        messageLabel.frame = bounds.insetBy(dx: 12, dy: 8)
    }

    // MARK: - Showing

    @discardableResult
    static func show(_ message: String, in view: UIView, duration: TimeInterval = defaultDuration) -> ToastView {
        let existing = view.subviews.compactMap { $0 as? ToastView }.first
        let toast = existing ?? ToastView(frame: .zero)
        if existing == nil {
            view.addSubview(toast)
        }
        let width = min(view.bounds.width - 32, 320)
        toast.frame = CGRect(x: (view.bounds.width - width) / 2, y: view.bounds.height - 120, width: width, height: 52)
        toast.message = message
        toast.show(for: duration)
        return toast
    }

    func show(for duration: TimeInterval) {
        // A second toast restarts the clock instead of stacking another hide.
        NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(hide), object: nil)
        isShowing = true
        UIView.animate(withDuration: 0.2) {
            self.alpha = 1
        }
        perform(#selector(hide), with: nil, afterDelay: duration)
    }

    @objc func hide() {
        guard isShowing else { return }
        isShowing = false
        NSObject.cancelPreviousPerformRequests(withTarget: self, selector: #selector(hide), object: nil)
        UIView.animate(
            withDuration: 0.2,
            animations: {
                self.alpha = 0
            },
            completion: { _ in
                if !self.isShowing {
                    self.removeFromSuperview()
                }
            })
    }
}

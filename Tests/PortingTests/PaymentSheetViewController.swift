// Written as an iOS file would be; the only change from iOS is target-action spelling (SPEC A):
// `#selector(...)` with `@objc func` became function references.
import QuartzCore
import UIKit

/// A payment sheet that springs up from the bottom, can be dragged down to dismiss (an interruptible
/// property animator scrubbed by a pan), shakes its code box when the code is wrong and spins a loading
/// ring while paying.
final class PaymentSheetViewController: UIViewController {
    let dimmingView = UIView()
    let sheet = UIView()
    let codeBox = UIView()
    let payButton = UIButton(type: .system)
    let loadingRing = UIView()
    var code = ""
    private(set) var isPresented = false
    private(set) var payAttempts = 0
    private(set) var dismissals = 0
    private var dismissAnimator: UIViewPropertyAnimator?

    let sheetHeight: CGFloat = 320

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear

        dimmingView.frame = view.bounds
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        dimmingView.alpha = 0
        let tapOutside = UITapGestureRecognizer(target: self, action: PaymentSheetViewController.dismissSheet)
        dimmingView.addGestureRecognizer(tapOutside)
        view.addSubview(dimmingView)

        sheet.frame = CGRect(x: 0, y: view.bounds.height - sheetHeight, width: view.bounds.width, height: sheetHeight)
        sheet.backgroundColor = .systemBackground
        sheet.layer.cornerRadius = 16
        sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        sheet.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: PaymentSheetViewController.handlePan))
        view.addSubview(sheet)

        codeBox.frame = CGRect(x: 24, y: 40, width: sheet.bounds.width - 48, height: 52)
        codeBox.layer.borderWidth = 1
        codeBox.layer.borderColor = UIColor.separator.cgColor
        codeBox.layer.cornerRadius = 8
        sheet.addSubview(codeBox)

        payButton.frame = CGRect(x: 24, y: 120, width: sheet.bounds.width - 48, height: 50)
        payButton.setTitle("Pay", for: .normal)
        payButton.addTarget(self, action: PaymentSheetViewController.payTapped, for: .touchUpInside)
        sheet.addSubview(payButton)

        loadingRing.frame = CGRect(x: (sheet.bounds.width - 32) / 2, y: 200, width: 32, height: 32)
        loadingRing.isHidden = true
        sheet.addSubview(loadingRing)
    }

    func present() {
        sheet.transform = CGAffineTransform(translationX: 0, y: sheetHeight)
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [],
            animations: {
                self.sheet.transform = .identity
                self.dimmingView.alpha = 1
            },
            completion: { _ in self.isPresented = true })
    }

    func payTapped() {
        payAttempts += 1
        guard code.count == 6 else {
            let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
            shake.values = [-12, 12, -8, 8, -4, 4, 0]
            shake.duration = 0.4
            codeBox.layer.add(shake, forKey: "shake")
            return
        }
        UIView.transition(
            with: payButton, duration: 0.25, options: .transitionCrossDissolve,
            animations: { self.payButton.setTitle("Paying…", for: .normal) })
        loadingRing.isHidden = false
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = CGFloat.pi * 2
        spin.duration = 1
        spin.repeatCount = .infinity
        loadingRing.layer.add(spin, forKey: "spin")
    }

    func dismissSheet() {
        UIView.animate(
            withDuration: 0.3,
            animations: {
                self.sheet.transform = CGAffineTransform(translationX: 0, y: self.sheetHeight)
                self.dimmingView.alpha = 0
            },
            completion: { _ in self.sheetDidDismiss() })
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) {
                self.sheet.transform = CGAffineTransform(translationX: 0, y: self.sheetHeight)
                self.dimmingView.alpha = 0
            }
            animator.addCompletion { position in
                if position == .end { self.sheetDidDismiss() }
            }
            animator.pauseAnimation()
            dismissAnimator = animator
        case .changed:
            let translation = pan.translation(in: view).y
            dismissAnimator?.fractionComplete = max(0, min(1, translation / sheetHeight))
        case .ended, .cancelled:
            guard let animator = dismissAnimator else { return }
            let flungDown = pan.velocity(in: view).y > 500
            if !flungDown && animator.fractionComplete < 0.5 { animator.isReversed = true }
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
    }

    private func sheetDidDismiss() {
        dismissals += 1
        isPresented = false
        dismissAnimator = nil
    }
}

//
//  BottomSheetView.swift
//  Trailmate
//

import UIKit

@objc protocol BottomSheetViewDelegate: NSObjectProtocol {
    @objc optional func bottomSheet(_ sheet: BottomSheetView, didMoveTo position: BottomSheetView.Position)
    @objc optional func bottomSheetShouldExpand(_ sheet: BottomSheetView) -> Bool
}

/// A sheet pinned to the bottom of the screen, collapsed or expanded. Dragging it follows the finger; on
/// release it settles by where it is and how fast it was moving.
class BottomSheetView: UIView {

    @objc enum Position: Int {
        case collapsed
        case expanded
    }

    weak var delegate: BottomSheetViewDelegate?

    @IBInspectable var collapsedHeight: CGFloat = 120
    @IBInspectable var expandedTopInset: CGFloat = 80
    @IBInspectable var flickVelocity: CGFloat = 600

    private(set) var position: Position = .collapsed
    private(set) var lastVelocity: CGFloat = 0

    private var panStartY: CGFloat = 0
    private var lastSample: (y: CGFloat, time: CFTimeInterval) = (0, 0)

    let handleView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 14
        handleView.backgroundColor = .tertiaryLabel
        handleView.layer.cornerRadius = 2.5
        addSubview(handleView)

        let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        pan.delegate = self
        addGestureRecognizer(pan)

        let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap))
        tap.require(toFail: pan)
        handleView.addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        handleView.frame = CGRect(x: (bounds.width - 36) / 2, y: 6, width: 36, height: 5)
    }

    private func originY(for position: Position) -> CGFloat {
        guard let container = superview else { return frame.minY }
        switch position {
        case .collapsed: return container.bounds.height - collapsedHeight
        case .expanded: return expandedTopInset
        }
    }

    func move(to newPosition: Position, animated: Bool) {
        if newPosition == .expanded, delegate?.bottomSheetShouldExpand?(self) == false {
            move(to: .collapsed, animated: animated)
            return
        }
        position = newPosition
        let changes = { self.frame.origin.y = self.originY(for: newPosition) }
        if animated {
            UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: changes)
        } else {
            changes()
        }
        if let delegate = delegate, delegate.responds(to: #selector(BottomSheetViewDelegate.bottomSheet(_:didMoveTo:)))
        {
            delegate.bottomSheet?(self, didMoveTo: newPosition)
        }
    }

    // MARK: - Gestures

    @objc private func handlePan(_ pan: UIPanGestureRecognizer) {
        let fingerY = pan.location(in: superview).y
        let now = CACurrentMediaTime()
        switch pan.state {
        case .began:
            panStartY = frame.minY
            lastSample = (fingerY, now)
            lastVelocity = 0
        case .changed:
            let top = originY(for: .expanded)
            let bottom = originY(for: .collapsed)
            frame.origin.y = min(max(panStartY + pan.translation(in: superview).y, top), bottom)
            let dt = now - lastSample.time
            if dt > 0 {
                lastVelocity = (fingerY - lastSample.y) / CGFloat(dt)
            }
            lastSample = (fingerY, now)
        case .ended:
            let midpoint = (originY(for: .expanded) + originY(for: .collapsed)) / 2
            if abs(lastVelocity) > flickVelocity {
                move(to: lastVelocity < 0 ? .expanded : .collapsed, animated: true)
            } else {
                move(to: frame.minY < midpoint ? .expanded : .collapsed, animated: true)
            }
        case .cancelled, .failed:
            move(to: position, animated: true)
        default:
            break
        }
    }

    @objc private func handleTap() {
        move(to: position == .collapsed ? .expanded : .collapsed, animated: true)
    }
}

// MARK: - UIGestureRecognizerDelegate

extension BottomSheetView: UIGestureRecognizerDelegate {

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        // Let a scroll view inside the expanded sheet keep scrolling while the sheet is dragged.
        position == .expanded && otherGestureRecognizer.view is UIScrollView
    }
}

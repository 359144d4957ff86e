//
//  StepperField.swift
//  Trailmate
//

import UIKit

/// A value with minus and plus buttons. Holding a button repeats the step until the finger lifts.
class StepperField: UIControl {

    @IBInspectable var minimumValue: Int = 0
    @IBInspectable var maximumValue: Int = 99
    @IBInspectable var step: Int = 1

    var value: Int = 0 {
        didSet { valueLabel.text = "\(value)" }
    }

    let minusButton = UIButton(type: .system)
    let plusButton = UIButton(type: .system)
    let valueLabel = UILabel()

    private var repeatTimer: Timer?
    private(set) var lastEventTimestamp: TimeInterval = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        minusButton.setTitle("−", for: .normal)
        plusButton.setTitle("+", for: .normal)
        valueLabel.textAlignment = .center
        valueLabel.text = "\(value)"
        [minusButton, valueLabel, plusButton].forEach(addSubview)

        for button in [minusButton, plusButton] {
            button.addTarget(self, action: #selector(StepperField.buttonTouchedDown(_:with:)), for: .touchDown)
            button.addTarget(
                self, action: #selector(stopRepeating), for: [.touchUpInside, .touchUpOutside, .touchCancel])
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let side = bounds.height
        minusButton.frame = CGRect(x: 0, y: 0, width: side, height: side)
        plusButton.frame = CGRect(x: bounds.width - side, y: 0, width: side, height: side)
        valueLabel.frame = CGRect(x: side, y: 0, width: bounds.width - 2 * side, height: side)
    }

    // MARK: - Actions

    @objc func buttonTouchedDown(_ sender: UIButton, with event: UIEvent) {
        lastEventTimestamp = event.timestamp
        let delta = sender === plusButton ? step : -step
        apply(delta)
        repeatTimer?.invalidate()
        repeatTimer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { [weak self] _ in
            self?.startRepeating(delta)
        }
    }

    private func startRepeating(_ delta: Int) {
        repeatTimer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in
            self?.apply(delta)
        }
    }

    @objc func stopRepeating() {
        repeatTimer?.invalidate()
        repeatTimer = nil
    }

    private func apply(_ delta: Int) {
        let newValue = min(max(value + delta, minimumValue), maximumValue)
        guard newValue != value else {
            stopRepeating()
            return
        }
        value = newValue
        sendActions(for: .valueChanged)
    }
}

//
//  StopwatchViewController.swift
//  Trailmate
//

import UIKit

/// Times a hike. A one-second timer counts the elapsed time; a display link animates the seconds ring
/// smoothly between ticks. Holding "End" for a second ends the workout.
@objc(TMStopwatchViewController)
class StopwatchViewController: UIViewController, DebugMenuProviding {

    let timeLabel = UILabel()
    let endButton = UIButton(type: .system)
    let ringView = UIView()
    let sheet = BottomSheetView()

    @objc dynamic private(set) var elapsedSeconds: Int = 0
    private(set) var isRunning = false
    private(set) var ringProgress: CGFloat = 0
    private(set) var endedWorkouts = 0
    private(set) var sheetPositions: [BottomSheetView.Position] = []

    private var tickTimer: Timer?
    private var displayLink: CADisplayLink?
    private var lastTickTime: CFTimeInterval = 0

    lazy var startPauseItem = UIBarButtonItem(
        title: "Start", style: .plain, target: self, action: #selector(toggleRunning(_:)))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = startPauseItem

        timeLabel.font = .monospacedDigitSystemFont(ofSize: 48, weight: .light)
        timeLabel.textAlignment = .center
        timeLabel.text = format(elapsedSeconds)
        view.addSubview(timeLabel)
        view.addSubview(ringView)

        endButton.setTitle("Hold to end", for: .normal)
        let hold = HoldToConfirmGestureRecognizer(target: self, action: #selector(handleHold(_:)))
        endButton.addGestureRecognizer(hold)
        view.addSubview(endButton)

        sheet.delegate = self
        view.addSubview(sheet)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        timeLabel.frame = CGRect(x: 0, y: 160, width: view.bounds.width, height: 60)
        ringView.frame = CGRect(x: (view.bounds.width - 200) / 2, y: 90, width: 200, height: 200)
        endButton.frame = CGRect(x: (view.bounds.width - 160) / 2, y: 320, width: 160, height: 50)
        if sheet.frame == .zero {
            sheet.frame = CGRect(
                x: 0, y: view.bounds.height - sheet.collapsedHeight, width: view.bounds.width,
                height: view.bounds.height)
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        pause()
    }

    // MARK: - Running

    @objc func toggleRunning(_ sender: UIBarButtonItem) {
        isRunning ? pause() : start()
    }

    func start() {
        guard !isRunning else { return }
        isRunning = true
        startPauseItem.title = "Pause"
        lastTickTime = CACurrentMediaTime()

        let timer = Timer(
            timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
        RunLoop.main.add(timer, forMode: .common)
        tickTimer = timer

        displayLink = CADisplayLink(target: self, selector: #selector(updateRing))
        displayLink?.add(to: .main, forMode: .common)
    }

    func pause() {
        guard isRunning else { return }
        isRunning = false
        startPauseItem.title = "Resume"
        tickTimer?.invalidate()
        tickTimer = nil
        displayLink?.invalidate()
        displayLink = nil
    }

    @objc private func tick(_ timer: Timer) {
        elapsedSeconds += 1
        lastTickTime = CACurrentMediaTime()
        timeLabel.text = format(elapsedSeconds)
    }

    @objc private func updateRing() {
        let sinceTick = CACurrentMediaTime() - lastTickTime
        ringProgress = CGFloat(min(max(sinceTick, 0), 1))
        ringView.transform = CGAffineTransform(rotationAngle: ringProgress * 2 * .pi)
    }

    @objc private func handleHold(_ recognizer: HoldToConfirmGestureRecognizer) {
        endButton.alpha = 1 - recognizer.progress * 0.5
        guard recognizer.state == .ended else { return }
        pause()
        endedWorkouts += 1
        elapsedSeconds = 0
        timeLabel.text = format(0)
        endButton.alpha = 1
    }

    // MARK: - DebugMenuProviding

    func debugMenuReset() {
        pause()
        elapsedSeconds = 0
        timeLabel.text = format(0)
    }

    private func format(_ seconds: Int) -> String {
        String(format: "%02d:%02d:%02d", seconds / 3600, (seconds / 60) % 60, seconds % 60)
    }
}

// MARK: - BottomSheetViewDelegate

extension StopwatchViewController: BottomSheetViewDelegate {

    func bottomSheet(_ sheet: BottomSheetView, didMoveTo position: BottomSheetView.Position) {
        sheetPositions.append(position)
    }
}

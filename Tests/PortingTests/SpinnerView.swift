// Written as an iOS file would be; the only change from iOS is target-action spelling (SPEC A):
// `CADisplayLink(target: self, selector: #selector(step(_:)))` became a function reference.
import QuartzCore
import UIKit

final class SpinnerView: UIView {
    private var displayLink: CADisplayLink?
    private var lastTimestamp: CFTimeInterval = 0
    private(set) var angle: CGFloat = 0
    /// Radians per second.
    var speed: CGFloat = .pi

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { start() } else { stop() }
    }

    func start() {
        guard displayLink == nil else { return }
        let link = CADisplayLink(target: self, selector: SpinnerView.step)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
        link.add(to: .main, forMode: .common)
        displayLink = link
        lastTimestamp = 0
    }

    func stop() {
        displayLink?.invalidate()
        displayLink = nil
    }

    func step(_ link: CADisplayLink) {
        if lastTimestamp > 0 {
            angle += speed * CGFloat(link.timestamp - lastTimestamp)
            layer.transform = CATransform3DMakeRotation(angle, 0, 0, 1)
        }
        lastTimestamp = link.timestamp
    }
}

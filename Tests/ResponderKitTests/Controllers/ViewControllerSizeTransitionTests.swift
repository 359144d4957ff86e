import Foundation
import ResponderKit
import Testing

/// VC5: `viewWillTransition(to:with:)` on rotation and resize, forwarded as UIKit documents it, with a
/// coordinator whose alongside blocks run inside the rotation's animation on the virtual clock.
///
/// Apple (developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)): "UIKit calls
/// this method before changing the size of a presented view controller's view"; the page also says view
/// controllers forward it to their children and presentation controllers to their presented controller (read in
/// a translation: the stored copy is cut short). So every `viewWillTransition` comes before the layout pass at
/// the new size (`viewWillLayoutSubviews`), children after their parent.
@MainActor @Suite struct ViewControllerSizeTransitionTests {
    final class Journal {
        var lines: [String] = []
    }

    final class Logged: UIViewController {
        let name: String
        let journal: Journal
        var forwards = true
        var childSize: CGSize?
        init(_ name: String, _ journal: Journal) {
            self.name = name
            self.journal = journal
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }

        private func size(_ size: CGSize) -> String { "\(Int(size.width))x\(Int(size.height))" }

        override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            journal.lines.append(
                "\(name) willTransition to \(self.size(size)) from \(self.size(view.bounds.size))"
                    + " animated \(coordinator.isAnimated) \(coordinator.transitionDuration)")
            coordinator.animate(
                alongsideTransition: { [self] context in
                    journal.lines.append(
                        "\(name) alongside \(self.size(view.bounds.size)) inherited \(UIView.inheritedAnimationDuration)"
                            + " \(context.percentComplete)")
                },
                completion: { [self] context in
                    journal.lines.append("\(name) completion \(context.percentComplete)")
                })
            if forwards { super.viewWillTransition(to: size, with: coordinator) }
        }
        override func size(
            forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
        ) -> CGSize {
            childSize ?? super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
        }
        override func viewWillLayoutSubviews() {
            journal.lines.append("\(name) willLayout \(size(view.bounds.size))")
        }
        override func viewDidLayoutSubviews() {
            journal.lines.append("\(name) didLayout \(size(view.bounds.size))")
        }
    }

    /// A root "A" with a child "C" (its view inset, so it does not resize), presenting "P" over the full screen
    /// (`.overFullScreen`, so that A's view stays in the window and is laid out: a `.fullScreen` presentation
    /// takes it out, VC9).
    private func world(_ journal: Journal) -> (EventSimulator, Logged, Logged, Logged) {
        let simulator = EventSimulator()
        let root = Logged("A", journal)
        let child = Logged("C", journal)
        root.addChild(child)
        child.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        simulator.window.rootViewController = root
        let presented = Logged("P", journal)
        presented.modalPresentationStyle = .overFullScreen
        root.present(presented, animated: false)
        simulator.advance(by: 0.1)
        journal.lines.removeAll()
        return (simulator, root, child, presented)
    }

    /// C's view keeps its size, so the pass does not lay it out (LY20) but it still hears of the transition.
    @Test("VC5: rotation — willTransition (root, child, presented), layout at the new size, alongside, completion")
    func rotationOrder() {
        let journal = Journal()
        let (simulator, _, _, _) = world(journal)
        simulator.rotate(to: .landscapeLeft)
        #expect(
            journal.lines == [
                "A willTransition to 667x375 from 375x667 animated true 0.4",
                "C willTransition to 667x375 from 100x100 animated true 0.4",
                "P willTransition to 667x375 from 375x667 animated true 0.4",
                "A willLayout 667x375", "A didLayout 667x375", "P willLayout 667x375", "P didLayout 667x375",
                "A alongside 667x375 inherited 0.4 0.0", "C alongside 100x100 inherited 0.4 0.0",
                "P alongside 667x375 inherited 0.4 0.0",
            ])
        journal.lines.removeAll()
        simulator.advance(by: 0.39)
        #expect(journal.lines.isEmpty, "the completions wait for the rotation's 0.4 s")
        simulator.advance(by: 0.02)
        #expect(journal.lines == ["A completion 1.0", "C completion 1.0", "P completion 1.0"])
    }

    @Test("VC5: the size change and the alongside changes animate together on the virtual clock")
    func alongsideChangesAnimate() {
        let journal = Journal()
        let (simulator, root, _, _) = world(journal)
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.view.addSubview(marker)
        root.dismiss(animated: false)
        final class Fader: UIViewController {
            var target: UIView?
            override func viewWillTransition(
                to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
            ) {
                super.viewWillTransition(to: size, with: coordinator)
                coordinator.animate(alongsideTransition: { [target] _ in target?.alpha = 0 })
            }
        }
        let fader = Fader()
        fader.target = marker
        root.addChild(fader)
        simulator.rotate(to: .landscapeRight)
        #expect(marker.alpha == 0, "model values change at once")
        #expect(simulator.window.frame.size == CGSize(width: 667, height: 375))
        simulator.advance(by: 0.2)
        let opacity = marker.layer.presentation()?.opacity ?? -1
        #expect(opacity > 0 && opacity < 1, "half way through the rotation: \(opacity)")
        let width = simulator.window.layer.presentation()?.bounds.width ?? -1
        #expect(width > 375 && width < 667, "the window's size animates with it: \(width)")
        simulator.advance(by: 0.3)
        #expect(marker.layer.presentation()?.opacity == 0)
    }

    @Test("VC5: without super no child hears of it; the presented controller still does; sizes for children")
    func forwarding() {
        let journal = Journal()
        let (simulator, root, _, _) = world(journal)
        root.forwards = false
        simulator.rotate(to: .landscapeLeft)
        #expect(journal.lines.filter { $0.contains("willTransition") }.map { String($0.prefix(2)) } == ["A ", "P "])
        journal.lines.removeAll()
        root.forwards = true
        root.childSize = CGSize(width: 50, height: 60)
        simulator.setScreenSize(CGSize(width: 1024, height: 768))
        #expect(
            journal.lines.filter { $0.contains("willTransition") } == [
                "A willTransition to 1024x768 from 667x375 animated true 0.4",
                "C willTransition to 50x60 from 100x100 animated true 0.4",
                "P willTransition to 1024x768 from 667x375 animated true 0.4",
            ])
    }

    /// The transform's sign is our choice (undocumented): the content turns against the device.
    /// Each transform is relative to the orientation before the rotation.
    @Test("VC5: targetTransform — a quarter turn each way, a half turn at the same size, identity for a resize")
    func targetTransform() {
        let simulator = EventSimulator()
        final class Recorder: UIViewController {
            var transforms: [CGAffineTransform] = []
            var sizes: [CGSize] = []
            override func viewWillTransition(
                to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
            ) {
                super.viewWillTransition(to: size, with: coordinator)
                transforms.append(coordinator.targetTransform)
                sizes.append(size)
            }
        }
        let recorder = Recorder()
        simulator.window.rootViewController = recorder
        simulator.rotate(to: .landscapeLeft)
        simulator.rotate(to: .landscapeRight)
        simulator.rotate(to: .portrait)
        simulator.rotate(to: .landscapeRight)
        simulator.setScreenSize(CGSize(width: 320, height: 568))
        simulator.setScreenSize(CGSize(width: 320, height: 568))
        let quarter = CGAffineTransform(rotationAngle: -.pi / 2)
        let half = CGAffineTransform(rotationAngle: .pi)
        let back = CGAffineTransform(rotationAngle: .pi / 2)
        func near(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Bool {
            [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs($0) < 1e-9 }
        }
        #expect(recorder.transforms.count == 5, "an unchanged size without a turn is no transition")
        #expect(zip(recorder.transforms, [quarter, half, quarter, back, .identity]).allSatisfy(near))
        #expect(
            recorder.sizes == [
                CGSize(width: 667, height: 375), CGSize(width: 667, height: 375), CGSize(width: 375, height: 667),
                CGSize(width: 667, height: 375), CGSize(width: 320, height: 568),
            ])
    }

    @Test("VC5: with animations disabled the transition is not animated and its completion still runs")
    func animationsDisabled() {
        let journal = Journal()
        let (simulator, _, _, _) = world(journal)
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        simulator.rotate(to: .landscapeLeft)
        #expect(journal.lines.first == "A willTransition to 667x375 from 375x667 animated false 0.0")
        simulator.advance(by: 0.01)
        #expect(journal.lines.suffix(3) == ["A completion 1.0", "C completion 1.0", "P completion 1.0"])
    }
}

import Foundation
import ResponderKit
import Testing

/// Older screens read the deprecated guides; the tests reach them through this protocol, whose witnesses
/// are UIKit's members, so that the suite builds without deprecation warnings.
@MainActor protocol LegacyLayoutGuides {
    var topLayoutGuide: any UILayoutSupport { get }
    var bottomLayoutGuide: any UILayoutSupport { get }
}

extension UIViewController: LegacyLayoutGuides {}

/// `topLayoutGuide` and `bottomLayoutGuide` (LY45): their length is the safe area's inset on their edge (the
/// status and navigation bars above, the tab bar, toolbar and home indicator below), and constraints on them —
/// anchors, `NSLayoutConstraint(item:…)`, visual formats — place views as the safe area guide does.
@MainActor @Suite struct LayoutSupportTests {
    static let phone = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    /// A screen of an older app: a label under the top bars, a footer on the bottom bars, made in
    /// `viewDidLoad` with the visual format and the guides.
    final class LegacyScreen: UIViewController {
        let label = UILabel()
        let footer = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            label.text = "Tides"
            for item in [label, footer] as [UIView] {
                item.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(item)
            }
            let guides = self as LegacyLayoutGuides
            let views: [String: Any] = [
                "topLayoutGuide": guides.topLayoutGuide, "bottomLayoutGuide": guides.bottomLayoutGuide,
                "label": label, "footer": footer,
            ]
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(
                    withVisualFormat: "V:[topLayoutGuide]-[label]", options: [], metrics: nil, views: views)
                    + NSLayoutConstraint.constraints(
                        withVisualFormat: "V:[footer(30)][bottomLayoutGuide]", options: [], metrics: nil, views: views)
                    + NSLayoutConstraint.constraints(
                        withVisualFormat: "H:|-[label]-|", options: [], metrics: nil, views: views)
                    + NSLayoutConstraint.constraints(
                        withVisualFormat: "H:|[footer]|", options: [], metrics: nil, views: views))
        }
    }

    func world(_ root: UIViewController) -> EventSimulator {
        let simulator = EventSimulator(screenSize: CGSize(width: 390, height: 844), safeAreaInsets: Self.phone)
        simulator.window.rootViewController = root
        simulator.window.makeKeyAndVisible()
        simulator.advance(by: 0)
        return simulator
    }

    @Test("LY45: in a navigation and tab bar controller, the guides span the bars and place the format's views")
    func barsAndFormats() {
        let screen = LegacyScreen()
        let navigation = UINavigationController(rootViewController: screen)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let simulator = world(tabs)
        let guides = screen as LegacyLayoutGuides
        #expect(guides.topLayoutGuide.length == 91)  // status bar 47 + navigation bar 44
        #expect(guides.bottomLayoutGuide.length == 83)  // the tab bar, home indicator included
        #expect(screen.label.frame.minY == 99)  // the standard 8 pt below the guide
        #expect(screen.footer.frame == CGRect(x: 0, y: 844 - 83 - 30, width: 390, height: 30))
        #expect(screen.label.frame.minX == 16)  // the root view's system minimum margin

        // The bar hidden: the guide shrinks to the status bar and the label follows.
        navigation.isNavigationBarHidden = true
        simulator.advance(by: 0)
        #expect(guides.topLayoutGuide.length == 47)
        #expect(screen.label.frame.minY == 55)
        #expect(simulator.issues.isEmpty)
    }

    @Test("LY45: the guides' anchors and the guides as constraint items agree with the safe area guide")
    func anchorsAndItems() {
        let screen = UIViewController()
        let simulator = world(screen)
        let guides = screen as LegacyLayoutGuides
        let top = guides.topLayoutGuide
        #expect(top === guides.topLayoutGuide)  // one guide per controller, made on first use
        #expect(screen.view.layoutGuides.isEmpty)  // not among the view's own guides
        let viaAnchor = constrainedView("anchor")
        let viaItem = constrainedView("item")
        let viaSafeArea = constrainedView("safe")
        for view in [viaAnchor, viaItem, viaSafeArea] { screen.view.addSubview(view) }
        NSLayoutConstraint.activate([
            viaAnchor.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 4),
            NSLayoutConstraint(
                item: viaItem, attribute: .top, relatedBy: .equal, toItem: top, attribute: .bottom, multiplier: 1,
                constant: 4),
            viaSafeArea.topAnchor.constraint(equalTo: screen.view.safeAreaLayoutGuide.topAnchor, constant: 4),
            viaAnchor.heightAnchor.constraint(equalTo: guides.bottomLayoutGuide.heightAnchor),
            viaItem.bottomAnchor.constraint(equalTo: guides.bottomLayoutGuide.topAnchor),
            viaSafeArea.heightAnchor.constraint(equalTo: top.heightAnchor),
        ])
        for view in [viaAnchor, viaItem, viaSafeArea] {
            NSLayoutConstraint.activate([
                view.leftAnchor.constraint(equalTo: screen.view.leftAnchor),
                view.widthAnchor.constraint(equalToConstant: 10),
            ])
        }
        simulator.advance(by: 0)
        #expect(top.length == 47 && guides.bottomLayoutGuide.length == 34)
        #expect(viaAnchor.frame == CGRect(x: 0, y: 51, width: 10, height: 34))
        #expect(viaItem.frame == CGRect(x: 0, y: 51, width: 10, height: 844 - 34 - 51))
        #expect(viaSafeArea.frame == CGRect(x: 0, y: 51, width: 10, height: 47))

        // Rotated, the insets turn: the top guide is empty, and the views follow at once.
        simulator.rotate(to: .landscapeLeft, safeAreaInsets: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(top.length == 0 && guides.bottomLayoutGuide.length == 21)
        #expect(viaAnchor.frame == CGRect(x: 0, y: 4, width: 10, height: 21))
        #expect(viaSafeArea.frame.height == 0)
        #expect(simulator.issues.isEmpty)
    }

    @Test("LY45: reading a guide loads the view; it leaves with the view and works where the view is shown again")
    func loadsAndMoves() {
        let screen = LegacyScreen()
        #expect(!screen.isViewLoaded)
        let guides = screen as LegacyLayoutGuides
        #expect(guides.topLayoutGuide.length == 0)  // not in a window: no safe area yet
        #expect(screen.isViewLoaded)
        let simulator = world(screen)
        #expect(screen.label.frame.minY == 55)  // 47 + 8
        simulator.window.rootViewController = UIViewController()
        simulator.advance(by: 0)
        simulator.window.rootViewController = screen
        simulator.advance(by: 0)
        #expect(screen.label.frame.minY == 55)
        #expect(simulator.issues.isEmpty)
    }

    @Test("LY45: an older storyboard's viewControllerLayoutGuides are the controller's guides in its constraints")
    func storyboardGuides() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="9531" \
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="Lgd-Vc-001">
                <scenes>
                    <scene sceneID="Lgd-Sc-001">
                        <objects>
                            <viewController id="Lgd-Vc-001" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="Lgd-Tp-001"/>
                                    <viewControllerLayoutGuide type="bottom" id="Lgd-Bt-001"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="Lgd-Vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Lgd-Pn-001">
                                            <rect key="frame" x="0.0" y="67" width="390" height="743"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="Lgd-Pn-001" firstAttribute="top" secondItem="Lgd-Tp-001" secondAttribute="bottom" constant="20" id="Lgd-Cn-001"/>
                                        <constraint firstItem="Lgd-Bt-001" firstAttribute="top" secondItem="Lgd-Pn-001" secondAttribute="bottom" id="Lgd-Cn-002"/>
                                        <constraint firstItem="Lgd-Pn-001" firstAttribute="leading" secondItem="Lgd-Vw-001" secondAttribute="leading" id="Lgd-Cn-003"/>
                                        <constraint firstItem="Lgd-Pn-001" firstAttribute="trailing" secondItem="Lgd-Vw-001" secondAttribute="trailing" id="Lgd-Cn-004"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let simulator = EventSimulator(screenSize: CGSize(width: 390, height: 844), safeAreaInsets: Self.phone)
        let storyboard = UIStoryboard(data: Data(text.utf8), name: "Guides", bundle: nil)
        guard let controller = storyboard.instantiateInitialViewController() else {
            Issue.record("the storyboard made no controller: \(simulator.issues)")
            return
        }
        simulator.window.rootViewController = controller
        simulator.advance(by: 0)
        let panel = controller.view.subviews[0]
        #expect(panel.frame == CGRect(x: 0, y: 67, width: 390, height: 844 - 34 - 67))
        let guides = controller as LegacyLayoutGuides
        let top = guides.topLayoutGuide
        #expect(controller.view.constraints.first?.secondItem === top)
        #expect(simulator.issues.isEmpty)
    }
}

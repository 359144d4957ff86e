import Foundation
import Testing
import UIKit

@testable import PortingCorpus

/// IB11, PT7: gesture recognizers of the app's own classes placed in a storyboard, loaded from the
/// translated module: made as the user's class through its initializer table, with their outlets and
/// actions wired.
@MainActor @Suite struct InterfaceBuilderCorpusTests {
    /// The pin board scene as Xcode writes it: a double-tap recognizer whose class is the app's
    /// `PinDropTapGestureRecognizer`, and a pan whose class has no initializer a document can call.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \
        useSafeAreas="YES" colorMatched="YES" initialViewController="Pin-Vc-001">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="Pin-Sc-001">
                    <objects>
                        <viewController id="Pin-Vc-001" customClass="PinBoardViewController" \
        customModule="PortingCorpus" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Pin-Rt-001">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" id="Pin-Mp-001" userLabel="Map">
                                        <rect key="frame" x="20" y="100" width="350" height="400"/>
                                        <accessibility key="accessibilityConfiguration" identifier="map"/>
                                        <connections>
                                            <outletCollection property="gestureRecognizers" destination="Pin-Tp-001" \
        appends="YES" id="Pin-Oc-001"/>
                                            <outletCollection property="gestureRecognizers" destination="Pin-Pn-001" \
        appends="YES" id="Pin-Oc-002"/>
                                        </connections>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Pin-Sa-001"/>
                            </view>
                            <connections>
                                <outlet property="mapView" destination="Pin-Mp-001" id="Pin-Ol-001"/>
                                <outlet property="pinTapRecognizer" destination="Pin-Tp-001" id="Pin-Ol-002"/>
                                <outlet property="collapseRecognizer" destination="Pin-Pn-001" id="Pin-Ol-003"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="Pin-Fr-001" sceneMemberID="firstResponder"/>
                        <tapGestureRecognizer numberOfTapsRequired="2" id="Pin-Tp-001" \
        customClass="PinDropTapGestureRecognizer" customModule="PortingCorpus" customModuleProvider="target">
                            <connections>
                                <action selector="dropPin:" destination="Pin-Vc-001" id="Pin-Ac-001"/>
                            </connections>
                        </tapGestureRecognizer>
                        <panGestureRecognizer minimumNumberOfTouches="1" id="Pin-Pn-001" \
        customClass="DirectionalPanGestureRecognizer" customModule="PortingCorpus" customModuleProvider="target">
                            <connections>
                                <action selector="collapse:" destination="Pin-Vc-001" id="Pin-Ac-002"/>
                            </connections>
                        </panGestureRecognizer>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("IB11, PT7: a storyboard's custom tap recognizer is the app's class, its init override run, wired")
    func customRecognizerFromStoryboard() throws {
        let world = CorpusWorld()
        let storyboard = UIStoryboard(data: Data(Self.storyboard.utf8), name: "Main", bundle: nil)
        let board = try #require(storyboard.instantiateInitialViewController() as? PinBoardViewController)
        world.show(board)
        #expect(board.outletsReadyAtLoad)
        let pinTap = try #require(board.pinTapRecognizer)
        // Made through UIGestureRecognizer's init?(coder:), which runs the subclass's init(target:action:)
        // (edgeInset 12); the document's attributes follow.
        #expect(type(of: pinTap) == PinDropTapGestureRecognizer.self)
        #expect(pinTap.edgeInset == 12 && !pinTap.cancelsTouchesInView)
        #expect(pinTap.numberOfTapsRequired == 2)
        #expect(board.mapView.gestureRecognizers?.first === pinTap)

        world.simulator.tap(at: world.point(CGPoint(x: 100, y: 150), in: board.mapView), count: 2)
        world.simulator.advance(by: 1)
        #expect(board.pins == [CGPoint(x: 100, y: 150)])
        // Near the edge the recognizer fails itself: no pin.
        world.simulator.tap(at: world.point(CGPoint(x: 4, y: 150), in: board.mapView), count: 2)
        world.simulator.advance(by: 1)
        #expect(board.pins.count == 1)
    }

    @Test("IB11, IB12: a custom recognizer class with no initializer a document can call is its IB class, reported")
    func recognizerWithoutDocumentInitializer() throws {
        let world = CorpusWorld()
        let storyboard = UIStoryboard(data: Data(Self.storyboard.utf8), name: "Main", bundle: nil)
        let board = try #require(storyboard.instantiateInitialViewController() as? PinBoardViewController)
        world.show(board)
        // DirectionalPanGestureRecognizer declares only init(direction:target:action:): it inherits neither
        // init(coder:) nor init(target:action:).
        let pan = try #require(board.collapseRecognizer)
        #expect(type(of: pan) == UIPanGestureRecognizer.self)
        #expect(
            world.simulator.issues.contains {
                $0.contains("Main.storyboard") && $0.contains("Pin-Pn-001")
                    && $0.contains("'DirectionalPanGestureRecognizer' cannot be made")
            })
        // Still wired: a pan on the map sends collapse(_:).
        world.simulator.tap(at: world.point(CGPoint(x: 100, y: 150), in: board.mapView), count: 2)
        world.simulator.advance(by: 1)
        #expect(board.pins.count == 1)
        world.simulator.drag(
            from: world.point(CGPoint(x: 100, y: 100), in: board.mapView),
            to: world.point(CGPoint(x: 100, y: 300), in: board.mapView))
        world.simulator.advance(by: 1)
        #expect(board.pins.isEmpty)
    }
}

import Foundation
import ResponderKit
import Testing

/// IB5: a storyboard's bar button items made as their system items.
@MainActor @Suite struct BarButtonSystemItemTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
            <scenes>
                <scene sceneID="sc">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="vw">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            </view>
                            <navigationItem key="navigationItem" title="Edit" id="ni">
                                <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="b1"/>
                                <barButtonItem key="rightBarButtonItem" style="done" systemItem="save" id="b2"/>
                            </navigationItem>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("IB5: systemItem=\"cancel\" and \"save\" are made as system items, titled as UIKit titles them")
    func systemItemsHaveTheirTitles() throws {
        let simulator = EventSimulator()
        let storyboard = UIStoryboard(data: Data(Self.document.utf8), name: "Items", bundle: nil)
        let controller = try #require(storyboard.instantiateInitialViewController())
        #expect(controller.navigationItem.leftBarButtonItem?.title == "Cancel")
        #expect(controller.navigationItem.rightBarButtonItem?.title == "Save")
        #expect(controller.navigationItem.rightBarButtonItem?.style == .done)
        #expect(simulator.issues.isEmpty)
    }
}

import Foundation
import ResponderKit

/// IB: loading a storyboard scene of 200 views (labels, sized by their text) and 400 constraints (each
/// label's leading and top, to the safe area or its row neighbour) and laying it out in a window, replacing
/// the previous scene: make the controller, its view through `init(coder:)`, the constraints, the
/// connections, then the layout pass (`ib.scene200`, goal at most 5 ms per operation in release). The
/// storyboard is read once, as an app's `UIStoryboard(name:bundle:)` is (IB1 caches a file's document):
/// reading its 1,400 elements is `ib.parse200`, on its own.
@MainActor enum InterfaceBuilderCases {
    static func document(views: Int) -> Data {
        var subviews = ""
        var constraints = ""
        for index in 0..<views {
            let id = "lbl-\(index)"
            subviews += """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Item \(index)" \
                textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" \
                id="\(id)"><rect key="frame" x="0.0" y="0.0" width="60" height="20"/>\
                <fontDescription key="fontDescription" type="system" pointSize="12"/><nil key="textColor"/></label>

                """
            let column = index % 5
            let row = index / 5
            let leading =
                column == 0
                ? #"firstItem="\#(id)" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="8""#
                : #"firstItem="\#(id)" firstAttribute="leading" secondItem="lbl-\#(index - 1)" secondAttribute="trailing" constant="4""#
            constraints += "<constraint \(leading) id=\"cl-\(index)\"/>\n"
            constraints += """
                <constraint firstItem="\(id)" firstAttribute="top" secondItem="safe" secondAttribute="top" \
                constant="\(8 + row * 18)" id="ct-\(index)"/>

                """
        }
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" \
            initialViewController="vc"><scenes><scene sceneID="scene"><objects>
            <viewController id="vc" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/><subviews>
            \(subviews)</subviews><viewLayoutGuide key="safeArea" id="safe"/><constraints>
            \(constraints)</constraints></view></viewController>
            </objects></scene></scenes></document>
            """
        return Data(text.utf8)
    }

    static func cases(wanted: (String) -> Bool) -> [BenchCase] {
        let data = document(views: 200)
        var cases: [BenchCase] = []
        if wanted("ib.parse200") {
            cases.append(
                BenchCase(
                    name: "ib.parse200", countedOperations: 5,
                    operation: { _ = UIStoryboard(data: data, name: "Bench", bundle: nil) }, baseline: nil))
        }
        guard wanted("ib.scene200") else { return cases }
        let simulator = EventSimulator()
        let storyboard = UIStoryboard(data: data, name: "Bench", bundle: nil)
        let check = storyboard.instantiateInitialViewController()
        simulator.window.rootViewController = check
        simulator.window.layoutIfNeeded()
        precondition(check?.view.subviews.count == 200 && check?.view.constraints.count == 400)
        precondition(check?.view.subviews[6].frame.minY == check!.view.safeAreaInsets.top + 26)
        precondition(simulator.issues.isEmpty)
        cases.append(
            BenchCase(
                name: "ib.scene200", countedOperations: 5,
                operation: {
                    simulator.window.rootViewController = storyboard.instantiateInitialViewController()
                    simulator.window.layoutIfNeeded()
                },
                baseline: nil))
        return cases
    }
}

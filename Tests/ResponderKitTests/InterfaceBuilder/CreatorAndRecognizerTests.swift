import Foundation
import ResponderKit
import Testing

/// IB11's custom recognizer classes and IB12's creator-block answers.
@MainActor @Suite struct CreatorAndRecognizerTests {
    static let nib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" \
        customClass="GestureBoardOwner" customModule="Checkout">
                    <connections>
                        <outlet property="board" destination="Crb-Vw-001" id="Crb-Ol-001"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="Crb-Vw-001" userLabel="Board">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                    <connections>
                        <outletCollection property="gestureRecognizers" destination="Crb-Tp-001" appends="YES" \
        id="Crb-Oc-001"/>
                        <outletCollection property="gestureRecognizers" destination="Crb-Tp-002" appends="YES" \
        id="Crb-Oc-002"/>
                    </connections>
                </view>
                <tapGestureRecognizer numberOfTapsRequired="2" id="Crb-Tp-001" customClass="CountingTapRecognizer" \
        customModule="Checkout" customModuleProvider="target">
                    <connections>
                        <action selector="handleTap:" destination="-1" id="Crb-Ac-001"/>
                    </connections>
                </tapGestureRecognizer>
                <tapGestureRecognizer numberOfTapsRequired="3" id="Crb-Tp-002" customClass="UntabledTapRecognizer" \
        customModule="Checkout">
                    <connections>
                        <action selector="handleTap:" destination="-1" id="Crb-Ac-002"/>
                    </connections>
                </tapGestureRecognizer>
            </objects>
        </document>
        """

    @Test("IB11: a custom recognizer class is made through its init?(coder:) table entry, configured and wired")
    func customRecognizerClass() throws {
        let simulator = EventSimulator()
        let owner = GestureBoardOwner()
        _ = UINib(data: Data(Self.nib.utf8), bundle: nil).instantiate(withOwner: owner)
        let board = try #require(owner.board)
        let recognizers = board.gestureRecognizers ?? []
        let counting = try #require(recognizers.first as? CountingTapRecognizer)
        #expect(counting.madeBy == "init(coder:)")
        #expect(counting.numberOfTapsRequired == 2)
        // A class without a table (its module not translated) is made as its IB class, reported.
        #expect(recognizers.count == 2 && type(of: recognizers[1]) == UITapGestureRecognizer.self)
        #expect(simulator.issues.count == 1)
        #expect(
            simulator.issues.first?.contains(
                "(id Crb-Tp-002): custom gesture recognizer class 'UntabledTapRecognizer' cannot be made") == true)
        simulator.window.addSubview(board)
        simulator.tap(at: CGPoint(x: 150, y: 150), count: 2)
        simulator.advance(by: 1)
        #expect(owner.log.contains("tap 2"))
    }

    @Test("IB12: a creator block returning nil leaves the scene to init(coder:), as UIKit documents")
    func creatorReturningNil() {
        let simulator = EventSimulator()
        let storyboard = UIStoryboard(name: "Gallery", bundle: .module)
        var asked = 0
        let photos: GalleryController = storyboard.instantiateViewController(identifier: "Photos") { _ in
            asked += 1
            return nil
        }
        #expect(asked == 1)
        #expect(photos.photos.count == 3 && photos.storyboard === storyboard)
        #expect(simulator.issues.isEmpty)
    }

    @Test("IB12: a creator block's controller of another class than the scene's is reported and used")
    func creatorOfTheWrongClass() {
        let simulator = EventSimulator()
        let storyboard = UIStoryboard(name: "Gallery", bundle: .module)
        let made: UIViewController = storyboard.instantiateViewController(identifier: "PhotoDetail") { coder in
            UIViewController(coder: coder)
        }
        #expect(type(of: made) == UIViewController.self)
        #expect(
            simulator.issues.contains {
                $0.contains("(id Gal-Dt-001)")
                    && $0.contains("Custom instantiated UIViewController must be a kind of class PhotoDetailController")
            })
    }

    @Test("IB12: a creator block that instantiates its own scene again is reported, not recursed into")
    func reentrantCreator() {
        let simulator = EventSimulator()
        let storyboard = UIStoryboard(name: "Gallery", bundle: .module)
        var calls = 0
        var inner: GalleryController?
        func make(_ coder: NSCoder) -> GalleryController? {
            calls += 1
            inner = storyboard.instantiateViewController(identifier: "Photos", creator: make)
            return GalleryController(coder: coder)
        }
        let outer: GalleryController = storyboard.instantiateViewController(identifier: "Photos", creator: make)
        #expect(calls == 1)
        #expect(inner != nil && inner !== outer)
        #expect(simulator.issues.count == 1)
        #expect(simulator.issues.first?.contains("the creator block of 'Photos' instantiated it again") == true)
    }
}

/// A tap recognizer subclass with the initializer table the translator writes for it (PT7), recording
/// which initializer made it.
final class CountingTapRecognizer: UITapGestureRecognizer {
    var madeBy = "init(target:action:)"

    override class func _objcInstantiate(_ initializer: String, _ arguments: [Any?]) -> AnyObject? {
        guard ObjectIdentifier(self) == ObjectIdentifier(CountingTapRecognizer.self) else { return nil }
        switch initializer {
        case "init(coder:)":
            guard let coder = arguments[0] as? NSCoder else { return nil }
            let made = CountingTapRecognizer(coder: coder)
            made?.madeBy = "init(coder:)"
            return made
        case "init(target:action:)":
            return CountingTapRecognizer(target: arguments[0], action: arguments[1] as? Selector)
        default: return nil
        }
    }
}

/// A recognizer subclass without a table: what an untranslated module's class is.
final class UntabledTapRecognizer: UITapGestureRecognizer {}

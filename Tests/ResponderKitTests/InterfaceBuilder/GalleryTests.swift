import Foundation
import ResponderKit
import Testing

/// IB9, IB11, IB16, IB19, LY28: collection prototypes, system bar button items, size-class variations and
/// text fields sized by their font, from `Gallery.storyboard`.
@MainActor @Suite struct GalleryTests {
    private func gallery(_ simulator: EventSimulator) throws -> (UINavigationController, GalleryController) {
        let storyboard = UIStoryboard(name: "Gallery", bundle: .module)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        simulator.window.rootViewController = navigation
        simulator.window.layoutIfNeeded()
        let gallery = try #require(navigation.topViewController as? GalleryController)
        return (navigation, gallery)
    }

    @Test("IB9, IB16: collection prototype cells per reuse identifier; a cell tap performs its show segue")
    func collectionPrototypes() throws {
        let simulator = EventSimulator()
        let (navigation, gallery) = try gallery(simulator)
        let layout = try #require(gallery.collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.itemSize == CGSize(width: 120, height: 90))
        #expect(layout.minimumLineSpacing == 12 && layout.sectionInset.left == 8)
        let cell = try #require(gallery.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? PhotoCell)
        #expect(cell.reuseIdentifier == "PhotoCell" && cell.titleLabel.text == "Lighthouse")
        #expect(cell.titleLabel.superview === cell.contentView)
        #expect(cell.frame.size == CGSize(width: 120, height: 90))
        #expect(simulator.tap(on: cell))
        #expect(simulator.settle())
        #expect(gallery.prepared.first?.identifier == "showPhoto")
        #expect((gallery.prepared.first?.sender as? UICollectionViewCell) === cell)
        let detail = try #require(navigation.topViewController as? PhotoDetailController)
        #expect(detail.captionLabel.text == "Lighthouse")
        #expect(simulator.issues.isEmpty)
    }

    @Test("IB11, IB13: `systemItem` bar button items, several per side, with their actions")
    func systemItems() throws {
        let simulator = EventSimulator()
        let (_, gallery) = try gallery(simulator)
        let items = try #require(gallery.navigationItem.rightBarButtonItems)
        #expect(items.count == 2)
        #expect(items[0].title == "add" && items[1].title == "trash")
        #expect(items[1].style == .done)
        #expect(items[0].target === gallery)
        let action = try #require(items[0].action)
        #expect(UIApplication.shared.sendAction(action, to: items[0].target, from: items[0], for: nil))
        #expect(gallery.photos.count == 4)
        #expect(simulator.issues.isEmpty)
    }

    @Test("LY28: a rounded-rect text field is 34 pt tall at 17 pt; an IB stack without its height lays out as on iOS")
    func textFieldHeight() throws {
        let simulator = EventSimulator()
        let detail = try #require(
            UIStoryboard(name: "Gallery", bundle: .module).instantiateViewController(withIdentifier: "PhotoDetail")
                as? PhotoDetailController)
        simulator.window.rootViewController = detail
        simulator.window.layoutIfNeeded()
        #expect(detail.commentField.intrinsicContentSize.height == 34)
        #expect(detail.commentField.frame.height == 34)
        let caption = detail.captionLabel.frame
        #expect(detail.commentField.frame.minY == caption.maxY + 10)
        #expect(detail.stackView.frame.height == caption.height + 10 + 34)

        let plain = UITextField()
        plain.text = "Hello"
        let line = UIFont.systemFont(ofSize: 17).lineHeight
        #expect(plain.intrinsicContentSize.height == (line * 2).rounded(.up) / 2)
        plain.borderStyle = .roundedRect
        #expect(plain.intrinsicContentSize.height == 34)
        #expect(plain.intrinsicContentSize.width == UILabel.measuredWidth("Hello", 17) + 14)
        plain.font = .systemFont(ofSize: 24)
        #expect(plain.intrinsicContentSize.height == UIFont.systemFont(ofSize: 24).lineHeight.rounded() + 14)
    }

    @Test("IB19: constraints, subviews, attributes and fonts vary with the height class, applied as traits change")
    func sizeClassVariations() throws {
        let simulator = EventSimulator()
        let detail = try #require(
            UIStoryboard(name: "Gallery", bundle: .module).instantiateViewController(withIdentifier: "PhotoDetail")
                as? PhotoDetailController)
        simulator.window.rootViewController = detail
        simulator.window.layoutIfNeeded()
        let safe = detail.view.safeAreaLayoutGuide.layoutFrame
        // Portrait: regular height, the default configuration.
        #expect(detail.stackView.axis == .vertical && detail.stackView.spacing == 10)
        #expect(detail.captionLabel.font.pointSize == 20)
        #expect(detail.tipLabel.superview === detail.view)
        #expect(detail.stackView.frame.minY == safe.minY + 20)
        #expect(detail.stackView.frame.width == safe.width - 32)
        #expect(detail.tipLabel.frame.maxY == safe.maxY - 20)

        simulator.rotate(to: .landscapeRight)
        simulator.window.layoutIfNeeded()
        let wide = detail.view.safeAreaLayoutGuide.layoutFrame
        #expect(detail.traitCollection.verticalSizeClass == .compact)
        #expect(detail.stackView.axis == .horizontal && detail.stackView.spacing == 20)
        #expect(detail.captionLabel.font.pointSize == 14)
        #expect(detail.tipLabel.superview == nil)
        #expect(detail.stackView.frame.minY == wide.minY + 8)
        #expect(detail.stackView.frame.width == wide.width / 2)

        simulator.rotate(to: .portrait)
        simulator.window.layoutIfNeeded()
        #expect(detail.stackView.axis == .vertical && detail.captionLabel.font.pointSize == 20)
        #expect(detail.tipLabel.superview === detail.view)
        #expect(detail.tipLabel.frame.maxY == safe.maxY - 20)
        #expect(detail.stackView.frame.width == safe.width - 32)
        #expect(simulator.issues.isEmpty)
    }

    @Test("IB12: a missing identifier in the generic creator form answers the creator's controller, reported")
    func missingIdentifierWithCreator() {
        let simulator = EventSimulator()
        let storyboard = UIStoryboard(name: "Gallery", bundle: .module)
        let strict: StrictDetailController = storyboard.instantiateViewController(identifier: "Nowhere") { coder in
            StrictDetailController(coder: coder, item: "from the creator")
        }
        #expect(strict.item == "from the creator")
        // A class with a scene and no creator: its own init?(coder:) with an empty coder.
        let photos: GalleryController = storyboard.instantiateViewController(identifier: "Elsewhere", creator: nil)
        #expect(photos.photos.count == 3)
        #expect(
            simulator.issues.filter { $0.contains("doesn't contain a view controller with identifier") }.count == 2)
    }
}

extension UILabel {
    /// The width ResponderKit's text measure gives `text` at `size` points, through a label (LY28).
    static func measuredWidth(_ text: String, _ size: CGFloat) -> CGFloat {
        let label = UILabel()
        label.font = .systemFont(ofSize: size)
        label.text = text
        return label.intrinsicContentSize.width
    }
}

import Foundation
import ResponderKit
import Testing

/// A layer subclass whose `isEqual(_:)` compares a key, and that prints its own description.
private final class KeyedLayer: CALayer {
    let key: String
    init(key: String) {
        self.key = key
        super.init()
    }
    required init() {
        key = ""
        super.init()
    }
    required init?(coder: NSCoder) { nil }
    override func isEqual(_ object: Any?) -> Bool { (object as? KeyedLayer)?.key == key }
    override var hash: Int { key.hashValue }
    override var description: String { "KeyedLayer(\(key))" }
}

/// A colour that is equal to any other of its class, whatever the components.
private final class AnyBrandColor: UIColor, @unchecked Sendable {
    override func isEqual(_ object: Any?) -> Bool { object is AnyBrandColor }
    override var hash: Int { 7 }
}

@MainActor @Suite struct ObjectMannersLayoutTests {
    private typealias Pinned = (container: UIView, child: UIView, width: NSLayoutConstraint, left: NSLayoutConstraint)

    /// A child pinned in its container: `width` installs on the child, `left` on the container (LY13).
    private func pinnedPair() -> Pinned {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 50)
        let left = child.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([width, left])
        return (container, child, width, left)
    }

    @Test("A6: firstIndex(of:) finds a stored constraint in view.constraints, which removing it then uses")
    func firstIndexOfStoredConstraint() {
        let (container, child, width, left) = pinnedPair()
        // UIKit installs a constraint on the items' nearest common ancestor (LY13).
        #expect(child.constraints.firstIndex(of: width) != nil)
        #expect(child.constraints.firstIndex(of: left) == nil)
        let index = container.constraints.firstIndex(of: left)
        #expect(index.map { container.constraints[$0] === left } == true)
        container.removeConstraint(left)
        #expect(container.constraints.firstIndex(of: left) == nil)
        #expect(!left.isActive)
        #expect(container.constraints.contains(left) == false)
    }

    @Test("A6: constraints and layers go into sets and dictionaries by identity by default")
    func setsAndDictionaries() {
        let (_, child, width, left) = pinnedPair()
        let twin = child.widthAnchor.constraint(equalToConstant: 50)
        var set: Set<NSLayoutConstraint> = [width, left, width]
        #expect(set.count == 2)
        #expect(!set.contains(twin))
        #expect(width != twin)
        #expect(!width.isEqual(twin))
        #expect(width.isEqual(width))
        set.remove(width)
        #expect(set == [left])
        let layer = CALayer(), other = CALayer()
        var names: [CALayer: String] = [layer: "a", other: "b"]
        names[layer] = "c"
        #expect(names.count == 2)
        #expect(names[layer] == "c")
        #expect(child.layer == child.layer)
        #expect(child.layer != layer)
        let guide = UILayoutGuide()
        #expect(Set([guide, guide, UILayoutGuide()]).count == 2)
        let item = UIBarButtonItem(), navigationItem = UINavigationItem(title: "t")
        #expect(Set<UIBarItem>([item, item, UITabBarItem()]).count == 2)
        #expect(navigationItem == navigationItem && navigationItem != UINavigationItem(title: "t"))
        // Each read of `leftAnchor` makes a new anchor here (UIKit keeps one), so compare a stored one.
        let anchor = child.leftAnchor
        #expect(anchor == anchor && anchor != child.leftAnchor)
    }

    @Test("A6: an overridden isEqual(_:) and hash decide == and Set (layers, colours)")
    func overriddenEquality() {
        let one = KeyedLayer(key: "k"), two = KeyedLayer(key: "k")
        #expect(one == two)
        #expect(Set<CALayer>([one, two, KeyedLayer(key: "o")]).count == 2)
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) != UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        let brand = AnyBrandColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(brand == AnyBrandColor(white: 0, alpha: 1))
        #expect(Set<UIColor>([brand, AnyBrandColor(white: 1, alpha: 1)]).count == 1)
    }

    @Test("A6: UIColor, UIFont and UIImage compare by value, as UIKit's isEqual: does")
    func valueClassesCompareByValue() {
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(red.isEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1)))
        #expect(red.hash == UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash)
        #expect(!red.isEqual(UIFont.systemFont(ofSize: 12)))
        #expect(!red.isEqual(nil))
        #expect(UIFont.systemFont(ofSize: 12).isEqual(UIFont.systemFont(ofSize: 12)))
        #expect(!UIFont.systemFont(ofSize: 12).isEqual(UIFont.systemFont(ofSize: 13)))
        let image = UIImage(systemName: "star")
        #expect(image != nil && image?.isEqual(UIImage(systemName: "star")) == true)
        #expect(image?.isEqual(UIImage(systemName: "heart")) == false)
    }

    @Test("A6: isKind(of:) follows inheritance, isMember(of:) is the exact class")
    func kindAndMembership() {
        let (_, child, width, _) = pinnedPair()
        #expect(width.isKind(of: NSLayoutConstraint.self))
        #expect(width.isMember(of: NSLayoutConstraint.self))
        #expect(!width.isKind(of: CALayer.self))
        #expect(KeyedLayer().isKind(of: CALayer.self))
        #expect(!CALayer().isKind(of: KeyedLayer.self))
        #expect(child.layer.isMember(of: CALayer.self))
        #expect(child.leftAnchor.isKind(of: NSLayoutXAxisAnchor.self))
        #expect(!child.leftAnchor.isKind(of: NSLayoutYAxisAnchor.self))
        #expect(child.widthAnchor.isKind(of: NSLayoutDimension.self))
        #expect(UIBarButtonItem().isKind(of: UIBarItem.self))
        #expect(!UITabBarItem().isKind(of: UIBarButtonItem.self))
        #expect(UINavigationItem(title: "t").isMember(of: UINavigationItem.self))
        #expect(UILayoutGuide().isMember(of: UILayoutGuide.self))
        #expect(AnyBrandColor(white: 0, alpha: 1).isKind(of: UIColor.self))
        #expect(!UIColor(white: 0, alpha: 1).isKind(of: AnyBrandColor.self))
        #expect(UIFont.systemFont(ofSize: 12).isMember(of: UIFont.self))
        #expect(!width.responds(to: "save"))
    }

    @Test("A6: description is NSObject's <Class: address>; a constraint keeps its layout-log form (LY13)")
    func descriptions() {
        let (_, _, width, _) = pinnedPair()
        #expect(width.description.hasPrefix("<NSLayoutConstraint "))
        #expect(width.description.contains(".width == 50"))
        #expect("\(width)" == width.description)
        let layer = CALayer()
        #expect(layer.description.hasPrefix("<CALayer: 0x"))
        #expect(layer.description.hasSuffix(">"))
        #expect("\(layer)" == layer.description)
        #expect("\(KeyedLayer(key: "k"))" == "KeyedLayer(k)")
        #expect(UIBarButtonItem().description.hasPrefix("<UIBarButtonItem: 0x"))
        #expect(UINavigationItem(title: "t").description.hasPrefix("<UINavigationItem: 0x"))
    }
}

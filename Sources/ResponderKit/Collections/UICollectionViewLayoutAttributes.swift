import Foundation

/// Where a layout puts one element (CV2): a cell (`forCellWith:`), a supplementary view of a kind or a
/// decoration view of a kind (CV12). A subclass adds properties and overrides `copy(with:)` and
/// `isEqual(_:)` (CV11): the collection view keeps a copy of the attributes it applied to a view and
/// applies new ones only when `isEqual(_:)` says they changed (Apple's UICollectionViewLayoutAttributes).
@preconcurrency @MainActor open class UICollectionViewLayoutAttributes {
    open var frame: CGRect = .zero
    open var indexPath = IndexPath(item: 0, section: 0)
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    var category = UICollectionView.ElementCategory.cell
    var kind: String?

    open var representedElementCategory: UICollectionView.ElementCategory { category }
    open var representedElementKind: String? { kind }

    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    open var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }

    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }

    /// NSObject's `init()`: a cell's attributes at item 0 of section 0.
    public init() {}

    /// Required so that a layout makes its `layoutAttributesClass` (CV11); a subclass inherits it.
    public required convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public required convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        category = .supplementaryView
        kind = elementKind
    }

    public required convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        category = .decorationView
        kind = decorationViewKind
    }

    /// NSCopying's copy: a new instance of the same class with the same values; a subclass copies its own
    /// properties onto `super.copy(with:)`'s result (CV11).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self.init(forCellWith: indexPath)
        copy.frame = frame
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.category = category
        copy.kind = kind
        return copy
    }

    /// NSObject's `copy()`: `copy(with: nil)`.
    open func copy() -> Any { copy(with: nil) }

    /// Equal values of the same class (CV11); a subclass compares its own properties, then calls super.
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else {
            return false
        }
        return other === self
            || (other.frame == frame && other.indexPath == indexPath && other.alpha == alpha && other.zIndex == zIndex
                && other.isHidden == isHidden && other.category == category && other.kind == kind)
    }
}

import Foundation

/// Where a layout puts one element (CV2): a cell (`forCellWith:`) or a supplementary view of a kind.
@preconcurrency @MainActor open class UICollectionViewLayoutAttributes {
    open var frame: CGRect = .zero
    open var indexPath: IndexPath
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    public let representedElementCategory: UICollectionView.ElementCategory
    public let representedElementKind: String?

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

    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }
}

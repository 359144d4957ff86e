import Foundation

/// One axis of a compositional layout size (CV6): a fraction of the container's width or height, an
/// absolute length, or an estimate (laid out at the estimate: cells do not size themselves here, CV6).
@preconcurrency @MainActor open class NSCollectionLayoutDimension {
    enum Kind {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension.isFinite ? Swift.max(dimension, 0) : 0
    }

    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
    }
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
    }
    open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute, absoluteDimension)
    }
    open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated, estimatedDimension)
    }

    open var isFractionalWidth: Bool { kind == .fractionalWidth }
    open var isFractionalHeight: Bool { kind == .fractionalHeight }
    open var isAbsolute: Bool { kind == .absolute }
    open var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `size`.
    func resolved(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return dimension * size.width
        case .fractionalHeight: return dimension * size.height
        case .absolute, .estimated: return dimension
        }
    }
}

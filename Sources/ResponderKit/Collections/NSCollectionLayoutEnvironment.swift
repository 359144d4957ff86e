import Foundation

/// What a section provider is told about where its section goes (CV6).
@preconcurrency @MainActor public protocol NSCollectionLayoutContainer: AnyObject {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
}

@preconcurrency @MainActor public protocol NSCollectionLayoutEnvironment: AnyObject {
    var container: NSCollectionLayoutContainer { get }
}

/// The collection view's size, handed to section providers.
@MainActor final class CollectionLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var container: NSCollectionLayoutContainer { self }

    init(contentSize: CGSize) { self.contentSize = contentSize }
}

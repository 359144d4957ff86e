import Foundation

/// Where a collection view's items come from (CV1); UIKit's names, optional methods defaulted (A7).
@preconcurrency @MainActor public protocol UICollectionViewDataSource: AnyObject {
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// A layout asked for a supplementary view the data source does not make: UIKit's exception, reported
    /// (CV3); an empty view stands in.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView { collectionView.missingSupplementaryView(kind: kind) }
}

extension UICollectionView {
    /// CV3: the report and stand-in for a supplementary view the data source does not make (also
    /// `UICollectionViewController`'s default, CV8).
    func missingSupplementaryView(kind: String) -> UICollectionReusableView {
        reportProgrammerError(
            "the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:) but the "
                + "layout asked for a view of kind \(kind) (NSInternalInconsistencyException on iOS; CV3)")
        return UICollectionReusableView(frame: .zero)
    }
}

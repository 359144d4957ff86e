import Foundation

/// The nested horizontal scroll view an orthogonal compositional section lives in (CV6; UIKit's private
/// `_UICollectionViewOrthogonalScrollerEmbeddedScrollView`). Its cells are its subviews; touches on them go
/// up the chain through it to the collection view, which highlights and selects as usual (CV4). Its pan
/// begins only for horizontal movement and the collection view's only for vertical (S6): that settles which
/// of the two scrolls.
@MainActor final class OrthogonalScrollView: UIScrollView {
    weak var owner: UICollectionView?
    let section: Int

    init(owner: UICollectionView, section: Int) {
        self.owner = owner
        self.section = section
        super.init(frame: .zero)
        showsVerticalScrollIndicator = false
    }

    required init?(coder: NSCoder) { nil }

    /// A scroll view keeps its touches (S1); this one passes its cells' touches on to the collection view,
    /// which highlights and selects (CV4).
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        owner?.touchesBegan(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        owner?.touchesMoved(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        owner?.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        owner?.touchesCancelled(touches, with: event)
    }

    /// Every scroll step: the collection view brings this section's cells up to date.
    override func layoutSubviews() {
        super.layoutSubviews()
        owner?.layoutVisibleElements()
    }
}

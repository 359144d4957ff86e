import Foundation

/// Collection views as IB writes them (IB9): the flow layout's metrics and the prototype cells, each
/// registered for its reuse identifier.
extension IBBuilder {
    func decodeCollectionContent(_ collection: UICollectionView, _ element: IBElement) {
        if let layout = element.child("collectionViewFlowLayout", key: "collectionViewLayout") {
            let flow = UICollectionViewFlowLayout()
            if layout["scrollDirection"] == "horizontal" { flow.scrollDirection = .horizontal }
            if let size = layout.child("size", key: "itemSize") {
                let value = IBValues.size(size)
                flow.itemSize = CGSize(width: max(0, value.width), height: max(0, value.height))
            }
            if let size = layout.child("size", key: "headerReferenceSize") {
                flow.headerReferenceSize = IBValues.size(size)
            }
            if let size = layout.child("size", key: "footerReferenceSize") {
                flow.footerReferenceSize = IBValues.size(size)
            }
            if let spacing = IBValues.cgFloat(layout, "minimumLineSpacing") { flow.minimumLineSpacing = spacing }
            if let spacing = IBValues.cgFloat(layout, "minimumInteritemSpacing") {
                flow.minimumInteritemSpacing = spacing
            }
            if let inset = layout.child("inset", key: "sectionInset") { flow.sectionInset = IBValues.insets(inset) }
            register(flow, for: layout)
            collection.collectionViewLayout = flow
        }
        for prototype in element.list("cells") where prototype.name == "collectionViewCell" {
            guard let identifier = prototype["reuseIdentifier"] else {
                report("prototype cell has no reuse identifier", at: prototype)
                continue
            }
            let parent = self
            collection.cellMakers[identifier] = { [weak parent] in
                guard let parent else { return nil }
                return parent.makePrototypeCell(prototype) as? UICollectionViewCell
            }
        }
    }
}

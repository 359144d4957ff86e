import Foundation
import ResponderKit

// The classes `Gallery.storyboard` names, as the translator writes them (PT2).

/// A collection controller fed in code whose cells come from the storyboard's prototype (IB9), with an
/// `@IBAction func addPhoto(_:)` wired to a system bar button item.
final class GalleryController: UICollectionViewController {
    var photos = ["Harbour", "Lighthouse", "Dunes"]
    var prepared: [(identifier: String?, destination: UIViewController, sender: Any?)] = []

    func addPhoto(_ sender: UIBarButtonItem) {
        photos.append("Photo \(photos.count + 1)")
        collectionView.reloadData()
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath)
        (cell as? PhotoCell)?.titleLabel.text = photos[indexPath.item]
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, segue.destination, sender))
        if let detail = segue.destination as? PhotoDetailController, let cell = sender as? UICollectionViewCell,
            let item = collectionView.indexPath(for: cell)?.item
        {
            detail.photo = photos[item]
        }
    }

    override func _objcMethod(_ selector: Selector) -> ObjCMethod? {
        switch selector.name {
        case "addPhoto:":
            return ObjCMethod(arity: 1) { arguments in
                guard let sender = arguments[0] as? UIBarButtonItem else { return nil }
                self.addPhoto(sender)
                return nil
            }
        default: return super._objcMethod(selector)
        }
    }
}

/// `@IBOutlet weak var titleLabel: UILabel!`
final class PhotoCell: UICollectionViewCell {
    var titleLabel: UILabel!

    override func _objcProperty(_ key: String) -> ObjCProperty? {
        switch key {
        case "titleLabel": return ObjCProperty(get: { self.titleLabel }, set: { self.titleLabel = $0 as? UILabel })
        default: return super._objcProperty(key)
        }
    }
}

/// A scene whose stack, constraints and tip vary with the height class (IB19).
final class PhotoDetailController: UIViewController {
    var captionLabel: UILabel!
    var commentField: UITextField!
    var stackView: UIStackView!
    var tipLabel: UILabel!
    var photo: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        if let photo { captionLabel.text = photo }
    }

    override func _objcProperty(_ key: String) -> ObjCProperty? {
        switch key {
        case "captionLabel":
            return ObjCProperty(get: { self.captionLabel }, set: { self.captionLabel = $0 as? UILabel })
        case "commentField":
            return ObjCProperty(get: { self.commentField }, set: { self.commentField = $0 as? UITextField })
        case "stackView": return ObjCProperty(get: { self.stackView }, set: { self.stackView = $0 as? UIStackView })
        case "tipLabel": return ObjCProperty(get: { self.tipLabel }, set: { self.tipLabel = $0 as? UILabel })
        default: return super._objcProperty(key)
        }
    }
}

/// A controller whose `init?(coder:)` refuses a coder without its key, and the usual `init?(coder:item:)`
/// form a creator block calls (IB12's missing identifier).
final class StrictDetailController: UIViewController {
    let item: String

    init?(coder: NSCoder, item: String) {
        self.item = item
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) {
        guard let item = coder.decodeObject(forKey: "item") as? String else { return nil }
        self.item = item
        super.init(coder: coder)
    }
}

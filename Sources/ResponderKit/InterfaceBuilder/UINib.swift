import Foundation

/// A xib document, read once and instantiated any number of times (IB2, IB6, IB8).
///
/// The document is the `.xib` source Xcode writes (there is no `ibtool` here to compile it into a `.nib`):
/// `UINib(nibName: "LoginView", bundle: .module)` finds `LoginView.xib` at the bundle's root, in a copied
/// folder, or in a folder passed as `Bundle(path:)`. A file that cannot be found or read is reported in the
/// world's issues, and instantiating it gives no objects.
@preconcurrency @MainActor open class UINib {
    let document: IBDocument?
    let bundle: Bundle?

    /// Options of `instantiate(withOwner:options:)`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A dictionary from a placeholder's identifier to the object that stands for it.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        bundle = bundleOrNil
        guard let url = IBResources.url(named: name, extension: "xib", in: bundleOrNil) else {
            document = nil
            Diagnostics.report(
                "Could not load NIB in bundle: '\((bundleOrNil ?? .main).bundlePath)' with name '\(name)' "
                    + "(no \(name).xib there or in its folders)",
                application: CurrentWorld.application)
            return
        }
        document = UINib.read(url, bundle: bundleOrNil)
    }

    /// A nib from a document's contents (UIKit's form takes a compiled nib; here it is the xib's XML).
    public convenience init(data: Data, bundle bundleOrNil: Bundle?) {
        self.init(data: data, name: "(data)", bundle: bundleOrNil)
    }

    /// A nib from a document's contents, named `name` in messages (`name.xib:LINE: …`, IB12); not UIKit's,
    /// as `UIStoryboard(data:name:bundle:)`.
    public init(data: Data, name: String, bundle bundleOrNil: Bundle?) {
        bundle = bundleOrNil
        switch IBDocument.parse(data, fileName: "\(name).xib", bundle: bundleOrNil) {
        case .success(let document): self.document = document
        case .failure(let error):
            document = nil
            Diagnostics.report(error.message, application: CurrentWorld.application)
        }
    }

    private static func read(_ url: URL, bundle: Bundle?) -> IBDocument? {
        switch IBDocument.load(url, bundle: bundle) {
        case .success(let document): return document
        case .failure(let error):
            Diagnostics.report(error.message, application: CurrentWorld.application)
            return nil
        }
    }

    /// Makes the document's objects, connects them to each other and to `ownerOrNil` (File's Owner), sends
    /// each `awakeFromNib()`, and returns the top-level objects in document order (IB6, IB8).
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        guard let document else { return [] }
        let owner = ownerOrNil.map { $0 as AnyObject }
        let modules = [IBClassResolver.module(of: owner), IBClassResolver.module(of: bundle)].compactMap { $0 }
        let builder = IBBuilder(document: document, modules: modules)
        let external = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
        var topLevel: [Any] = []
        for element in document.objects {
            guard element.name == "placeholder" else { continue }
            guard let id = element.id else { continue }
            switch element["placeholderIdentifier"] {
            case "IBFilesOwner": if let owner { builder.registerPlaceholder(owner, id: id) }
            case "IBFirstResponder": builder.firstResponderIDs.insert(id)
            case let identifier?:
                if let object = external[identifier] {
                    builder.registerPlaceholder(object as AnyObject, id: id)
                } else {
                    builder.report("no external object for the placeholder '\(identifier)'", at: element)
                }
            case nil: break
            }
        }
        for element in document.objects where element.name != "placeholder" {
            if let object = builder.make(element) { topLevel.append(object) }
        }
        builder.connect(under: document.root, segue: nil)
        builder.reportDangling(under: document.root)
        builder.awakeNewObjects()
        return topLevel
    }
}

extension Bundle {
    /// `UINib(nibName: name, bundle: self).instantiate(withOwner:options:)` (IB2).
    @MainActor public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]?
    {
        let nib = UINib(nibName: name, bundle: self)
        guard nib.document != nil else { return nil }
        return nib.instantiate(withOwner: owner, options: options)
    }
}

extension UITableView {
    /// Cells of `identifier` are the first top-level table cell of `nib` (IB9); a nil nib unregisters.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registeredClasses[identifier] = nil
        guard let nib else {
            registeredMakers[identifier] = nil
            return
        }
        registeredMakers[identifier] = { [weak self] in
            let cell = nib.instantiate(withOwner: nil).lazy.compactMap { $0 as? UITableViewCell }.first
            if cell == nil, let self {
                Diagnostics.report(
                    "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level "
                        + "object which must be a UITableViewCell instance",
                    application: self.window?.application)
            }
            return cell
        }
    }
}

extension UICollectionView {
    /// Cells of `identifier` are the first top-level collection cell of `nib` (IB9); a nil nib unregisters.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = nil
        guard let nib else {
            cellMakers[identifier] = nil
            return
        }
        cellMakers[identifier] = { [weak self] in
            let cell = nib.instantiate(withOwner: nil).lazy.compactMap { $0 as? UICollectionViewCell }.first
            if cell == nil, let self {
                Diagnostics.report(
                    "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level "
                        + "object which must be a UICollectionViewCell instance",
                    application: self.window?.application)
            }
            return cell
        }
    }
}

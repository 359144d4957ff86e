import Foundation

/// A parsed storyboard or xib (IB1): its elements indexed by id, and where it came from for messages (IB12).
final class IBDocument: @unchecked Sendable {
    enum Kind { case xib, storyboard }

    let root: IBElement
    let kind: Kind
    /// The file's name as messages show it (`Login.xib`).
    let fileName: String
    /// The bundle the document was found in: images, nested nibs and custom classes' modules are looked
    /// up there (IB2).
    let bundle: Bundle?
    private(set) var elementsByID: [String: IBElement] = [:]

    init(root: IBElement, fileName: String, bundle: Bundle?) {
        self.root = root
        self.fileName = fileName
        self.bundle = bundle
        kind = (root["type"] ?? "").hasSuffix("Storyboard.XIB") ? .storyboard : .xib
        index(root)
    }

    private func index(_ element: IBElement) {
        var pending = [element]
        while let next = pending.popLast() {
            if let id = next.id, next.name != "constraint" || elementsByID[id] == nil { elementsByID[id] = next }
            pending.append(contentsOf: next.children)
        }
    }

    /// The document's top-level objects (a xib's `<objects>`), in document order.
    var objects: [IBElement] { root.list("objects") }
    /// A storyboard's scenes.
    var scenes: [IBElement] { root.list("scenes") }

    /// The first element of each scene's `<objects>`: its view controller.
    func sceneController(_ scene: IBElement) -> IBElement? {
        scene.list("objects").first { $0.name != "placeholder" && $0.name != "exit" }
    }

    func controller(identifier: String) -> IBElement? {
        scenes.lazy.compactMap { self.sceneController($0) }.first { $0["storyboardIdentifier"] == identifier }
    }

    /// Where an element is, for a message (IB12): the file, the object's id and its label as Xcode's outline
    /// shows it.
    func location(_ element: IBElement) -> String {
        "\(fileName):\(element.line): \(IBLabel.label(of: element)) (id \(element.id ?? "none"))"
    }

    // MARK: Loading (IB2)

    /// Documents already read, by path: a storyboard instantiates many scenes, a cell nib many cells.
    @MainActor private static var cache: [String: IBDocument] = [:]

    /// Reads and parses `url`, or nil with the reason.
    @MainActor static func load(_ url: URL, bundle: Bundle?) -> Result<IBDocument, IBLoadError> {
        if let cached = cache[url.path] { return .success(cached) }
        guard let data = try? Data(contentsOf: url) else {
            return .failure(IBLoadError(message: "\(url.lastPathComponent): cannot be read"))
        }
        switch IBParser.parse(data) {
        case .failure(let error):
            return .failure(IBLoadError(message: "\(url.lastPathComponent):\(error.line): \(error.reason)"))
        case .success(let root):
            let document = IBDocument(root: root, fileName: url.lastPathComponent, bundle: bundle)
            cache[url.path] = document
            return .success(document)
        }
    }

    /// Parses `data` (a document the caller holds in memory) under `fileName`.
    static func parse(_ data: Data, fileName: String, bundle: Bundle?) -> Result<IBDocument, IBLoadError> {
        switch IBParser.parse(data) {
        case .failure(let error): .failure(IBLoadError(message: "\(fileName):\(error.line): \(error.reason)"))
        case .success(let root): .success(IBDocument(root: root, fileName: fileName, bundle: bundle))
        }
    }
}

struct IBLoadError: Error {
    let message: String
}

/// Finds `name.ext` in a bundle however a package ships it (IB2): at the bundle's root (`.process`), inside a
/// copied folder (`.copy("Resources")`) or deeper, or in a folder given as `Bundle(path:)`.
enum IBResources {
    static func url(named name: String, extension ext: String, in bundle: Bundle?) -> URL? {
        let bundle = bundle ?? .main
        if let url = bundle.url(forResource: name, withExtension: ext) { return url }
        guard let root = bundle.resourceURL ?? URL(string: bundle.bundlePath) else { return nil }
        return search(root.standardizedFileURL, file: "\(name).\(ext)", depth: 3)
    }

    /// IB2: a document found through the main bundle (a nil bundle) inside a SwiftPM resource bundle of it
    /// (`Package_Target.resources` on Linux, `.bundle` elsewhere) belongs to that bundle: its images and its
    /// custom classes' module (IB3) are that target's, as the app's own bundle's are on iOS.
    static func owningBundle(of url: URL, searchedIn bundle: Bundle?) -> Bundle? {
        if let bundle { return bundle }
        let root = (Bundle.main.resourceURL ?? Bundle.main.bundleURL).standardizedFileURL.path
        var folder = url.standardizedFileURL.deletingLastPathComponent()
        while folder.path.count > root.count, folder.path.hasPrefix(root) {
            if ["resources", "bundle"].contains(folder.pathExtension) { return Bundle(url: folder) }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    private static func search(_ folder: URL, file: String, depth: Int) -> URL? {
        let manager = FileManager.default
        let direct = folder.appendingPathComponent(file)
        if manager.fileExists(atPath: direct.path) { return direct }
        guard depth > 0,
            let entries = try? manager.contentsOfDirectory(
                at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return nil }
        for entry in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            let isFolder = (try? entry.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory ?? false
            if isFolder, let found = search(entry, file: file, depth: depth - 1) { return found }
        }
        return nil
    }
}

import Foundation

/// Walks a target's folder as the plugin does (SPEC PT10): following links to folders, skipping hidden names.
enum PackageWalk {
    struct Link {
        /// The link's path relative to the target's folder.
        let relative: String
        /// What the link says, as written.
        let destination: String
        let exists: Bool
        let isDirectory: Bool
    }

    struct File {
        let path: String
        let relative: String
    }

    /// Every symbolic link under `folder`, at any depth reached through folders and linked folders.
    static func links(under folder: URL) -> [Link] {
        var found: [Link] = []
        walk(folder) { url, relative in
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) else { return }
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            found.append(
                Link(relative: relative, destination: destination, exists: exists, isDirectory: isDirectory.boolValue))
        }
        return found
    }

    static func swiftFiles(under folder: URL) -> [File] {
        var found: [File] = []
        walk(folder) { url, relative in
            if relative.hasSuffix(".swift") { found.append(File(path: url.path, relative: relative)) }
        }
        return found
    }

    /// The Interface Builder documents and asset catalogs a port needs in its bundle.
    static func interfaceResources(under folder: URL) -> [String] {
        var found: [String] = []
        walk(folder) { _, relative in
            let suffixes = [".storyboard", ".xib", ".xcassets"]
            if suffixes.contains(where: relative.hasSuffix) { found.append(relative) }
        }
        return found
    }

    /// Calls `visit` with every entry under `folder` (folders too), descending into linked folders once each.
    private static func walk(_ folder: URL, _ visit: (URL, String) -> Void) {
        var seen: Set<String> = []
        func descend(_ directory: URL, _ prefix: String) {
            guard seen.insert(directory.resolvingSymlinksInPath().standardizedFileURL.path).inserted else { return }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") {
                let url = directory.appendingPathComponent(name)
                let relative = prefix.isEmpty ? name : prefix + "/" + name
                visit(url, relative)
                var isDirectory: ObjCBool = false
                // An asset catalog is one resource: its insides are not walked.
                if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue,
                    !name.hasSuffix(".xcassets")
                {
                    descend(url, relative)
                }
            }
        }
        descend(folder, "")
    }
}

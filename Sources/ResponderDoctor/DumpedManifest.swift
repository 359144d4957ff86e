import Foundation

/// What the doctor needs of a package manifest, read from `swift package dump-package` (SwiftPM's own
/// evaluation, so `#if` branches and computed target lists are seen as SwiftPM sees them).
struct DumpedManifest {
    struct Target {
        let name: String
        let type: String
        let path: String?
        let exclude: [String]
        let resources: [String]
        let usesPortPlugin: Bool
        /// `swiftLanguageMode` in the target's Swift settings, if any ("5", "6").
        let languageMode: String?

        var defaultPath: String { (type == "test" ? "Tests/" : "Sources/") + name }

        /// The target's own Swift files (not under an excluded path), relative to its folder.
        func ownFiles(in folder: URL) -> Set<String> {
            Set(
                PackageWalk.swiftFiles(under: folder).map(\.relative).filter { file in
                    !exclude.contains { file == $0 || file.hasPrefix($0 + "/") }
                })
        }
    }

    let targets: [Target]
    /// The package's language mode: the first of `swiftLanguageModes`, else the tools version's default.
    let defaultLanguageMode: String

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func load(packageAt path: URL, swift: URL) throws -> DumpedManifest {
        let manifest = path.appendingPathComponent("Package.swift")
        guard FileManager.default.fileExists(atPath: manifest.path) else {
            throw Failure(description: "\(manifest.path): no Package.swift here")
        }
        let arguments =
            (swift.lastPathComponent == "env" ? ["swift"] : []) + [
                "package", "dump-package", "--package-path", path.path,
            ]
        let result = try ProcessResult.run(swift, arguments)
        guard result.status == 0, let data = result.standardOutput.data(using: .utf8),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else {
            let errors = result.standardError.split(separator: "\n").filter { $0.contains("error:") }
            throw Failure(
                description: "Package.swift does not evaluate: "
                    + (errors.isEmpty ? result.standardError : errors.joined(separator: "\n")))
        }
        return DumpedManifest(json: json)
    }

    init(json: [String: Any]) {
        let tools = ((json["toolsVersion"] as? [String: Any])?["_version"] as? String) ?? "5.9.0"
        let modes = json["swiftLanguageVersions"] as? [String]
        defaultLanguageMode = modes?.first.map { String($0.prefix(1)) } ?? (tools.hasPrefix("5") ? "5" : "6")
        targets = (json["targets"] as? [[String: Any]] ?? []).map { target in
            let plugins = (target["pluginUsages"] as? [[String: Any]] ?? []).compactMap {
                ($0["plugin"] as? [Any])?.first as? String
            }
            let settings = target["settings"] as? [[String: Any]] ?? []
            let mode = settings.lazy.compactMap { setting -> String? in
                guard let kind = setting["kind"] as? [String: Any],
                    let value = kind["swiftLanguageMode"] as? [String: Any] ?? kind["swiftLanguageVersion"]
                        as? [String: Any]
                else { return nil }
                return (value["_0"] as? String).map { String($0.prefix(1)) }
            }.first
            return Target(
                name: target["name"] as? String ?? "?",
                type: target["type"] as? String ?? "regular",
                path: target["path"] as? String,
                exclude: target["exclude"] as? [String] ?? [],
                resources: (target["resources"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String },
                usesPortPlugin: plugins.contains("ResponderPortPlugin"),
                languageMode: mode)
        }
    }
}

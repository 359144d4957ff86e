import Foundation
import PackagePlugin

/// Translates the iOS Swift files of a target into ResponderKit Swift at build time (SPEC PT, PT10).
///
/// The target's own sources compile as they are; every other `.swift` file under the target's folder (the
/// folders the target `exclude`s, often links to the app's folders) is an original the plugin translates.
/// One command indexes the module (classes, methods, `@objc` protocols) and rewrites its output only when
/// the index changes; one command per file translates it, so an incremental build translates again only
/// the files that changed.
@main struct ResponderPortPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let own = Set(target.sourceFiles.map { $0.url.resolvingSymlinksInPath().standardizedFileURL.path })
        let root = target.directoryURL
        let originals = Self.swiftFiles(under: root).filter { !own.contains($0.resolved) }
        guard !originals.isEmpty else { return [] }
        let tool = try context.tool(named: "responder-port").url
        let work = context.pluginWorkDirectoryURL
        let index = work.appending(path: "ResponderPortIndex.swift")
        var commands: [Command] = [
            .buildCommand(
                displayName: "Indexing \(originals.count) iOS files of \(target.name)",
                executable: tool,
                arguments: ["index", "--output", index.path] + originals.map(\.shown),
                inputFiles: originals.map { URL(fileURLWithPath: $0.shown) },
                outputFiles: [index]
            )
        ]
        for original in originals {
            // Unique output names for files of the same name in different folders.
            let name = original.relative.replacingOccurrences(of: "/", with: "_")
            let output = work.appending(path: "Translated").appending(path: name)
            commands.append(
                .buildCommand(
                    displayName: "Translating \(original.relative)",
                    executable: tool,
                    arguments: ["translate", original.shown, "--index", index.path, "--output", output.path],
                    inputFiles: [URL(fileURLWithPath: original.shown), index],
                    outputFiles: [output]
                )
            )
        }
        return commands
    }

    /// A Swift file under the target: its path as the user sees it (through links), the resolved path, and
    /// its path relative to the target's folder.
    struct Original {
        let shown: String
        let resolved: String
        let relative: String
    }

    /// Every `.swift` file under `root`, following links to folders (an app's folders reached by links).
    static func swiftFiles(under root: URL) -> [Original] {
        var found: [Original] = []
        var visited: Set<String> = []
        func walk(_ directory: URL, _ prefix: String) {
            let real = directory.resolvingSymlinksInPath().standardizedFileURL.path
            guard visited.insert(real).inserted else { return }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") {
                let url = directory.appending(path: name)
                let relative = prefix.isEmpty ? name : prefix + "/" + name
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    walk(url, relative)
                } else if name.hasSuffix(".swift") {
                    let resolved = url.resolvingSymlinksInPath().standardizedFileURL.path
                    found.append(Original(shown: url.standardizedFileURL.path, resolved: resolved, relative: relative))
                }
            }
        }
        walk(root, "")
        return found
    }
}

import Foundation

/// One thing wrong with a Linux test package's set-up, said in the package's terms (SPEC PT11).
public struct DoctorFinding: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        case manifest
        case pluginNotApplied = "plugin not applied"
        case brokenLink = "broken link"
        case resourceNotCopied = "resource not copied"
        case languageMode = "language mode"
        case translationFailed = "translation failed"
        case translatorMissing = "translator not built"
    }

    public let kind: Kind
    /// The target it is about, or nil for the package.
    public let target: String?
    public let message: String

    public init(kind: Kind, target: String?, message: String) {
        self.kind = kind
        self.target = target
        self.message = message
    }

    public var description: String {
        "\(kind.rawValue)" + (target.map { " (target \($0))" } ?? "") + ": " + message
    }
}

/// Checks a package that compiles an app's files through `ResponderPortPlugin` (SPEC PT10, PT11): reads the
/// manifest as SwiftPM does (`swift package dump-package`), walks each target's folder and its links, and
/// runs the translator, when it is built, on the files the plugin would translate.
public struct PackageDoctor: Sendable {
    public let packagePath: URL
    /// `responder-port`, or nil when it is not built (the translation check is then skipped and said so).
    public let translator: URL?
    /// The `swift` driver that evaluates the manifest.
    public let swift: URL

    public init(packagePath: URL, translator: URL?, swift: URL = URL(fileURLWithPath: "/usr/bin/env")) {
        self.packagePath = packagePath
        self.translator = translator
        self.swift = swift
    }

    public func run() -> [DoctorFinding] {
        let manifest: DumpedManifest
        do {
            manifest = try DumpedManifest.load(packageAt: packagePath, swift: swift)
        } catch {
            return [DoctorFinding(kind: .manifest, target: nil, message: "\(error)")]
        }
        var findings: [DoctorFinding] = []
        let xcodeVersion = XcodeProject.swiftVersion(near: packagePath)
        for target in manifest.targets where target.type != "plugin" && target.type != "binary" {
            let folder = packagePath.appendingPathComponent(target.path ?? target.defaultPath)
            let links = PackageWalk.links(under: folder)
            for link in links where !link.exists {
                findings.append(
                    DoctorFinding(
                        kind: .brokenLink, target: target.name,
                        message: "\(link.relative) -> \(link.destination) points nowhere (relative to "
                            + "\(link.relative)'s folder); fix it with `ln -sfn RIGHT/PATH \(link.relative)`"))
            }
            let appFolders = links.filter { $0.exists && $0.isDirectory }
            guard !appFolders.isEmpty else { continue }
            let names = appFolders.map(\.relative).joined(separator: ", ")
            guard target.usesPortPlugin else {
                findings.append(
                    DoctorFinding(
                        kind: .pluginNotApplied, target: target.name,
                        message: "it links to app folders (\(names)) but does not apply ResponderPortPlugin: their "
                            + "files are not translated; add `plugins: [.plugin(name: \"ResponderPortPlugin\", "
                            + "package: \"ResponderKit\")]` and `exclude: [\(appFolders.map { "\"\($0.relative)\"" }.joined(separator: ", "))]`"
                    ))
                continue
            }
            for resource in PackageWalk.interfaceResources(under: folder)
            where !target.resources.contains(where: { resource == $0 || resource.hasPrefix($0 + "/") }) {
                findings.append(
                    DoctorFinding(
                        kind: .resourceNotCopied, target: target.name,
                        message: "\(resource) is not in `resources`, so it is not in the target's bundle; add "
                            + "`.process(\"\(resource)\")` (or a folder above it)"))
            }
            let mode = target.languageMode ?? manifest.defaultLanguageMode
            if let xcodeVersion, mode != xcodeVersion {
                findings.append(
                    DoctorFinding(
                        kind: .languageMode, target: target.name,
                        message: "the Xcode project builds the app in Swift \(xcodeVersion) (SWIFT_VERSION) but this "
                            + "target compiles its files in Swift \(mode) mode; add `swiftSettings: "
                            + "[.swiftLanguageMode(.v\(xcodeVersion))]`"))
            } else if xcodeVersion == nil, mode == "6" {
                findings.append(
                    DoctorFinding(
                        kind: .languageMode, target: target.name,
                        message: "the app's files compile in Swift 6 mode (the tools version's default); an iOS "
                            + "project still on Swift 5 needs `swiftSettings: [.swiftLanguageMode(.v5)]`"))
            }
            findings += translationFindings(target: target.name, folder: folder, own: target.ownFiles(in: folder))
        }
        return findings
    }

    /// Runs the translator over the files the plugin would translate, and reports each located error.
    func translationFindings(target: String, folder: URL, own: Set<String>) -> [DoctorFinding] {
        let files = PackageWalk.swiftFiles(under: folder).filter { !own.contains($0.relative) }
        guard !files.isEmpty else { return [] }
        guard let translator else {
            return [
                DoctorFinding(
                    kind: .translatorMissing, target: target,
                    message: "the translation of \(files.count) files was not checked: build the translator with "
                        + "`swift build --product responder-port` beside `responder`")
            ]
        }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("responder-doctor-\(UUID())")
        defer { try? FileManager.default.removeItem(at: output) }
        let result: ProcessResult
        do {
            result = try ProcessResult.run(translator, ["--output", output.path] + files.map(\.path))
        } catch {
            return [DoctorFinding(kind: .translatorMissing, target: target, message: "\(translator.path): \(error)")]
        }
        let errors = result.standardError.split(separator: "\n").filter { $0.contains(": error:") }
        if errors.isEmpty && result.status != 0 {
            return [
                DoctorFinding(
                    kind: .translationFailed, target: target,
                    message: "responder-port exited \(result.status): \(result.standardError)")
            ]
        }
        return errors.map { DoctorFinding(kind: .translationFailed, target: target, message: String($0)) }
    }
}

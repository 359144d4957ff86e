import Foundation

/// The Xcode project beside a Linux test package: its `SWIFT_VERSION` is the language mode the app's files
/// are written for.
enum XcodeProject {
    /// The major Swift version ("5", "6") of the first `.xcodeproj` found in the package's folder or the two
    /// folders above it, or nil when there is none or it does not say.
    static func swiftVersion(near package: URL) -> String? {
        var folder = package.standardizedFileURL
        for _ in 0..<3 {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".xcodeproj") {
                let file = folder.appendingPathComponent(name).appendingPathComponent("project.pbxproj")
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                return version(inProjectFile: text)
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// The first `SWIFT_VERSION = X;` of a project file, as its major version.
    static func version(inProjectFile text: String) -> String? {
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("SWIFT_VERSION = ") else { continue }
            let value = trimmed.dropFirst("SWIFT_VERSION = ".count).trimmingCharacters(
                in: CharacterSet(charactersIn: "\"; "))
            return value.split(separator: ".").first.map(String.init)
        }
        return nil
    }
}

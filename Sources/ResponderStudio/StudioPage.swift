import Foundation

/// The page's files (ST4, ST5), served from the package's resources: plain HTML, CSS and JS.
///
/// The resource bundle is looked up here rather than through `Bundle.module`, whose generated accessor
/// traps when the bundle is missing (an executable copied without its `.resources` folder): the server
/// says where it looked instead, and exits (ST1).
public enum StudioPage {
    static let files = [
        "index.html": "text/html; charset=utf-8", "studio.js": "text/javascript; charset=utf-8",
        "replay.js": "text/javascript; charset=utf-8", "measure.js": "text/javascript; charset=utf-8",
        "trace.js": "text/javascript; charset=utf-8",
        "studio.css": "text/css; charset=utf-8",
    ]
    /// SwiftPM's name for the target's resource bundle (`<package>_<target>`).
    static let bundleName = "ResponderKit_ResponderStudio"
    /// Names a folder holding the page's files, overriding the lookup next to the executable.
    public static let environmentKey = "RESPONDER_STUDIO_PAGE"

    /// The folder of the page's files: `$RESPONDER_STUDIO_PAGE` if set, else the resource bundle next to
    /// the executable (`.resources` on Linux, `.bundle` on Apple platforms); an error naming every place
    /// looked at when none holds `index.html`.
    public static func locate(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executableDirectory: URL = Bundle.main.bundleURL
    ) -> Result<URL, StudioMessageError> {
        var candidates: [URL] = []
        if let folder = environment[environmentKey] {
            candidates.append(URL(fileURLWithPath: folder))
        } else {
            // A user's package names the bundle after the name it gives this package (ST6): any
            // `<package>_ResponderStudio` bundle next to the executable will do, this package's own first.
            let listed = (try? FileManager.default.contentsOfDirectory(atPath: executableDirectory.path)) ?? []
            let others = listed.sorted().compactMap { name -> String? in
                guard let dot = name.lastIndex(of: "."), name[..<dot].hasSuffix("_ResponderStudio") else { return nil }
                let stem = String(name[..<dot])
                return stem == bundleName ? nil : stem
            }
            for name in [bundleName] + Set(others).sorted() {
                for suffix in ["resources", "bundle"] {
                    let bundle = executableDirectory.appendingPathComponent("\(name).\(suffix)")
                    candidates.append(bundle.appendingPathComponent("Page"))
                    candidates.append(bundle.appendingPathComponent("Contents/Resources/Page"))
                }
            }
        }
        for folder in candidates
        where FileManager.default.fileExists(atPath: folder.appendingPathComponent("index.html").path) {
            return .success(folder)
        }
        let places = candidates.map(\.path).joined(separator: ", ")
        return .failure(
            .init(
                "the studio's page is missing (its resource bundle \(bundleName) was not installed next to the "
                    + "executable); looked in: \(places). Set \(environmentKey) to the Page folder of "
                    + "Sources/ResponderStudio."))
    }

    /// The file a request path names (`/` is the page) in `folder`, with its content type; nil for any
    /// other path.
    public static func file(_ path: String, in folder: URL) -> (data: Data, contentType: String)? {
        let name = path == "/" ? "index.html" : String(path.drop { $0 == "/" })
        guard let type = files[name], let data = try? Data(contentsOf: folder.appendingPathComponent(name)) else {
            return nil
        }
        return (data, type)
    }
}

import Foundation

/// The page's files (ST4), served from the package's resources: plain HTML, CSS and JS.
public enum StudioPage {
    static let files = [
        "index.html": "text/html; charset=utf-8", "studio.js": "text/javascript; charset=utf-8",
        "studio.css": "text/css; charset=utf-8",
    ]

    /// The file a request path names (`/` is the page), with its content type; nil for any other path.
    public static func file(_ path: String) -> (data: Data, contentType: String)? {
        let name = path == "/" ? "index.html" : String(path.drop { $0 == "/" })
        guard let type = files[name], let dot = name.lastIndex(of: ".") else { return nil }
        let url = Bundle.module.url(
            forResource: String(name[..<dot]), withExtension: String(name[name.index(after: dot)...]),
            subdirectory: "Page")
        guard let url, let data = try? Data(contentsOf: url) else { return nil }
        return (data, type)
    }
}

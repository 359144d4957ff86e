import Foundation

/// An Interface Builder document shown as the scenario's scene (IB18): a `.storyboard` (its scene whose
/// Storyboard ID is `scene`, else its initial one) or a `.xib` (its first top-level view controller, else
/// its first top-level view), loaded by ResponderKit's loader into the window.
public struct DocumentSpec: Equatable, Sendable {
    /// The document's path, as given.
    public var path: String
    /// A storyboard scene's Storyboard ID; nil: the initial scene.
    public var scene: String?

    public init(path: String, scene: String? = nil) {
        self.path = path
        self.scene = scene
    }

    /// The screen a document's scene is shown on: Xcode's default device for new documents (iPhone 15,
    /// 393 × 852 pt), since documents do not say which device they were drawn for.
    public static let screen = CGSize(width: 393, height: 852)

    /// True for a path `ScenarioFile.load` reads as a document rather than a scenario.
    public static func isDocument(_ path: String) -> Bool {
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        return ext == "storyboard" || ext == "xib"
    }
}

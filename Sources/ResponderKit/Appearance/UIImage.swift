import Foundation

/// An image's size and scale, stored and read back; there are no pixels here (AP11).
///
/// - `UIImage(named:)` looks the name up in the bundle as files (`name@3x.png`, `name@2x.png`, `name.png`,
///   `.jpg`, or the name with its extension) or in an asset catalog folder copied as a resource
///   (`*.xcassets/name.imageset/`), and reads the size from the PNG, JPEG or GIF header; the `@2x`/`@3x`
///   suffix is the scale. A name found nowhere gives nil, as on iOS.
/// - `UIImage(systemName:)` accepts any name (there is no symbol catalogue here): a square as tall as the
///   system font's line height at the configured point size (20.29 pt at the default 17 pt). Real symbols
///   vary in width.
/// - `UIImage(data:)` reads the size from the data's header; nil if it is not PNG, JPEG or GIF.
open class UIImage: Hashable, CustomStringConvertible, @unchecked Sendable {
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// Where the image came from, for equality: the same name (or symbol) gives equal images, as UIKit's
    /// cache gives the same object; images from data are equal only to themselves.
    enum Source: Hashable {
        case named(String)
        case symbol(String)
        case data(UUID)
        /// Made from a `CGImage` (drawn by a renderer or an image context, DR7).
        case drawn(CGImage)
        case empty
    }

    // Immutable storage (what makes the unchecked Sendable sound).
    let source: Source
    let pointSize: CGSize
    let imageScale: CGFloat
    let mode: RenderingMode
    let tint: UIColor?
    let symbolConfiguration: SymbolConfiguration?
    let insets: UIEdgeInsets
    /// TR9: the orientation it is drawn in, and whether it mirrors in a right-to-left context.
    let orientation: Orientation
    let flipsForRightToLeft: Bool

    init(
        source: Source, size: CGSize, scale: CGFloat, renderingMode: RenderingMode = .automatic,
        tint: UIColor? = nil, symbolConfiguration: SymbolConfiguration? = nil, capInsets: UIEdgeInsets = .zero,
        orientation: Orientation = .up, flipsForRightToLeft: Bool = false
    ) {
        self.source = source
        pointSize = size
        imageScale = scale
        mode = renderingMode
        self.tint = tint
        self.symbolConfiguration = symbolConfiguration
        insets = capInsets
        self.orientation = orientation
        self.flipsForRightToLeft = flipsForRightToLeft
    }

    /// An empty image (size zero), as `UIImage()`.
    public convenience init() { self.init(source: .empty, size: .zero, scale: 1) }

    public convenience init?(named name: String) { self.init(named: name, in: nil, with: nil) }

    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        guard let found = Self.lookUp(name, in: bundle ?? .main) else { return nil }
        self.init(source: .named(name), size: found.size, scale: found.scale)
    }

    public convenience init?(systemName name: String) { self.init(systemName: name, withConfiguration: nil) }

    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        guard !name.isEmpty else { return nil }
        let symbol = configuration as? SymbolConfiguration
        let side = Self.symbolSide(symbol)
        self.init(
            source: .symbol(name), size: CGSize(width: side, height: side), scale: 1, renderingMode: .alwaysTemplate,
            symbolConfiguration: symbol)
    }

    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    public convenience init?(data: Data, scale: CGFloat) {
        guard let pixels = Self.pixelSize(of: data), scale > 0, scale.isFinite else { return nil }
        self.init(
            source: .data(UUID()), size: CGSize(width: pixels.width / scale, height: pixels.height / scale),
            scale: scale)
    }

    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: Self.scale(ofFileName: (path as NSString).lastPathComponent))
    }

    // MARK: Reading back

    open var size: CGSize { pointSize }
    open var scale: CGFloat { imageScale }
    open var renderingMode: RenderingMode { mode }
    open var imageOrientation: Orientation { orientation }
    /// TR9: whether image views show it mirrored when their content is laid out right to left.
    open var flipsForRightToLeftLayoutDirection: Bool { flipsForRightToLeft }
    open var isSymbolImage: Bool {
        if case .symbol = source { return true }
        return false
    }
    open var capInsets: UIEdgeInsets { insets }
    open var configuration: UIImage.Configuration? { symbolConfiguration }

    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { copy(renderingMode: renderingMode) }

    open func withTintColor(_ color: UIColor) -> UIImage { copy(renderingMode: .alwaysOriginal, tint: color) }

    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode, tint: color)
    }

    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { copy(capInsets: capInsets) }

    /// A symbol image gets the size of the new configuration; other images are unchanged.
    open func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard isSymbolImage, let symbol = configuration as? SymbolConfiguration else { return self }
        let side = Self.symbolSide(symbol)
        return UIImage(
            source: source, size: CGSize(width: side, height: side), scale: imageScale, renderingMode: mode,
            tint: tint, symbolConfiguration: symbol, capInsets: insets, orientation: orientation,
            flipsForRightToLeft: flipsForRightToLeft)
    }

    open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        isSymbolImage ? withConfiguration(configuration) : nil
    }

    /// TR9: the same image marked to mirror in a right-to-left context.
    open func imageFlippedForRightToLeftLayoutDirection() -> UIImage { copy(flipsForRightToLeft: true) }

    /// TR9: the same image in the horizontally mirrored orientation (`.up` ↔ `.upMirrored`, and so on).
    open func withHorizontallyFlippedOrientation() -> UIImage { copy(orientation: orientation.horizontallyFlipped) }

    func copy(
        renderingMode: RenderingMode? = nil, tint: UIColor? = nil, capInsets: UIEdgeInsets? = nil,
        orientation: Orientation? = nil, flipsForRightToLeft: Bool? = nil
    ) -> UIImage {
        UIImage(
            source: source, size: pointSize, scale: imageScale, renderingMode: renderingMode ?? mode,
            tint: tint ?? self.tint, symbolConfiguration: symbolConfiguration, capInsets: capInsets ?? insets,
            orientation: orientation ?? self.orientation,
            flipsForRightToLeft: flipsForRightToLeft ?? self.flipsForRightToLeft)
    }

    // MARK: Equality

    /// NSObject's manners (SPEC A6): `==` and hashing go through `isEqual(_:)` and `hash`, which a subclass
    /// may override; by default images of one source, size, scale, mode, tint and insets are equal.
    open func isEqual(_ object: Any?) -> Bool { ObjectManners.isEqual(self, object) { $0.hasSameValue(as: $1) } }
    open var hash: Int { ObjectManners.hash { combineValue(into: &$0) } }

    public func isKind(of aClass: AnyClass) -> Bool { ObjectManners.isKind(self, of: aClass) }
    public func isMember(of aClass: AnyClass) -> Bool { Swift.type(of: self) == aClass }
    @MainActor open func responds(to aSelector: Selector!) -> Bool { ObjectManners.responds(self, to: aSelector) }
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs || lhs.isEqual(rhs) }
    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    func hasSameValue(as rhs: UIImage) -> Bool {
        let lhs = self
        return lhs.source == rhs.source && lhs.pointSize == rhs.pointSize && lhs.imageScale == rhs.imageScale
            && lhs.mode == rhs.mode && lhs.tint == rhs.tint && lhs.insets == rhs.insets
            && lhs.orientation == rhs.orientation && lhs.flipsForRightToLeft == rhs.flipsForRightToLeft
    }

    func combineValue(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(pointSize.width)
        hasher.combine(pointSize.height)
    }

    open var description: String {
        "<UIImage> size {\(SeedFormat.number(pointSize.width)), \(SeedFormat.number(pointSize.height))} "
            + "scale \(SeedFormat.number(imageScale))"
    }

    /// The side of a symbol image: the line height of its point size (17 pt, body, by default).
    static func symbolSide(_ configuration: SymbolConfiguration?) -> CGFloat {
        UIFont.systemFont(ofSize: configuration?.resolvedPointSize ?? 17).lineHeight
    }
}

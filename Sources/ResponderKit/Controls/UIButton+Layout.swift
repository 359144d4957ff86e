import Foundation

/// How a button places its title and image (TK7).
extension UIButton {
    /// The image and the title side by side, image first, centred as a pair in `content`, each centred
    /// vertically, then inset by its edge insets.
    func contentRects(in content: CGRect) -> (title: CGRect, image: CGRect) {
        let title = currentTitle ?? ""
        let imageSize = currentImage?.size ?? .zero
        let titleSize =
            title.isEmpty
            ? CGSize.zero
            : TextMetrics.size(
                lines: [TextMetrics.width(title, pointSize: titleFont.pointSize)], font: titleFont, scale: pixelScale)
        let start = content.midX - (imageSize.width + titleSize.width) / 2
        let image =
            imageSize == .zero
            ? CGRect.zero
            : CGRect(
                x: start, y: content.midY - imageSize.height / 2, width: imageSize.width, height: imageSize.height
            ).inset(by: imageEdgeInsets)
        let titleX = start + imageSize.width
        let titleRect =
            title.isEmpty
            ? CGRect.zero
            : CGRect(
                x: titleX, y: content.midY - titleSize.height / 2,
                width: Swift.max(0, Swift.min(titleSize.width, content.maxX - titleX)), height: titleSize.height
            ).inset(by: titleEdgeInsets)
        return (titleRect, image)
    }

    /// TK7: `layoutSubviews`' part: the title label and image view, if made, at their rectangles.
    func layoutContent() {
        guard titleLabelStorage != nil || imageViewStorage != nil else { return }
        let content = contentRect(forBounds: bounds)
        titleLabelStorage?.frame = titleRect(forContentRect: content)
        imageViewStorage?.frame = imageRect(forContentRect: content)
    }
}

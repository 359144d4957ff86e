import Foundation
import ResponderKit
import Testing

/// TR9: images that mirror in a right-to-left context, and mirrored orientations.
@MainActor @Suite struct ImageFlippingTests {
    @Test("TR9: imageFlippedForRightToLeftLayoutDirection marks the image; the mark survives copies")
    func flippedForRightToLeft() throws {
        let chevron = try #require(UIImage(systemName: "chevron.right"))
        #expect(!chevron.flipsForRightToLeftLayoutDirection)
        let flipping = chevron.imageFlippedForRightToLeftLayoutDirection()
        #expect(flipping.flipsForRightToLeftLayoutDirection && flipping.size == chevron.size)
        #expect(flipping != chevron && flipping.imageOrientation == .up)
        #expect(flipping.withRenderingMode(.alwaysOriginal).flipsForRightToLeftLayoutDirection)
        #expect(flipping.withTintColor(.red).flipsForRightToLeftLayoutDirection)
        #expect(
            flipping.withConfiguration(UIImage.SymbolConfiguration(pointSize: 30)).flipsForRightToLeftLayoutDirection)
    }

    @Test("TR9: withHorizontallyFlippedOrientation toggles the mirrored orientation; twice gives the image back")
    func horizontallyFlipped() {
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 20)).image { _ in }
        let mirrored = drawn.withHorizontallyFlippedOrientation()
        #expect(drawn.imageOrientation == .up && mirrored.imageOrientation == .upMirrored)
        #expect(mirrored.size == drawn.size && !mirrored.flipsForRightToLeftLayoutDirection)
        #expect(mirrored != drawn && mirrored.withHorizontallyFlippedOrientation() == drawn)
        let cgImage = drawn.cgImage!
        let left = UIImage(cgImage: cgImage, scale: 2, orientation: .left)
        #expect(left.imageOrientation == .left)
        #expect(left.withHorizontallyFlippedOrientation().imageOrientation == .leftMirrored)
        #expect(
            UIImage(cgImage: cgImage, scale: 2, orientation: .downMirrored).withHorizontallyFlippedOrientation()
                .imageOrientation == .down)
    }
}

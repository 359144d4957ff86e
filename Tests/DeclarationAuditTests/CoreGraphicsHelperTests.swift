// CG1: Core Graphics members iOS code calls that Linux Foundation lacks, through `import CoreGraphics`.
import CoreGraphics
import Testing

@MainActor @Suite struct CoreGraphicsHelperTests {
    @Test("CG1: equalTo compares as Core Graphics does: rectangles standardized, null only equal to null")
    func equalTo() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 2, y: 1)))
        #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
        #expect(!CGSize(width: 3, height: 4).equalTo(.zero))
        #expect(CGRect(x: 10, y: 10, width: -10, height: -10).equalTo(CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(!CGRect(x: 0, y: 0, width: 10, height: 10).equalTo(CGRect(x: 0, y: 0, width: 10, height: 11)))
        #expect(CGRect.null.equalTo(.null) && !CGRect.null.equalTo(.zero))
    }

    @Test("CG1: CGRect.infinite is Core Graphics' infinite rectangle")
    func infinite() {
        #expect(CGRect.infinite.isInfinite && !CGRect.zero.isInfinite)
        #expect(CGRect.infinite.width == .greatestFiniteMagnitude)
        #expect(CGRect.infinite.contains(CGPoint(x: 1e300, y: -1e300)))
    }
}

import Foundation

extension UIImage.Orientation {
    /// TR9: the orientation mirrored horizontally: the mirrored flag toggles, the rotation stays.
    var horizontallyFlipped: UIImage.Orientation {
        switch self {
        case .up: .upMirrored
        case .down: .downMirrored
        case .left: .leftMirrored
        case .right: .rightMirrored
        case .upMirrored: .up
        case .downMirrored: .down
        case .leftMirrored: .left
        case .rightMirrored: .right
        }
    }

    /// Whether the orientation shows the image mirrored.
    var isMirrored: Bool { rawValue >= UIImage.Orientation.upMirrored.rawValue }
}

import Foundation

extension UIImagePickerController {
    /// The keys of the picked media's description (IP2), with UIKit's raw values.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let mediaType = InfoKey("UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey("UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey("UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey("UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey("UIImagePickerControllerMediaURL")
        public static let referenceURL = InfoKey("UIImagePickerControllerReferenceURL")
        public static let mediaMetadata = InfoKey("UIImagePickerControllerMediaMetadata")
        public static let livePhoto = InfoKey("UIImagePickerControllerLivePhoto")
        public static let phAsset = InfoKey("UIImagePickerControllerPHAsset")
        public static let imageURL = InfoKey("UIImagePickerControllerImageURL")
    }
}

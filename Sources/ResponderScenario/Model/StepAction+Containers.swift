import Foundation

/// The container steps (NV1, NV2, NV8): what code does to a navigation or tab bar controller.
extension StepAction {
    /// `pushViewController(_:animated:)` on `on` (default: the file's only navigation controller).
    public struct Push: Equatable, Sendable {
        public var controller = ""
        public var on: String?
        public var animated = true
    }

    /// `popViewController(animated:)` on `on` (default: the file's only navigation controller).
    public struct Pop: Equatable, Sendable {
        public var on: String?
        public var animated = true
    }

    /// `selectedIndex = index` on `on` (default: the file's only tab bar controller); no delegate call (NV8).
    public struct SelectTab: Equatable, Sendable {
        public var index = 0
        public var on: String?
    }
}

import Foundation

/// What a view shows, so that it flips, or not, in a right-to-left world (TR6), with UIKit's raw values.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Flips with the world.
    case unspecified = 0
    /// Playback controls (play, rewind, a scrubber): never flipped.
    case playback = 1
    /// Directional controls (a D-pad, a text-alignment segment): never flipped.
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}

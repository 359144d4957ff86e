import Foundation

/// Limits that keep any input within what the engine can run (never a crash, never a hang).
enum Limits {
    static let views = 5_000
    static let steps = 10_000
    static let gestureSteps = 10_000
    static let tapCount = 1_000
    static let maximumTime: Double = 1_000_000
    static let treeDepth = 200
    /// Rows of all tables (their positions are computed at load: 8 bytes each).
    static let tableRows = 1_000_000
    /// Rows visible at once, all tables together (a cell each: Reliability, "What bounds each stage").
    static let visibleRows = 10_000
    /// The height assumed for a table without a frame (a controller's view is sized to the screen).
    static let tallestScreen = 1_366.0
    /// Timer firings in one run (a stepper held for 1,000,000 s repeats 10,000,000 times): past it the
    /// run stops, with a message (Reliability, "What bounds each stage": bounded work for every file).
    static let timerFirings = 1_000_000
    /// Touch events the timeline's gestures send in one run (10,000 drags of 10,000 moves would be 10^8).
    static let gestureEvents = 250_000
}

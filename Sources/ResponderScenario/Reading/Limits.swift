import Foundation

/// Limits that keep any input within what the engine can run (never a crash, never a hang).
enum Limits {
    static let views = 5_000
    static let steps = 10_000
    static let gestureSteps = 10_000
    static let tapCount = 1_000
    static let maximumTime: Double = 1_000_000
    static let treeDepth = 200
}

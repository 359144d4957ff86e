import Foundation

/// The alongside blocks and completions a transition coordinator collects (VC5, VC6, NV10): one value that
/// the size, presentation and navigation coordinators share. The only difference between them is
/// `refusesLateAlongside`: a presentation's coordinator answers false to alongside blocks added after its
/// blocks have run (UIKit's), a size change's keeps taking them.
struct TransitionBlocks {
    typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void

    let refusesLateAlongside: Bool
    private var alongside: [Block] = []
    private var completions: [Block] = []
    private var alongsideRan = false

    init(refusesLateAlongside: Bool) {
        self.refusesLateAlongside = refusesLateAlongside
    }

    /// `animate(alongsideTransition:completion:)`: the completion is always kept; the answer says whether
    /// the animation block was.
    mutating func add(animation: Block?, completion: Block?) -> Bool {
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if refusesLateAlongside && alongsideRan { return false }
        alongside.append(animation)
        return true
    }

    /// The blocks not yet run, in order, emptied (the caller runs them outside this value, so that a block
    /// may add more: they are taken by the next call).
    mutating func takeAlongside() -> [Block] {
        alongsideRan = true
        defer { alongside.removeAll() }
        return alongside
    }

    mutating func takeCompletions() -> [Block] {
        defer { completions.removeAll() }
        return completions
    }

    /// Runs what `take` hands out until it hands out nothing, so that blocks added by running blocks run
    /// too, in order. `take` reaches the stored value only between blocks (no overlapping access).
    @MainActor static func run(
        _ take: () -> [Block], with context: any UIViewControllerTransitionCoordinatorContext
    ) {
        var batch = take()
        while !batch.isEmpty {
            for block in batch { block(context) }
            batch = take()
        }
    }
}

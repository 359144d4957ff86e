import Foundation

/// Which world's code is running (A3), for `UIApplication.shared`, `UIScreen.main`, display links and
/// `CACurrentMediaTime()`. Many simulators live in one process (Swift Testing runs tests concurrently),
/// so there is no single global application. The answer, first that applies:
///
/// 1. the application dispatching right now — an event, a timer, a display-link frame — or the
///    simulator whose `withCurrentWorld` body is running (innermost first). Dispatch is synchronous on
///    the main actor, so nothing of another world can run in between;
/// 2. the simulator made current for this task and the tasks it starts by `withCurrentWorld`;
/// 3. the simulator most recently made in the current task (a test's own), while it is alive;
/// 4. otherwise a detached application of the process's own: empty, default screen, clock never moved.
///
/// Applications are referred to through their `WorldToken` (weakly) or, for rule 1, strongly while
/// they run: a weak reference to an application would slow every retain of it during dispatch.
@MainActor enum CurrentWorld {
    /// Rule 1: saved and restored around every dispatch step and `withCurrentWorld` body, during which
    /// the application is alive (it is running them). Strong: it holds the application only while one of
    /// them runs (`with` restores the outer value), and a strong reference costs less than an unowned one.
    static var active: UIApplication?

    /// Rule 2 (inherited by child and unstructured tasks).
    @TaskLocal static var scoped: WeakWorld?

    /// Rule 3: the applications each task made, most recent last. An entry holds its task's identity,
    /// which keeps the task's storage from being reused by a new task while the entry exists; entries
    /// are dropped once their applications are gone.
    private static var madeByTask: [TaskKey: [WeakWorld]] = [:]

    /// Rule 4, made on first need and never registered with a task.
    private static var detachedStorage: UIApplication?

    static var application: UIApplication {
        if let active { return active }
        if let scoped = scoped?.application { return scoped }
        if let made = madeByTask[TaskKey.current]?.last(where: { $0.application != nil })?.application { return made }
        if let detached = detachedStorage { return detached }
        let detached = UIApplication()
        detachedStorage = detached
        return detached
    }

    /// Records that the current task made `application` (a simulator's or a live source's).
    static func register(_ application: UIApplication) {
        madeByTask = madeByTask.compactMapValues { list in
            let alive = list.filter { $0.application != nil }
            return alive.isEmpty ? nil : alive
        }
        madeByTask[TaskKey.current, default: []].append(WeakWorld(application))
    }

    /// Runs `body` with `application` as the active world (rule 1) and as this task's (rule 2).
    static func with<T>(_ application: UIApplication, _ body: () throws -> T) rethrows -> T {
        let outer = active
        active = application
        defer { active = outer }
        return try $scoped.withValue(WeakWorld(application)) { try body() }
    }
}

/// Stands for an application in weak references (A3); owned by the application, so it lives exactly as
/// long as the application does.
@MainActor final class WorldToken {
    unowned let application: UIApplication
    /// `UIView.areAnimationsEnabled` of this world (AN1).
    var animationsEnabled = true
    init(application: UIApplication) { self.application = application }
}

/// A weak reference to an application through its token, usable as a task-local value.
@MainActor final class WeakWorld: Sendable {
    private weak var token: WorldToken?
    init(_ application: UIApplication) { token = application.worldToken }
    var application: UIApplication? { token?.application }
}

/// The identity of the task running now, or of no task (top-level code).
enum TaskKey: Hashable {
    case task(UnsafeCurrentTask)
    case none

    /// The task is only compared and hashed, on the main actor, never used to act on it.
    static var current: TaskKey { withUnsafeCurrentTask { $0.map(TaskKey.task) ?? .none } }
}

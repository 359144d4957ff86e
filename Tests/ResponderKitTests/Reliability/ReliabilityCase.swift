import Foundation
import ResponderKit

/// One randomized case of the reliability suite (Reliability), as plain data: a view tree (with controls,
/// scroll views, tables and wide "grid" views that use the spatial index), recognizers with their
/// properties and failure requirements, and a script of multi-finger input, timer advances, mutations
/// and hooks that run mutations from inside callbacks (T7).
///
/// Being data, a case can be replayed in fresh simulators (L2), shrunk by dropping parts of it, and
/// printed as readable Swift-like steps. Views and recognizers are referred to by id; anything that refers
/// to an id that no longer exists (after shrinking) is skipped when the case runs.
struct ReliabilityCase: Equatable {
    var seed: UInt64
    var window2: Window2Spec?
    var views: [ViewSpec]
    var recognizers: [RecognizerSpec]
    /// `(a, b)`: recognizer `a` requires recognizer `b` to fail (GR5).
    var requirements: [Requirement]
    var steps: [Step]

    struct Requirement: Equatable {
        var recognizer: Int
        var toFail: Int
    }

    /// A second window over part of the screen (G2 across windows, T6 when it goes away).
    struct Window2Spec: Equatable {
        var frame: CGRect
        var level: CGFloat
        var transform: TransformSpec
    }

    enum TransformSpec: Equatable {
        case identity
        case rotation(CGFloat)
        case scale(CGFloat, CGFloat)

        var transform: CGAffineTransform {
            switch self {
            case .identity: return .identity
            case .rotation(let angle): return CGAffineTransform(rotationAngle: angle)
            case .scale(let x, let y): return CGAffineTransform(scaleX: x, y: y)
            }
        }

        var swift: String {
            switch self {
            case .identity: return ".identity"
            case .rotation(let angle): return "CGAffineTransform(rotationAngle: \(angle))"
            case .scale(let x, let y): return "CGAffineTransform(scaleX: \(x), y: \(y))"
            }
        }
    }

    /// Where a view lives: another view, the main window or the second window.
    enum Host: Equatable {
        case window
        case window2
        case view(Int)

        var swift: String {
            switch self {
            case .window: return "window"
            case .window2: return "window2"
            case .view(let id): return "v\(id)"
            }
        }
    }

    struct ViewSpec: Equatable {
        enum Kind: Equatable {
            /// A `ProbeView`: a user subclass with hooks, T5/T6 tracking and an optional enlarged area (H6).
            case plain
            case button, toggle, slider, segmented, stepper
            case scroll
            case table(rows: Int)
            /// A plain view with `count` ≥ 64 generated subviews (the spatial index on the dispatch path).
            case grid(count: Int, seed: UInt64)
        }
        var id: Int
        var host: Host
        var kind: Kind
        var frame: CGRect
        var transform: TransformSpec = .identity
        var isHidden = false
        var alpha: CGFloat = 1
        var isUserInteractionEnabled = true
        var isMultipleTouchEnabled = false
        var isExclusiveTouch = false
        var forwards = false
        var enlargement: CGFloat = 0
        var isEnabled = true
        var delaysContentTouches = true
        var canCancelContentTouches = true
        var isPagingEnabled = false
        var contentScale = CGSize(width: 2, height: 2)

        var canHost: Bool {
            switch kind {
            case .plain, .scroll: return true
            default: return false
            }
        }
    }

    struct RecognizerSpec: Equatable {
        enum Kind: Equatable {
            case tap(taps: Int, touches: Int)
            case pan(minimumTouches: Int)
            case longPress(duration: TimeInterval)
            case swipe(direction: UInt)
            case pinch
            case rotation
        }
        var id: Int
        /// nil: the main window.
        var host: Int?
        var kind: Kind
        var attached = true
        var isEnabled = true
        var cancelsTouchesInView = true
        var delaysTouchesBegan = false
        var delaysTouchesEnded = true
        /// The delegate's answers (every recognizer has a probe delegate, so that hooks can run there).
        var simultaneous = false
        var shouldBegin = true
        /// Refuse every n-th touch in `shouldReceive` (0: never).
        var refuseEvery = 0
    }

    enum Step: Equatable {
        case down([Int], [CGPoint])
        case move([Int], [CGPoint])
        case lift([Int])
        case cancel(Int)
        case advance(TimeInterval)
        case tap(CGPoint)
        case mutate(Mutation)
        /// Runs the mutation once, the next time the callback happens (T7).
        case arm(Hook, Mutation)
    }

    enum Hook: Equatable {
        case hitTest(Int)
        case touchesBegan(Int)
        case touchesEnded(Int)
        case gestureAction(Int)
        case controlAction(Int)
        case shouldReceive(Int)
        case shouldBegin(Int)
        case shouldRecognizeSimultaneously(Int)
        case reset(Int)
        case didScroll(Int)

        var viewID: Int? {
            switch self {
            case .hitTest(let id), .touchesBegan(let id), .touchesEnded(let id), .controlAction(let id),
                .didScroll(let id):
                return id
            default: return nil
            }
        }

        var recognizerID: Int? {
            switch self {
            case .gestureAction(let id), .shouldReceive(let id), .shouldBegin(let id),
                .shouldRecognizeSimultaneously(let id), .reset(let id):
                return id
            default: return nil
            }
        }

        var swift: String {
            switch self {
            case .hitTest(let id): return "v\(id).hitTest"
            case .touchesBegan(let id): return "v\(id).touchesBegan"
            case .touchesEnded(let id): return "v\(id).touchesEnded"
            case .gestureAction(let id): return "r\(id) action"
            case .controlAction(let id): return "v\(id) control action"
            case .shouldReceive(let id): return "r\(id).delegate.shouldReceive"
            case .shouldBegin(let id): return "r\(id).delegate.gestureRecognizerShouldBegin"
            case .shouldRecognizeSimultaneously(let id): return "r\(id).delegate.shouldRecognizeSimultaneouslyWith"
            case .reset(let id): return "r\(id).reset()"
            case .didScroll(let id): return "v\(id).delegate.scrollViewDidScroll"
            }
        }
    }

    enum Mutation: Equatable {
        case removeView(Int)
        case addView(Int, to: Host)
        case setHidden(Int, Bool)
        case bringToFront(Int)
        case removeRecognizer(Int)
        case addRecognizer(Int, to: Int?)
        case setRecognizerEnabled(Int, Bool)
        case becomeFirstResponder(Int)
        case resignFirstResponder(Int)
        case setControlEnabled(Int, Bool)
        case setWindow2Hidden(Bool)
        /// The main window: touches that come down while it is hidden belong to no window (T6).
        case setWindowHidden(Bool)
        case detachWindow2
        case attachWindow2
        case tap(CGPoint)
        case advance(TimeInterval)

        var viewIDs: [Int] {
            switch self {
            case .removeView(let id), .setHidden(let id, _), .bringToFront(let id), .becomeFirstResponder(let id),
                .resignFirstResponder(let id), .setControlEnabled(let id, _):
                return [id]
            case .addView(let id, let host):
                if case .view(let other) = host { return [id, other] }
                return [id]
            case .addRecognizer(_, let host): return host.map { [$0] } ?? []
            default: return []
            }
        }

        var recognizerIDs: [Int] {
            switch self {
            case .removeRecognizer(let id), .addRecognizer(let id, _), .setRecognizerEnabled(let id, _): return [id]
            default: return []
            }
        }

        var usesWindow2: Bool {
            switch self {
            case .setWindow2Hidden, .detachWindow2, .attachWindow2: return true
            case .addView(_, let host): return host == .window2
            default: return false
            }
        }

        var swift: String {
            switch self {
            case .removeView(let id): return "v\(id).removeFromSuperview()"
            case .addView(let id, let host): return "\(host.swift).addSubview(v\(id))"
            case .setHidden(let id, let hidden): return "v\(id).isHidden = \(hidden)"
            case .bringToFront(let id): return "v\(id).superview?.bringSubviewToFront(v\(id))"
            case .removeRecognizer(let id): return "r\(id).view?.removeGestureRecognizer(r\(id))"
            case .addRecognizer(let id, let host):
                return "\(host.map { "v\($0)" } ?? "window").addGestureRecognizer(r\(id))"
            case .setRecognizerEnabled(let id, let enabled): return "r\(id).isEnabled = \(enabled)"
            case .becomeFirstResponder(let id): return "v\(id).becomeFirstResponder()"
            case .resignFirstResponder(let id): return "v\(id).resignFirstResponder()"
            case .setControlEnabled(let id, let enabled): return "(v\(id) as! UIControl).isEnabled = \(enabled)"
            case .setWindow2Hidden(let hidden): return "window2.isHidden = \(hidden)"
            case .setWindowHidden(let hidden): return "window.isHidden = \(hidden)"
            case .detachWindow2: return "window2.windowScene = nil"
            case .attachWindow2: return "window2.windowScene = window.windowScene"
            case .tap(let point): return "simulator.tap(at: \(ReliabilityCase.swift(point)))"
            case .advance(let seconds): return "simulator.advance(by: \(seconds))"
            }
        }
    }
}

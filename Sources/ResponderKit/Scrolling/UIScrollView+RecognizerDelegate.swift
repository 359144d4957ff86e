import Foundation

/// How the arena asks a recognizer's delegate (GR1, GR4, GR5, GR6), and the trace of the answers a scroll
/// view gives as the delegate of its own recognizers (S6).
///
/// UIScrollView's own answers are UIKit's defaults, which change nothing; an answer that differs comes
/// from a subclass's override, and the trace shows it once per gesture, so that a nested table letting an
/// inner list scroll along, or a pager refusing a drag, can be read in the log.
extension UIGestureRecognizer {
    /// GR4: true lets this recognizer and `other` recognize together.
    func delegateAllowsSimultaneousRecognition(with other: UIGestureRecognizer) -> Bool {
        guard let delegate = delegateStorage else { return false }
        let answer = delegate.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other)
        if answer { traceScrollViewAnswer("shouldRecognizeSimultaneouslyWith", other, answer) }
        return answer
    }

    /// GR5: true makes this recognizer wait for `other` to fail.
    func delegateRequiresFailure(of other: UIGestureRecognizer) -> Bool {
        guard let delegate = delegateStorage else { return false }
        let answer = delegate.gestureRecognizer(self, shouldRequireFailureOf: other)
        if answer { traceScrollViewAnswer("shouldRequireFailureOf", other, answer) }
        return answer
    }

    /// GR5: true makes `other` wait for this recognizer to fail.
    func delegateIsRequiredToFail(by other: UIGestureRecognizer) -> Bool {
        guard let delegate = delegateStorage else { return false }
        let answer = delegate.gestureRecognizer(self, shouldBeRequiredToFailBy: other)
        if answer { traceScrollViewAnswer("shouldBeRequiredToFailBy", other, answer) }
        return answer
    }

    /// GR1: false keeps this recognizer out of `touch`.
    func delegateShouldReceive(_ touch: UITouch) -> Bool {
        guard let delegate = delegateStorage else { return true }
        let answer = delegate.gestureRecognizer(self, shouldReceive: touch)
        if !answer { traceScrollViewAnswer("shouldReceive", touch, answer) }
        return answer
    }

    /// The scroll view this recognizer belongs to, when it answers as the delegate (S6): itself, or through
    /// the recognizer when its class does not adopt `UIGestureRecognizerDelegate`.
    var owningScrollViewDelegate: UIScrollView? {
        guard let delegate = delegateStorage else { return nil }
        let scrollView = delegate === self ? (self as? ScrollViewRecognizer)?.owner : delegate as? UIScrollView
        guard let scrollView, scrollView === viewStorage else { return nil }
        return scrollView
    }

    private func traceScrollViewAnswer(_ question: String, _ subject: AnyObject, _ answer: Bool) {
        guard let owned = self as? ScrollViewRecognizer, let scrollView = owningScrollViewDelegate,
            let tracer = scrollView.window?.application?.tracer
        else { return }
        let subjectName = (subject as? UITouch).map { "touch \($0.number)" } ?? tracer.name(of: subject)
        guard owned.tracedAnswers.insert("\(question) \(subjectName)").inserted else { return }
        tracer.record(
            .info(
                "\(tracer.name(of: scrollView)) answers gestureRecognizer(\(tracer.name(of: self)), \(question): "
                    + "\(subjectName)) -> \(answer) (S6)", kind: "scroll"))
    }
}

/// A scroll view's built-in recognizer: remembers which delegate answers it traced in the current gesture.
@MainActor protocol ScrollViewRecognizer: AnyObject {
    var tracedAnswers: Set<String> { get set }
    var owner: UIScrollView? { get set }
}

extension ScrollViewRecognizer where Self: UIGestureRecognizer, Self: UIGestureRecognizerDelegate {
    /// S6: the scroll view answers as the delegate. When its class adopts `UIGestureRecognizerDelegate` (a
    /// subclass that implements the methods, as iOS code declares it), it is the delegate and its own methods
    /// answer; otherwise the recognizer asks the scroll view on its behalf and `delegate` reads nil.
    func adopt(owner scrollView: UIScrollView) {
        owner = scrollView
        delegateStorage = (scrollView as? UIGestureRecognizerDelegate) ?? self
    }

    /// `delegate` as UIKit code reads it: the scroll view, or nil when the scroll view cannot be one (S6).
    var publicDelegate: UIGestureRecognizerDelegate? { delegateStorage === self ? nil : delegateStorage }

    /// Whether `delegate` may be assigned: before the scroll view owns the recognizer, or the scroll view
    /// itself. UIKit raises otherwise; here the assignment is reported and refused, and the scroll view goes
    /// on answering (S6). `property` is the scroll view's property that holds the recognizer.
    func assignDelegate(_ delegate: UIGestureRecognizerDelegate?, property: String, kind: String) {
        guard let owner else {
            delegateStorage = delegate
            return
        }
        if delegate === owner { return }
        owner.reportProgrammerError(
            "UIScrollView's built-in \(kind) gesture recognizer must have its scroll view as its delegate "
                + "(assigning \(delegate.map { TraceNames.typeName($0) } ?? "nil") to "
                + "\(TraceNames.preferredName(owner)).\(property).delegate refused, S6)")
    }
}

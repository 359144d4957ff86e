import Foundation

/// The setters of the view properties that notify observers (A10): each brackets its accepted write with
/// `willChange`/`didChange` when the view is observed. A refused value (not finite) changes nothing and
/// notifies nothing. Each notifies its own key only: `frame` observers do not hear `center`, `bounds` or
/// `transform` changes, as on iOS, where UIView declares no dependent keys (README, Fidelity notes).
extension UIView {
    func setFrame(_ frame: CGRect) {
        let oldSize = boundsStorage.size
        guard acceptsGeometry(frame.isFiniteRect, "frame", SeedFormat.rect(frame)) else { return }
        let observers = keyValueObservers
        observers?.willChange(self, .frame)
        guard acceptsGeometry(setFrameStorage(frame), "frame", SeedFormat.rect(frame), overflow: true) else {
            observers?.didChange(self, .frame)
            return
        }
        geometryDidChange()
        layoutGeometryDidChange(oldSize: oldSize)
        observers?.didChange(self, .frame)
    }

    func setBounds(_ bounds: CGRect) {
        guard acceptsGeometry(bounds.isFiniteRect, "bounds", SeedFormat.rect(bounds)) else { return }
        let observers = keyValueObservers
        observers?.willChange(self, .bounds)
        let oldSize = boundsStorage.size
        let moved = bounds.origin != boundsStorage.origin
        boundsStorage = bounds
        if bounds.size != oldSize {
            geometryDidChange()
            layoutGeometryDidChange(oldSize: oldSize)
        } else if moved {
            windowStorage?.invalidateConversions()  // subviews moved (scrolling)
        }
        observers?.didChange(self, .bounds)
    }

    func setCenter(_ center: CGPoint) {
        guard acceptsGeometry(center.isFinite, "center", SeedFormat.point(center)) else { return }
        let observers = keyValueObservers
        observers?.willChange(self, .center)
        centerStorage = center
        geometryDidChange()
        layoutGeometryDidChange(oldSize: boundsStorage.size)
        observers?.didChange(self, .center)
    }

    func isHiddenDidChange(from oldValue: Bool) {
        if isHidden != oldValue { (superviewStorage as? UIStackView)?.arrangedSubviewDidChange(self) }
        keyValueObservers?.didChange(self, .isHidden)
    }

    func alphaWillChange() {
        if AnimationTransaction.isCapturing { AnimationTransaction.willChange(self, .opacity) }
        keyValueObservers?.willChange(self, .alpha)
    }
}

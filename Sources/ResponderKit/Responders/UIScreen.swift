import Foundation

/// The screen a scene shows on. Its bounds are the space in which windows are placed (G2), and it is
/// the coordinate space `coordinateSpace` answers (CS1).
///
/// `UIScreen.main` is the screen of the world whose code is running (A3): there is one per simulator.
@preconcurrency @MainActor open class UIScreen: UICoordinateSpace {
    /// Changes when the simulated screen rotates or is resized (LY27).
    public internal(set) var bounds: CGRect
    public let scale: CGFloat
    /// The refresh rate display links run at (DL1): 60 by default, 120 for a ProMotion screen.
    public let maximumFramesPerSecond: Int
    private lazy var fixedSpace = FixedCoordinateSpace(screen: self)

    public init(bounds: CGRect, scale: CGFloat = 2, maximumFramesPerSecond: Int = 60) {
        self.bounds = bounds
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.maximumFramesPerSecond = Swift.max(maximumFramesPerSecond, 1)
    }

    /// The simulator's default screen (SPEC A.1): an iPhone 6/7/8, as in the seeds' era.
    public static let defaultSize = CGSize(width: 375, height: 667)

    /// The screen of the world whose code is running (A3).
    public class var main: UIScreen { UIApplication.shared.scene.screen }

    /// There is no display zoom here: the native scale is the scale.
    open var nativeScale: CGFloat { scale }

    /// The bounds in pixels, portrait-up (width not greater than height), as UIKit reports them.
    open var nativeBounds: CGRect {
        let width = Swift.min(bounds.width, bounds.height) * scale
        let height = Swift.max(bounds.width, bounds.height) * scale
        return CGRect(x: 0, y: 0, width: width, height: height)
    }

    /// The screen in its current interface orientation: the screen itself (CS1).
    open var coordinateSpace: UICoordinateSpace { self }

    /// The screen in its portrait-up orientation (CS1). The simulated screen has no orientation to
    /// change, so this space coincides with `coordinateSpace`.
    open var fixedCoordinateSpace: UICoordinateSpace { fixedSpace }

    // MARK: UICoordinateSpace (screen coordinates are the reference of every space, CS1)

    public func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        CoordinateSpaces.fromScreen(point, to: coordinateSpace)
    }

    public func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        CoordinateSpaces.toScreen(point, from: coordinateSpace)
    }

    public func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        CoordinateSpaces.map(rect) { CoordinateSpaces.fromScreen($0, to: coordinateSpace) }
    }

    public func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        CoordinateSpaces.map(rect) { CoordinateSpaces.toScreen($0, from: coordinateSpace) }
    }
}

/// `UIScreen.fixedCoordinateSpace`: screen coordinates in the portrait-up orientation (CS1).
@MainActor final class FixedCoordinateSpace: UICoordinateSpace {
    unowned let screen: UIScreen

    init(screen: UIScreen) { self.screen = screen }

    var bounds: CGRect { screen.bounds }

    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        CoordinateSpaces.fromScreen(point, to: coordinateSpace)
    }

    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        CoordinateSpaces.toScreen(point, from: coordinateSpace)
    }

    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        CoordinateSpaces.map(rect) { CoordinateSpaces.fromScreen($0, to: coordinateSpace) }
    }

    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        CoordinateSpaces.map(rect) { CoordinateSpaces.toScreen($0, from: coordinateSpace) }
    }
}

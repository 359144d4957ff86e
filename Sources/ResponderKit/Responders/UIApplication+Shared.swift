import Foundation

extension UIApplication {
    /// The application of the world whose code is running (A3): the one dispatching now, else the
    /// simulator made current for this task, else the one this task made most recently, else a detached
    /// application with no windows. See `CurrentWorld`.
    public class var shared: UIApplication { CurrentWorld.application }
}

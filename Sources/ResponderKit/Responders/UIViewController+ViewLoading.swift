import Foundation

extension UIViewController {
    /// The view, loaded first if needed (`loadView()`, then `viewDidLoad()`); `contextBounds` sizes a view made
    /// for a container before it is placed (VC, LY20).
    func loadedView(contextBounds: CGRect?) -> UIView {
        if let view = viewStorage { return view }
        loadContextBounds = contextBounds
        loadView()
        loadContextBounds = nil
        let view = viewStorage ?? UIView(frame: contextBounds ?? CGRect(origin: .zero, size: UIScreen.defaultSize))
        if viewStorage == nil { self.view = view }
        viewDidLoad()
        return view
    }
}

import Foundation

extension NSLayoutConstraint {
    /// The constraints an ASCII-art format describes (Apple's "Visual Format Language", LY39–LY44), not yet
    /// active: `H:|-[find]-[findNext]-[findField(>=20)]-|`.
    ///
    /// `metrics` maps the names a format uses for numbers (and priorities) to numbers (`CGFloat`, `Double`,
    /// `Int`, `NSNumber`, …); `views` maps the names in brackets to views or layout guides (a controller's
    /// `topLayoutGuide` too). A format iOS cannot parse raises NSInvalidArgumentException there, with the
    /// format and a caret under the error: here that message is reported in `simulator.issues` (of the
    /// views' world, else the current one) and the answer is empty (LY44).
    public class func constraints(
        withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
        metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        let result = VisualFormatParser.parse(format).flatMap { parsed in
            Result { () throws(VisualFormatError) in
                try VisualFormatBuilder(format: parsed, options: opts, metrics: metrics ?? [:], views: views).build()
            }
        }
        switch result {
        case .success(let constraints): return constraints
        case .failure(let error):
            let caret = String(repeating: " ", count: error.position) + "^"
            // The views' world, else the current one: formats are usually made in `viewDidLoad()`, before the
            // view is in a window.
            let application =
                views.values.lazy.compactMap { LayoutTree.owningView(of: $0 as AnyObject)?.window?.application }.first
                ?? CurrentWorld.application
            Diagnostics.report(
                "NSLayoutConstraint.constraints(withVisualFormat:) refused (NSInvalidArgumentException on iOS): "
                    + "Unable to parse constraint format: \n\(error.reason)\n\(format)\n\(caret)",
                application: application)
            return []
        }
    }
}

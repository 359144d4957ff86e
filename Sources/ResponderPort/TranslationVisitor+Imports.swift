import SwiftSyntax

extension TranslationVisitor {
    /// PT7: `import ObjectiveC` (and its submodules) goes; what it declares on iOS (`objc_getAssociatedObject`,
    /// `objc_AssociationPolicy`, `NSSelectorFromString`, ...) comes with `import UIKit` here, as on iOS. No
    /// module of that name is built: one in the build directory makes `canImport(ObjectiveC)` true for every
    /// package of the build, and packages that test it (swift-snapshot-testing's `@objc` members) stop
    /// compiling ("Objective-C interoperability is disabled", measured with Swift 6.3.1).
    func importDeclaration(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.path.first?.name.text == "ObjectiveC" { remove(node) }
        return .skipChildren
    }
}

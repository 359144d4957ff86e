// `import ObjectiveC` for iOS files compiled on Linux (SPEC PT7): `objc_getAssociatedObject`,
// `objc_setAssociatedObject`, `objc_AssociationPolicy`, `NSSelectorFromString`, `Selector` and the rest of
// ResponderKit's runtime stand-in. They are declared in ResponderKit, since on iOS `import UIKit` brings
// them too. Only on hosts without Darwin (see Package.swift).
@_exported import Foundation
@_exported import ResponderKit

// `import QuartzCore` for iOS files compiled on Linux (SPEC A.2): `CALayer`, `CATransform3D`,
// `CADisplayLink` and the rest of ResponderKit. Only on hosts without Darwin (see Package.swift).
@_exported import Foundation
@_exported import ResponderKit

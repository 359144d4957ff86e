// `import CoreGraphics` for iOS files compiled on Linux (SPEC A.2): Foundation's geometry plus what
// ResponderKit adds where Foundation lacks it (`CGAffineTransform`, `CGVector`, `CGColor`, `CGPath`).
// Only on hosts without Darwin (see Package.swift).
@_exported import Foundation
@_exported import ResponderKit

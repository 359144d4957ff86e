// `import UIKit` for iOS files compiled on Linux (SPEC A.2): the whole of ResponderKit and Foundation, as
// UIKit brings them on iOS. This module exists only where the host has no Darwin (see Package.swift); on
// Apple platforms the real framework answers the import.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import ResponderKit

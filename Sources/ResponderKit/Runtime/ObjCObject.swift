import Foundation

/// `NSObject` with the Objective-C runtime's members that Foundation on Linux lacks (PT2).
///
/// The translator gives a class declared `class Helper: NSObject` this superclass instead, so that its
/// `@objc` methods can be found by selector, its properties by key, and its overrides of NSObject's
/// runtime members compile. It is still an `NSObject`: code that takes one takes it.
open class ObjCObject: NSObject, ObjCMessaging {
    public override init() { super.init() }

    // MARK: Method and property tables (PT2): the translator overrides these in each translated class

    @MainActor open func _objcMethod(_ selector: Selector) -> ObjCMethod? { nil }
    @MainActor open func _objcProperty(_ key: String) -> ObjCProperty? { nil }
    @MainActor open var _objcHasMethodTable: Bool { false }
}

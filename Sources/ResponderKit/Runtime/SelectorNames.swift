import Foundation

/// Foundation's selector functions (PT1, PT7), which Foundation on Linux lacks: a selector is its name.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

import Foundation
import ResponderKit

extension ScenarioSchema {
    /// Control events by their names in files (C2).
    static let controlEvents = EngineNames<UIControl.Event>(all: [
        ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat), ("touchDragInside", .touchDragInside),
        ("touchDragOutside", .touchDragOutside), ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit),
        ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside), ("touchCancel", .touchCancel),
        ("valueChanged", .valueChanged), ("primaryActionTriggered", .primaryActionTriggered),
        ("editingDidBegin", .editingDidBegin), ("editingChanged", .editingChanged), ("editingDidEnd", .editingDidEnd),
        ("editingDidEndOnExit", .editingDidEndOnExit), ("allTouchEvents", .allTouchEvents),
        ("allEditingEvents", .allEditingEvents), ("allEvents", .allEvents),
    ])

    /// Remote-control commands (R6).
    static let remoteCommands = EngineNames<UIEvent.EventSubtype>(all: [
        ("play", .remoteControlPlay), ("pause", .remoteControlPause), ("stop", .remoteControlStop),
        ("togglePlayPause", .remoteControlTogglePlayPause), ("nextTrack", .remoteControlNextTrack),
        ("previousTrack", .remoteControlPreviousTrack), ("beginSeekingBackward", .remoteControlBeginSeekingBackward),
        ("endSeekingBackward", .remoteControlEndSeekingBackward),
        ("beginSeekingForward", .remoteControlBeginSeekingForward),
        ("endSeekingForward", .remoteControlEndSeekingForward),
    ])

    /// Key modifiers of a `key` step.
    static let keyModifiers = EngineNames<UIKey.ModifierFlags>(all: [
        ("shift", .shift), ("control", .control), ("alternate", .alternate), ("command", .command),
        ("alphaShift", .alphaShift),
    ])

    /// Swipe directions: of a swipe recognizer, and of a `swipe` step.
    static let swipeDirections = EngineNames<UISwipeGestureRecognizer.Direction>(all: [
        ("right", .right), ("left", .left), ("up", .up), ("down", .down),
    ])

    /// A screen-edge recognizer's edges.
    static let screenEdges = EngineNames<UIRectEdge>(all: [
        ("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right), ("all", .all),
    ])
}

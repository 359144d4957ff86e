import Foundation

/// Where a popover shows (PO3): its frame, the chrome's frame (the popover with its arrow) and the arrow's
/// direction.
struct PopoverPlacement {
    var frame: CGRect
    var chrome: CGRect
    var direction: UIPopoverArrowDirection
}

extension UIPopoverPresentationController {
    /// PO3: the rect the arrow points at, in the container's coordinates: the bar button item's view, else
    /// `sourceRect` in `sourceView` (the source view's bounds when `sourceRect` is empty).
    func anchorRect(in container: UIView) -> CGRect? {
        if let item = barButtonItem {
            let shown = item.customView ?? item.shownBar?.view(showing: item) ?? item.shownToolbar?.view(showing: item)
            guard let shown, shown.windowStorage != nil else { return nil }
            return shown.convert(shown.bounds, to: container)
        }
        guard let sourceView, sourceView.windowStorage != nil else { return nil }
        let rect = sourceRect.isEmpty && sourceRect.origin == .zero ? sourceView.bounds : sourceRect
        return sourceView.convert(rect, to: container)
    }

    /// PO3: the presented controller's `preferredContentSize` (320 × 480 when zero) beside the anchor, on
    /// the first permitted side — below (arrow up), above (arrow down), right (arrow left), left (arrow
    /// right) — where it fits inside the container's safe area less `margin`; if it fits nowhere, on the
    /// permitted side with the most room, shrunk to it. Centred on the anchor along that side, then moved
    /// inside the area.
    func placement() -> PopoverPlacement? {
        guard let container = containerStorage, let anchor = anchorRect(in: container) else { return nil }
        let insets = container.safeAreaInsets
        let area = container.bounds.inset(
            by: UIEdgeInsets(
                top: insets.top + Self.margin, left: insets.left + Self.margin,
                bottom: insets.bottom + Self.margin, right: insets.right + Self.margin))
        let preferred = presentedStorage.preferredContentSize
        let wanted = preferred.width > 0 && preferred.height > 0 ? preferred : Self.defaultContentSize
        let arrow = Self.arrowLength
        let sides: [(UIPopoverArrowDirection, room: CGSize)] = [
            (.up, CGSize(width: area.width, height: area.maxY - anchor.maxY - arrow)),
            (.down, CGSize(width: area.width, height: anchor.minY - area.minY - arrow)),
            (.left, CGSize(width: area.maxX - anchor.maxX - arrow, height: area.height)),
            (.right, CGSize(width: anchor.minX - area.minX - arrow, height: area.height)),
        ]
        let permitted = permittedArrowDirections.isEmpty ? .any : permittedArrowDirections
        let candidates = sides.filter { permitted.contains($0.0) && $0.room.width > 0 && $0.room.height > 0 }
        guard !candidates.isEmpty else { return nil }
        let fitting = candidates.first { $0.room.width >= wanted.width && $0.room.height >= wanted.height }
        let chosen = fitting ?? candidates.max { $0.room.width * $0.room.height < $1.room.width * $1.room.height }!
        let size = CGSize(width: min(wanted.width, chosen.room.width), height: min(wanted.height, chosen.room.height))
        var frame = CGRect(origin: .zero, size: size)
        var chrome: CGRect
        switch chosen.0 {
        case .up:
            frame.origin = CGPoint(x: anchor.midX - size.width / 2, y: anchor.maxY + arrow)
        case .down:
            frame.origin = CGPoint(x: anchor.midX - size.width / 2, y: anchor.minY - arrow - size.height)
        case .left:
            frame.origin = CGPoint(x: anchor.maxX + arrow, y: anchor.midY - size.height / 2)
        default:
            frame.origin = CGPoint(x: anchor.minX - arrow - size.width, y: anchor.midY - size.height / 2)
        }
        frame.origin.x = min(max(frame.minX, area.minX), area.maxX - size.width)
        frame.origin.y = min(max(frame.minY, area.minY), area.maxY - size.height)
        switch chosen.0 {
        case .up: chrome = CGRect(x: frame.minX, y: frame.minY - arrow, width: size.width, height: size.height + arrow)
        case .down: chrome = CGRect(x: frame.minX, y: frame.minY, width: size.width, height: size.height + arrow)
        case .left:
            chrome = CGRect(x: frame.minX - arrow, y: frame.minY, width: size.width + arrow, height: size.height)
        default: chrome = CGRect(x: frame.minX, y: frame.minY, width: size.width + arrow, height: size.height)
        }
        return PopoverPlacement(frame: frame, chrome: chrome, direction: chosen.0)
    }
}

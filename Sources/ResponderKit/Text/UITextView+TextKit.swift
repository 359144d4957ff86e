import Foundation

/// How a text view keeps its TextKit objects in step with its text, lays out and draws (TK9).
extension UITextView {
    /// The font text without a `.font` attribute is shown in: `font`, else Helvetica 12 (TextKit's).
    var resolvedTextFont: UIFont { font ?? TextMeasuring.font([:]) }

    /// The attributes typed or set text takes: the font and, when set, the text colour.
    var defaultTextAttributes: [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [.font: resolvedTextFont]
        if let textColor { attributes[.foregroundColor] = textColor }
        return attributes
    }

    /// Made on first use, holding the current text; an outside edit of its storage becomes the text.
    func makeTextKit(container: NSTextContainer?) -> TextViewTextKit {
        let kit = TextViewTextKit(container: container, text: buffer.text, attributes: defaultTextAttributes)
        kit.container.widthTracksTextView = container == nil ? true : kit.container.widthTracksTextView
        kit.layoutManager.storageEdited = { [weak self] _, _ in
            guard SelectorObservation.isOnMainQueue else { return }
            MainActor.assumeIsolated { self?.storageWasEdited() }
        }
        if kit.storage.string != buffer.text { buffer.text = kit.storage.string }
        return kit
    }

    /// TK9: an edit of `textStorage` by the app becomes the view's text (selection kept where it fits);
    /// no delegate hears it, as in UIKit.
    func storageWasEdited() {
        guard let kit = textKitStorage, !kit.applyingOwnEdit else { return }
        if kit.storage.string != buffer.text {
            let selection = buffer.selection
            buffer.text = kit.storage.string
            buffer.selection = TextRanges.clamp(selection, length: buffer.length)
        }
        textLayoutChanged()
    }

    /// The whole text was set: the storage takes it with the default attributes.
    func storageTakeText() {
        guard let kit = textKitStorage else { return }
        kit.own {
            kit.storage.replaceCharacters(
                in: NSRange(location: 0, length: kit.storage.length),
                with: NSAttributedString(string: buffer.text, attributes: defaultTextAttributes))
        }
        textLayoutChanged()
    }

    /// A typed change: the storage changes the same range, the new text taking the attributes of the
    /// character before it (UIKit's typing attributes), else the defaults.
    func storageReplace(_ range: NSRange, with replacement: String) {
        if let kit = textKitStorage, NSMaxRange(range) <= kit.storage.length {
            let attributes =
                range.location > 0
                ? kit.storage.attributes(at: range.location - 1, effectiveRange: nil) : defaultTextAttributes
            kit.own {
                kit.storage.replaceCharacters(
                    in: range, with: NSAttributedString(string: replacement, attributes: attributes))
            }
        } else if let kit = textKitStorage {
            kit.own {
                kit.storage.replaceCharacters(in: NSRange(location: 0, length: kit.storage.length), with: buffer.text)
            }
        }
        textLayoutChanged()
    }

    /// A font or colour set on the view applies to all of its text.
    func storageApplyDefaults() {
        guard let kit = textKitStorage, kit.storage.length > 0 else { return textLayoutChanged() }
        kit.own {
            kit.storage.addAttributes(defaultTextAttributes, range: NSRange(location: 0, length: kit.storage.length))
        }
        textLayoutChanged()
    }

    func textLayoutChanged() {
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// TK9: the container follows the width less the insets; the content is the used height plus the
    /// vertical insets (rounded up to the pixel), as wide as the view.
    func layoutText() {
        let kit = textKit
        let inset = textContainerInset
        if kit.container.widthTracksTextView {
            kit.container.size.width = Swift.max(0, bounds.width - inset.left - inset.right)
        }
        let used = kit.layoutManager.usedRect(for: kit.container)
        let height = TextMetrics.ceilToPixel(used.height + inset.top + inset.bottom, pixelScale)
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
    }

    /// TK9: the glyphs of the container, at the inset's top-left corner.
    func drawTextContent() {
        guard let kit = textKitStorage else { return }
        let origin = CGPoint(x: textContainerInset.left, y: textContainerInset.top)
        let range = kit.layoutManager.glyphRange(for: kit.container)
        kit.layoutManager.drawBackground(forGlyphRange: range, at: origin)
        kit.layoutManager.drawGlyphs(forGlyphRange: range, at: origin)
    }

    /// TK9: a tap while editing puts the caret at the insertion point nearest the touch in the laid-out text.
    func placeCaret(at point: CGPoint) {
        let kit = textKit
        let inset = textContainerInset
        let local = CGPoint(x: point.x - inset.left, y: point.y - inset.top)
        guard kit.storage.length > 0 else { return }
        var fraction: CGFloat = 0
        let index = kit.layoutManager.characterIndex(
            for: local, in: kit.container, fractionOfDistanceBetweenInsertionPoints: &fraction)
        let string = kit.storage.string as NSString
        var offset = index
        if fraction > 0.5, index < string.length, string.character(at: index) != 0x0A {
            offset = NSMaxRange(string.rangeOfComposedCharacterSequence(at: index))
        }
        buffer.selection = NSRange(location: offset, length: 0)
        selectionDidChange()
    }
}

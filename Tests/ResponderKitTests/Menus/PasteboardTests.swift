import Foundation
import ResponderKit
import Testing

/// The changes a pasteboard posted, in order (the observer runs on the posting thread, the main one).
private final class PostedChanges: @unchecked Sendable {
    var changes: [(added: [String], removed: [String])] = []
}

@MainActor @Suite struct PasteboardTests {
    @Test("PB1: each world has its own general pasteboard; UIPasteboard.general is the running world's")
    func perWorld() {
        let first = EventSimulator()
        let second = EventSimulator()
        first.withCurrentWorld { UIPasteboard.general.string = "first" }
        second.withCurrentWorld { UIPasteboard.general.string = "second" }
        #expect(first.pasteboard.string == "first")
        #expect(second.pasteboard.string == "second")
        first.withCurrentWorld { #expect(UIPasteboard.general === first.pasteboard) }
        #expect(first.pasteboard.changeCount == 1)
    }

    @Test("PB2: typed accessors write one item per value and read across type identifiers")
    func typedAccessors() {
        let pasteboard = EventSimulator().pasteboard
        #expect(!pasteboard.hasStrings && !pasteboard.hasURLs && !pasteboard.hasImages)
        pasteboard.strings = ["a", "b"]
        #expect(pasteboard.numberOfItems == 2 && pasteboard.string == "a" && pasteboard.strings == ["a", "b"])
        #expect(pasteboard.types == ["public.utf8-plain-text"])
        let link = URL(string: "https://example.com/a")!
        pasteboard.url = link
        #expect(pasteboard.hasURLs && pasteboard.url == link)
        #expect(pasteboard.string == "https://example.com/a")  // a copied link reads as text
        pasteboard.image = UIImage()
        #expect(pasteboard.hasImages && !pasteboard.hasStrings && pasteboard.images?.count == 1)
        pasteboard.items = [["public.plain-text": "plain"], ["public.png": UIImage()]]
        #expect(pasteboard.strings == ["plain"] && pasteboard.images?.count == 1)
        pasteboard.string = nil
        #expect(pasteboard.items.isEmpty && !pasteboard.hasStrings)
    }

    @Test("PB3, PB4: setItems replaces, addItems appends; each change counts once and is posted")
    func changes() {
        let pasteboard = EventSimulator().pasteboard
        let posted = PostedChanges()
        let token = NotificationCenter.default.addObserver(
            forName: UIPasteboard.changedNotification, object: pasteboard, queue: nil
        ) { note in
            let info = note.userInfo ?? [:]
            posted.changes.append(
                (
                    info[UIPasteboard.changedTypesAddedUserInfoKey] as? [String] ?? [],
                    info[UIPasteboard.changedTypesRemovedUserInfoKey] as? [String] ?? []
                ))
        }
        defer { NotificationCenter.default.removeObserver(token) }
        pasteboard.setItems([["public.utf8-plain-text": "x"]], options: [.localOnly: true])
        pasteboard.addItems([["public.url": URL(string: "https://a.b")!]])
        pasteboard.setItems([])
        #expect(pasteboard.changeCount == 3)
        #expect(posted.changes.map(\.added) == [["public.utf8-plain-text"], ["public.url"], []])
        #expect(posted.changes.map(\.removed) == [[], [], ["public.url", "public.utf8-plain-text"]])
    }

    @Test("PB3: items set with an expiration date are gone once the virtual clock passes it")
    func expiration() {
        let simulator = EventSimulator()
        let pasteboard = simulator.pasteboard
        pasteboard.setItems(
            [["public.utf8-plain-text": "code"]], options: [.expirationDate: Date().addingTimeInterval(60)])
        simulator.advance(by: 30)
        #expect(pasteboard.string == "code")
        simulator.advance(by: 31)
        #expect(pasteboard.string == nil && pasteboard.changeCount == 2)
    }

    @Test("PB5: named pasteboards: create, find, unique names, removal")
    func named() {
        let simulator = EventSimulator()
        simulator.withCurrentWorld {
            let name = UIPasteboard.Name("com.example.notes")
            #expect(UIPasteboard(name: name, create: false) == nil)
            let made = UIPasteboard(name: name, create: true)
            made?.string = "kept"
            #expect(UIPasteboard(name: name, create: false)?.string == "kept")
            let unique = UIPasteboard.withUniqueName()
            #expect(unique.name != UIPasteboard.withUniqueName().name && unique.name != .general)
            UIPasteboard.remove(withName: name)
            #expect(UIPasteboard(name: name, create: false) == nil)
            #expect(made?.string == "kept")
            UIPasteboard.remove(withName: .general)
            #expect(UIPasteboard.general === simulator.pasteboard)
        }
        #expect(
            EventSimulator().withCurrentWorld { UIPasteboard(name: .init("com.example.notes"), create: false) } == nil)
    }
}

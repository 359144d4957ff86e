import Foundation
import ResponderScenario
import ResponderStudio
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@MainActor @Suite struct StudioAppearanceTests {
    @Test("DR10: the scene gives each view that shows something its layer's SVG, as render draws it")
    func appearance() throws {
        let clock = HandClock()
        let (_, start) = try makeSession(try readExample("nav-push-pop"), clock: clock)
        let replies = parse(start)
        let views = replies.first { $0.type == "scene" }?.object["views"] as? [[String: Any]] ?? []
        let drawn = views.compactMap { $0["appearance"] as? String }
        // The navigation bar's title label shows its text (drawn by the label, TK6, or by the renderer when
        // it was never displayed); plain views send nothing.
        #expect(
            drawn.contains {
                ($0.contains("class=\"label-text\"") || $0.contains("class=\"text\"")) && $0.contains(">Inbox<")
            })
        #expect(views.count > drawn.count)
        // The page parses each fragment as SVG: each is well-formed XML once wrapped.
        for fragment in drawn {
            let document = "<svg xmlns=\"http://www.w3.org/2000/svg\">\(fragment)</svg>"
            #expect(XMLParser(data: Data(document.utf8)).parse(), "\(fragment)")
        }
    }
}

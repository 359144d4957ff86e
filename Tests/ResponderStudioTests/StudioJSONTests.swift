import Foundation
import Testing

@testable import ResponderKit
@testable import ResponderStudio

/// ST2, X2: the studio writes its strings with the trace's encoder, plus the two line
/// separators JavaScript source does not allow unescaped.
@MainActor @Suite struct StudioJSONTests {
    @Test("ST2: studio strings escape what the trace escapes, and U+2028/U+2029 besides; JSON reads them back")
    func strings() throws {
        let text = "a\"b\\c\nd\re\tf\u{1}g\u{2028}h\u{2029}i é"
        let studio = StudioJSON.string(text)
        #expect(studio == "\"a\\\"b\\\\c\\nd\\re\\tf\\u0001g\\u2028h\\u2029i é\"")
        #expect(JSONText.string(text) == "\"a\\\"b\\\\c\\nd\\re\\tf\\u0001g\u{2028}h\u{2029}i é\"")
        // An independent reader gives the text back from both.
        for encoded in [studio, JSONText.string(text)] {
            let decoded = try JSONSerialization.jsonObject(with: Data(encoded.utf8), options: .fragmentsAllowed)
            #expect(decoded as? String == text)
        }
    }
}

import Foundation

/// One parsed visual format string (LY39): the orientation, the optional superview bars at each end with
/// their connections, and the views in order with the connections between them. Positions are offsets in
/// the format's characters, for the caret of an error (LY44).
struct VisualFormat: Equatable {
    var isVertical = false
    /// Where the bars stand, for errors about the superview they name.
    var leadingBarPosition = 0
    var trailingBarPosition = 0
    /// The connection after a leading `|` (nil: the format does not start with `|`).
    var leadingSuperview: Connection?
    var views: [View] = []
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    /// The connection before a trailing `|` (nil: the format does not end with `|`).
    var trailingSuperview: Connection?

    struct View: Equatable {
        var name: String
        var position: Int
        /// On the view's width (horizontal) or height (vertical).
        var predicates: [Predicate]
    }

    enum Connection: Equatable {
        /// No dash: the edges touch (`[a][b]`, `|[a]`).
        case flush(position: Int)
        /// A lone dash: the standard space (LY40).
        case standard(position: Int)
        case predicates([Predicate])
    }

    struct Predicate: Equatable {
        var relation: NSLayoutConstraint.Relation = .equal
        var object: Term
        var priority: Term?
        var position: Int
    }

    /// A number written in the format, or a name to look up in the metrics (or, on a view's size, the views).
    enum Term: Equatable {
        case number(CGFloat)
        case name(String, position: Int)
    }
}

/// What is wrong with a format and where (LY44).
struct VisualFormatError: Error, Equatable {
    var reason: String
    var position: Int
}

/// A recursive-descent parser of Apple's visual format grammar (LY39): `(H:|V:)? (| connection)? view
/// (connection view)* (connection |)?`, where a view is `[name(predicates)?]`, a connection is nothing, `-`, or
/// `-predicateList-`, and a predicate is `(==|<=|>=)? (number|name) (@(number|name))?`. As on iOS, a
/// connection's predicate needs no parentheses when there is one (`-20-`, `->=8-`, `-20@750-`). Spaces
/// between tokens are skipped.
struct VisualFormatParser {
    private let characters: [Character]
    private var index = 0

    init(_ format: String) { characters = Array(format) }

    static func parse(_ format: String) -> Result<VisualFormat, VisualFormatError> {
        var parser = VisualFormatParser(format)
        do { return .success(try parser.parseFormat()) } catch let error as VisualFormatError {
            return .failure(error)
        } catch {
            return .failure(VisualFormatError(reason: "\(error)", position: 0))
        }
    }

    private mutating func parseFormat() throws -> VisualFormat {
        var format = VisualFormat()
        skipSpaces()
        if let letter = peek, letter == "H" || letter == "V", peek(at: 1) != nil, !isNameCharacter(peek(at: 1)!) {
            advance()
            guard take(":") else {
                throw error(
                    "Expected ':' after '\(letter)' to specify \(letter == "V" ? "vertical" : "horizontal") arrangement"
                )
            }
            format.isVertical = letter == "V"
        }
        skipSpaces()
        format.leadingBarPosition = index
        if take("|") { format.leadingSuperview = try parseConnection() }
        format.views.append(try parseView())
        while true {
            skipSpaces()
            guard let next = peek else { break }
            if next == "|" {
                // A bar right after a view: a flush connection to the superview.
                format.trailingBarPosition = index
                advance()
                format.trailingSuperview = .flush(position: index - 1)
                break
            }
            let connection = try parseConnection()
            skipSpaces()
            format.trailingBarPosition = index
            if take("|") {
                format.trailingSuperview = connection
                break
            }
            guard peek == "[" else {
                throw error(peek == nil ? "Expected a view or '|' at the end of a connection" : "Expected a view")
            }
            format.connections.append(connection)
            format.views.append(try parseView())
        }
        skipSpaces()
        if peek != nil {
            throw error("Expected the end of the format after the superview '|'")
        }
        return format
    }

    /// Nothing (the next token is a view or `|`), a lone `-`, or `-predicateList-`.
    private mutating func parseConnection() throws -> VisualFormat.Connection {
        skipSpaces()
        let start = index
        guard take("-") else { return .flush(position: start) }
        skipSpaces()
        if peek == "[" || peek == "|" { return .standard(position: start) }
        if peek == nil { throw error("Expected a view or '|' after '-'") }
        let predicates: [VisualFormat.Predicate]
        if peek == "(" {
            predicates = try parsePredicateList(inView: false)
        } else {
            predicates = [try parsePredicate()]
        }
        skipSpaces()
        guard take("-") else { throw error("Expected '-' to end a connection's spacing") }
        return .predicates(predicates)
    }

    /// `[name]` or `[name(predicate, …)]`.
    private mutating func parseView() throws -> VisualFormat.View {
        skipSpaces()
        guard take("[") else { throw error("Expected a view") }
        skipSpaces()
        let position = index
        guard let name = parseName() else { throw error("Expected a view name (a C identifier) after '['") }
        skipSpaces()
        var predicates: [VisualFormat.Predicate] = []
        if peek == "(" { predicates = try parsePredicateList(inView: true) }
        skipSpaces()
        guard take("]") else {
            throw error("A predicate on a view's thickness must end with ')' and the view must end with ']'")
        }
        return VisualFormat.View(name: name, position: position, predicates: predicates)
    }

    /// `(predicate, predicate, …)`.
    private mutating func parsePredicateList(inView: Bool) throws -> [VisualFormat.Predicate] {
        guard take("(") else { throw error("Expected '('") }
        var predicates = [try parsePredicate()]
        while true {
            skipSpaces()
            if take(")") { return predicates }
            guard take(",") else {
                throw error(
                    inView
                        ? "A predicate on a view's thickness must end with ')' and the view must end with ']'"
                        : "Expected ',' between predicates or ')' to end them")
            }
            predicates.append(try parsePredicate())
        }
    }

    /// `(==|<=|>=)? object (@priority)?`.
    private mutating func parsePredicate() throws -> VisualFormat.Predicate {
        skipSpaces()
        let position = index
        var relation = NSLayoutConstraint.Relation.equal
        let relations: [(String, NSLayoutConstraint.Relation)] = [
            ("==", .equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual),
        ]
        for (text, value) in relations where lookingAt(text) {
            index += 2
            relation = value
            break
        }
        if peek == "=" || peek == "<" || peek == ">" { throw error("Expected '==', '<=' or '>='") }
        skipSpaces()
        guard let object = try parseTerm(signed: true) else {
            throw error("Expected a number, a metric name or a view name in a predicate")
        }
        skipSpaces()
        var priority: VisualFormat.Term?
        if take("@") {
            skipSpaces()
            guard let term = try parseTerm(signed: false) else { throw error("Expected a priority after '@'") }
            priority = term
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority, position: position)
    }

    private mutating func parseTerm(signed: Bool) throws -> VisualFormat.Term? {
        let start = index
        if let name = parseName() { return .name(name, position: start) }
        var text = ""
        if signed, let sign = peek, sign == "-" || sign == "+" {
            // A sign belongs to the number only when a digit follows: `-` alone ends a connection.
            guard let next = peek(at: 1), next.isASCII, next.isNumber || next == "." else { return nil }
            text.append(sign)
            advance()
        }
        while let character = peek, character.isASCII, character.isNumber || character == "." {
            text.append(character)
            advance()
        }
        if let e = peek, e == "e" || e == "E", let next = peek(at: 1), next.isASCII,
            next.isNumber || ((next == "-" || next == "+") && (peek(at: 2)?.isNumber ?? false))
        {
            text.append(e)
            advance()
            while let character = peek, character.isASCII, character.isNumber || character == "-" || character == "+" {
                text.append(character)
                advance()
            }
        }
        guard !text.isEmpty else { return nil }
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error("'\(text)' is not a number")
        }
        return .number(CGFloat(value))
    }

    /// A C identifier.
    private mutating func parseName() -> String? {
        guard let first = peek, first.isASCII, first.isLetter || first == "_" else { return nil }
        var name = ""
        while let character = peek, isNameCharacter(character) {
            name.append(character)
            advance()
        }
        return name
    }

    // MARK: Characters

    private var peek: Character? { index < characters.count ? characters[index] : nil }

    private func peek(at offset: Int) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    private mutating func advance() { index += 1 }

    private mutating func take(_ character: Character) -> Bool {
        guard peek == character else { return false }
        index += 1
        return true
    }

    private func lookingAt(_ text: String) -> Bool {
        var offset = 0
        for character in text {
            guard peek(at: offset) == character else { return false }
            offset += 1
        }
        return true
    }

    private mutating func skipSpaces() {
        while let character = peek, character == " " || character == "\t" || character == "\n" { index += 1 }
    }

    private func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "_")
    }

    private func error(_ reason: String) -> VisualFormatError {
        VisualFormatError(reason: reason, position: index)
    }
}

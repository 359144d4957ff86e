// Structure-aware scenarios for the `scenario` fuzz target (Reliability, "The targets"): an input whose first byte is
// 0xFF is not a file but a stream of choices, from which a scenario is built by walking the schema's own
// declarations (`ScenarioSchema.scenario.shapeKeys`, see ValueShape.swift): every key of every mapping
// may appear, nested mappings and lists as declared, words from their choices. Nothing here lists keys.
//
// What byte mutations of small files do not reach, chosen on purpose:
// - numbers in every numeric value replaced by extremes (±1e308, 5e-324, -0, NaN and infinities spelt in
//   YAML, 2^63 and one past it, 1e39, tiny and huge);
// - list counts small, large, at their limit and one past it;
// - id references that make long graphs: each one names the previous id of its kind (chains: deep view
//   trees, requireToFail and presentation chains), the previous two (diamonds), itself (cycles), a later
//   one, or nothing at all;
// - many fingers, long timelines, refused keys (a property of another class), misspelt words.
//
// Choice 0 is always the plainest (the declared example, the first word, no list items), so a stream
// that runs out gives a small valid file. The text is capped (`maximumSize`): one input is bounded work.

import Foundation

@testable import ResponderScenario

/// The fuzzer's bytes as choices; past the end every choice is 0.
struct Choices {
    let bytes: [UInt8]
    var position = 0

    mutating func byte() -> Int {
        defer { position += 1 }
        return position < bytes.count ? Int(bytes[position]) : 0
    }

    /// 0..<count.
    mutating func pick(_ count: Int) -> Int {
        guard count > 1 else { return 0 }
        return count <= 256 ? byte() % count : (byte() << 8 | byte()) % count
    }

    /// True about once in `odds` (never once the bytes are used up).
    mutating func oneIn(_ odds: Int) -> Bool { position < bytes.count && pick(odds) == odds - 1 }
}

struct SchemaGenerator {
    var choices: Choices
    /// Ids declared so far, per list they are declared in (`views`, `gestures`, ...).
    var declared: [String: Int] = [:]
    /// Characters written so far: lists stop growing past `maximumSize`.
    var size = 0
    static let maximumSize = 1 << 20
    static let maximumDepth = 8

    static let extremes = [
        "1e308", "-1e308", "5e-324", "-5e-324", "-0", "-0.0", ".nan", ".NaN", ".inf", "-.inf", "+.inf", "1e39",
        "-1e39", "1e16", "9007199254740993", "9223372036854775807", "9223372036854775808", "-9223372036854775809",
        "4294967296", "0", "1", "-1", "0.001", "1e-300", "0x7fffffff", "1_000_000", "1000001",
    ]

    /// Keys named in another key's context (`class`, `type`): generated first, since they decide what the
    /// other keys of the mapping mean.
    static func deciding(_ keys: [ShapeKey]) -> Set<String> { Set(keys.flatMap { $0.context.map(\.0) }) }

    static func scenario(from bytes: [UInt8]) -> String {
        var generator = SchemaGenerator(choices: Choices(bytes: bytes))
        return generator.block(ScenarioSchema.scenario.shapeKeys)
    }

    /// The top mapping, one key per line.
    mutating func block(_ keys: [ShapeKey]) -> String {
        fields(keys, list: "scenario", depth: 0).map { "\($0.0): \($0.1)\n" }.joined()
    }

    mutating func fields(_ keys: [ShapeKey], list: String, depth: Int) -> [(String, String)] {
        // The id first, then what decides the meaning of other keys, then the lists that declare ids, so
        // that references made afterwards (`rootViewController`, `firstResponder`) have ids to name.
        let deciding = Self.deciding(keys)
        func rank(_ key: ShapeKey) -> Int {
            if key.name == "id" { return 0 }
            if deciding.contains(key.name) { return 1 }
            if case .list(.mapping(let items), _) = key.shape, items.contains(where: { $0.name == "id" }) { return 2 }
            return 3
        }
        let ordered = (0...3).flatMap { level in keys.filter { rank($0) == level } }
        var chosen: [String: String] = [:]
        var result: [(String, String)] = []
        for key in ordered {
            guard key.isRequired || key.name == "id" || choices.oneIn(3) else { continue }
            // A key that needs another value of a deciding key (`class: slider`) mostly waits for it.
            let fits = key.context.allSatisfy { name, value in chosen[name].map { $0 == value } ?? true }
            if !fits && !choices.oneIn(8) { continue }
            let text = value(key, key.shape, list: list, depth: depth)
            chosen[key.name] = text
            result.append((key.name, text))
            size += key.name.utf8.count + text.utf8.count
        }
        if choices.oneIn(64) { result.append(("nosuchkey", "1")) }
        if choices.oneIn(64), let first = result.first { result.append(first) }  // a duplicate key
        return result
    }

    mutating func value(_ key: ShapeKey, _ shape: ValueShape, list: String, depth: Int) -> String {
        switch shape {
        case .mapping(let keys):
            guard depth < Self.maximumDepth else { return key.example }
            return "{" + fields(keys, list: list, depth: depth + 1).map { "\($0.0): \($0.1)" }.joined(separator: ", ")
                + "}"
        case .list(let item, let limit):
            let count = self.count(limit: limit)
            var items: [String] = []
            for _ in 0..<count {
                if size > Self.maximumSize { break }
                let text = value(key, item, list: key.name, depth: depth + 1)
                size += text.utf8.count + 2
                items.append(text)
            }
            if count > 0 && items.isEmpty { return key.example }
            return "[" + items.joined(separator: ", ") + "]"
        case .choice(let words):
            let word = words[choices.pick(words.count)]
            return choices.oneIn(16) ? word + "x" : word
        case .scalar:
            return scalar(key, list: list)
        }
    }

    /// Small mostly; now and then hundreds, the limit, or one past it.
    mutating func count(limit: Int?) -> Int {
        let roll = choices.byte()
        switch roll {
        case 0..<200: return roll % 4
        case 200..<240: return 4 + choices.pick(28)
        case 240..<250: return 32 + choices.pick(1_000)
        case 250..<253: return limit ?? 2_000
        default: return (limit ?? 2_000) + 1
        }
    }

    mutating func scalar(_ key: ShapeKey, list: String) -> String {
        if key.name == "id" {
            let number = declared[list, default: 0]
            declared[list] = number + 1
            return "\(list)\(number)"
        }
        if key.form.hasPrefix("[id]") {
            var references: [String] = []
            for offset in 0...choices.pick(3) { references.append(reference(offset, list)) }
            return "[" + references.joined(separator: ", ") + "]"
        }
        if key.form.hasPrefix("id") { return reference(0, list) }
        return mutatingNumbers(key.example)
    }

    /// An id of the list being generated: the previous one (chains), the one before (diamonds with the
    /// first), itself, a later one, any, one of another list, or none at all.
    mutating func reference(_ offset: Int, _ ownList: String) -> String {
        let kinds = declared.keys.sorted()
        // A key outside the lists that declare ids (`firstResponder`) names an id of one of them.
        let list = declared[ownList] == nil && !kinds.isEmpty ? kinds[choices.pick(kinds.count)] : ownList
        let count = declared[list, default: 0]
        switch choices.pick(16) {
        case 0..<8: return "\(list)\(max(count - 2 - offset, 0))"
        case 8, 9: return "\(list)\(max(count - 1, 0))"
        case 10: return "\(list)\(count + 1)"
        case 11, 12: return "\(list)\(choices.pick(max(count, 1)))"
        case 13:
            guard !kinds.isEmpty else { return "nowhere" }
            let other = kinds[choices.pick(kinds.count)]
            return "\(other)\(choices.pick(max(declared[other, default: 1], 1)))"
        case 14: return "window"
        default: return "nowhere\(offset)"
        }
    }

    /// The example with each number kept, or (now and then) replaced by an extreme.
    mutating func mutatingNumbers(_ example: String) -> String {
        var result = ""
        var number = ""
        func flush(_ generator: inout SchemaGenerator) {
            guard !number.isEmpty else { return }
            result += generator.choices.oneIn(3) ? Self.extremes[generator.choices.pick(Self.extremes.count)] : number
            number = ""
        }
        for character in example {
            if character.isNumber || character == "." || (character == "-" && number.isEmpty)
                || (character == "e" && !number.isEmpty)
            {
                number.append(character)
            } else {
                flush(&self)
                result.append(character)
            }
        }
        flush(&self)
        return result
    }
}

import Foundation

/// Reading scenario files: YAML or JSON (the same schema; JSON is read as YAML 1.2 flow syntax, so
/// both report errors with line and column through one code path).
public enum ScenarioFile {
    /// Decodes and validates `text`; every problem found is in the error, in file order.
    public static func parse(_ text: String, file: String) -> Result<Scenario, ScenarioErrors> {
        var decoder = ScenarioDecoder(file: file)
        guard let root = SourceReader.read(text, sink: &decoder.sink) else {
            return .failure(ScenarioErrors(diagnostics: decoder.sink.sorted))
        }
        guard var scenario = ScenarioSchema.scenario.read(&decoder, root, "") else {
            return .failure(ScenarioErrors(diagnostics: decoder.sink.sorted))
        }
        scenario.sourceMap = decoder.map
        // Semantic checks run even when some parts failed to decode, so one run reports as much as it can.
        var validator = ScenarioValidator(scenario: scenario, sink: decoder.sink)
        validator.validate()
        if validator.sink.hasErrors { return .failure(ScenarioErrors(diagnostics: validator.sink.sorted)) }
        return .success(scenario)
    }

    /// Every key of the format as markdown tables, made from the schema's declarations (the key reference
    /// of ResponderKit.docc/ScenarioFormat.md; `responder schema` prints it).
    public static var keyReference: String { SchemaCatalog.reference() }

    /// Reads `path` as ``load(path:displayName:)``; a storyboard shows the scene whose Storyboard ID is
    /// `scene` (nil: its initial scene, IB18).
    public static func load(path: String, scene: String?) -> Result<Scenario, ScenarioErrors> {
        load(path: path).map { loaded in
            var scenario = loaded
            scenario.document?.scene = scene
            return scenario
        }
    }

    /// Reads the file at `path` (named `displayName` in messages, default: the path as given).
    public static func load(path: String, displayName: String? = nil) -> Result<Scenario, ScenarioErrors> {
        let name = displayName ?? path
        func failure(_ message: String) -> Result<Scenario, ScenarioErrors> {
            .failure(
                ScenarioErrors(diagnostics: [
                    ScenarioDiagnostic(file: name, line: 1, column: 1, path: "", message: message)
                ]))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return failure("cannot read the file: no such file")
        }
        if isDirectory.boolValue { return failure("cannot read the file: it is a directory") }
        guard let data = FileManager.default.contents(atPath: path) else {
            return failure("cannot read the file: permission denied or unreadable")
        }
        if data.count > SourceReader.maximumBytes {
            return failure("file is larger than \(SourceReader.maximumBytes / 1024 / 1024) MiB")
        }
        if DocumentSpec.isDocument(path) {
            // IB18: a storyboard or xib is its own scene; ResponderKit's loader reads it when the world is
            // built (`Scenario.documentIssues()` answers its problems, located as IB12 writes them).
            var scenario = Scenario()
            scenario.name = URL(fileURLWithPath: path).lastPathComponent
            scenario.screen = DocumentSpec.screen
            scenario.document = DocumentSpec(path: path)
            return .success(scenario)
        }
        let bytes = [UInt8](data)
        if let bad = UTF8Check.firstInvalidByte(in: bytes) {
            let at = UTF8Check.position(ofByte: bad.offset, in: bytes)
            let byte = String(bad.byte, radix: 16, uppercase: true)
            return .failure(
                ScenarioErrors(diagnostics: [
                    ScenarioDiagnostic(
                        file: name, line: at.line, column: at.column, path: "",
                        message:
                            "the file is not UTF-8 text: byte 0x\(byte.count == 1 ? "0" + byte : byte) here is not UTF-8"
                    )
                ]))
        }
        return parse(String(decoding: bytes, as: UTF8.self), file: name)
    }
}

import Foundation
import ResponderKit
import Yams

/// The keys of the issue-14 components: a table's or collection view's cell template and a text field's
/// delegate policy.
extension ScenarioSchema {
    static let componentKeys: [SchemaKey<ViewSpec>] = [cellKey] + textFieldKeys

    static let cellKey: SchemaKey<ViewSpec> =
        SchemaKey.field(
            "cell", \.cell, cellTemplate,
            "tables and collection views: views added to every cell's `contentView`, named `id[section,item]` in traces",
            example: "[{id: like, class: button, frame: [8, 8, 44, 28]}]"
        ).with(
            refusal: { $0.viewClass.hasCells ? nil : "only table and collection views have a cell template" },
            context: [("class", "tableview")],
            check: { validator, spec, path in
                cellTemplate.check?(&validator, spec.cell, path)
                validator.checkCellTemplate(spec, path)
            })

    static let textFieldKeys: [SchemaKey<ViewSpec>] = [
        SchemaKey.optional(
            "shouldChangeCharacters", \.shouldChangeCharacters, .choice(changePolicies),
            "text fields: the delegate's answer to each change (TX4): `allow`, `refuse`, `refuseDigits`",
            example: "refuseDigits"
        ).with(
            refusal: { $0.viewClass == .textfield ? nil : "only text fields have shouldChangeCharacters" },
            context: [("class", "textfield")])
    ]

    static let changePolicies = ["allow", "refuse", "refuseDigits"]

    /// The most views a cell template may hold: each is made once per visible cell.
    static let cellViewLimit = 50

    static let cellTemplate = ValueKind<[ViewSpec]>.list(
        cellView, form: "[view]", limit: (cellViewLimit, "views in a cell template"))

    /// A view of a cell template: a view's keys but `cell`; `parent` and `forwardTo` name views of the same
    /// template (checked with the whole template, ``ScenarioValidator/checkCellTemplate(_:_:)``).
    static let cellView = viewSchema(
        viewKeys.map { key in
            key.name == "parent" || key.name == "hitTest" ? key.with(check: { _, _, _ in }) : key
        } + textFieldKeys)
}

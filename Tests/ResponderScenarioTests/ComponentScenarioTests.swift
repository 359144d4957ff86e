import Foundation
import ResponderKit
import Testing

@testable import ResponderScenario

/// Scenario files: text fields and text views, collection views, and cell templates (a
/// table's or collection view's cell subviews), read, checked, written back and built.
@MainActor @Suite struct ComponentScenarioTests {
    static let fieldTable = """
        views:
          - id: table
            class: tableview
            frame: [0, 0, 375, 667]
            rows: 4
            rowHeight: 60
            gestures: [{id: dismissTap, type: tap, cancelsTouchesInView: false}]
            cell:
              - {id: box, frame: [8, 4, 300, 52]}
              - {id: nameField, class: textfield, parent: box, frame: [8, 6, 200, 40], placeholder: Name,
                 shouldChangeCharacters: refuseDigits, actions: [{events: editingChanged, action: changed}]}
        timeline:
          - {tap: [100, 90]}
          - {after: 0.2, type: "a1b"}
        """

    /// The template views of a built table, by their trace names.
    static func templateViews(_ world: ScenarioWorld, in table: UIView) -> [String: UIView] {
        var found: [String: UIView] = [:]
        func walk(_ view: UIView) {
            if world.viewSpecs[ObjectIdentifier(view)] != nil { found[world.name(of: view)] = view }
            view.subviews.forEach(walk)
        }
        walk(table)
        return found
    }

    @Test("TX5, TX3, X14: a text field of a cell template is a real UITextField in each cell's contentView")
    func textFieldInCellIsBuilt() throws {
        let world = ScenarioRun.play(try scenario(Self.fieldTable))
        let table = try #require(world.views["table"] as? UITableView)
        let views = Self.templateViews(world, in: table)
        let field = try #require(views["nameField[0,1]"] as? UITextField)
        // Its parent is the template's `box`, whose parent is the row's content view.
        let box = try #require(views["box[0,1]"])
        #expect(field.superview === box)
        #expect(box.superview === table.cellForRow(at: IndexPath(row: 1, section: 0))?.contentView)
        #expect(field.placeholder == "Name")
        // The tap made row 1's field first responder (the table's tap failed: TX5); typing reached it and
        // its delegate refused the digit (TX2).
        #expect(field.isFirstResponder)
        #expect(field.text == "ab")
        let other = try #require(views["nameField[0,2]"] as? UITextField)
        #expect(!other.isFirstResponder && other.text == "")
    }

    @Test("X14: cell template views are renamed for the row their reused cell shows")
    func reusedCellsAreRenamed() throws {
        let text = """
            views:
              - {id: table, class: tableview, frame: [0, 0, 320, 200], rows: 50, rowHeight: 50,
                 cell: [{id: like, class: button, frame: [0, 0, 40, 40]}]}
            timeline:
              - {drag: {from: [100, 190], to: [100, 10], duration: 0.5, steps: 10}}
              - {after: 3}
            """
        let world = ScenarioRun.play(try scenario(text))
        let table = try #require(world.views["table"] as? UITableView)
        #expect(table.contentOffset.y > 100)
        // Reused cells kept their template views: fewer were made than rows were shown.
        let made = world.viewSpecs.values.filter { $0.id == "like" }.count
        let lastShown = table.visibleCells.compactMap { table.indexPath(for: $0)?.row }.max() ?? 0
        #expect(made > 0 && made < lastShown + 1)
        for cell in table.visibleCells {
            let indexPath = try #require(table.indexPath(for: cell))
            let button = try #require(cell.contentView.subviews.first as? UIButton)
            #expect(world.name(of: button) == "like[\(indexPath.section),\(indexPath.row)]")
        }
    }

    @Test("CV1, CV2: a collection view is built with its flow layout's keys and its sections' items")
    func collectionViewIsBuilt() throws {
        let text = """
            views:
              - {id: grid, class: collectionview, frame: [0, 0, 320, 400], items: [5, 3], itemSize: [100, 80],
                 minimumLineSpacing: 4, minimumInteritemSpacing: 2, sectionInset: [1, 2, 3, 4],
                 scrollDirection: vertical, allowsMultipleSelection: true, pagingEnabled: true,
                 cell: [{id: badge, class: label, frame: [0, 0, 20, 20], text: "!"}]}
            """
        let world = ScenarioRun.play(try scenario(text))
        let grid = try #require(world.views["grid"] as? UICollectionView)
        let layout = try #require(grid.collectionViewLayout as? UICollectionViewFlowLayout)
        #expect(layout.itemSize == CGSize(width: 100, height: 80))
        #expect(layout.minimumLineSpacing == 4 && layout.minimumInteritemSpacing == 2)
        #expect(layout.sectionInset == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(grid.allowsMultipleSelection && grid.isPagingEnabled)
        #expect(grid.numberOfSections == 2)
        #expect(grid.numberOfItems(inSection: 0) == 5 && grid.numberOfItems(inSection: 1) == 3)
        grid.layoutIfNeeded()
        let cell = try #require(grid.cellForItem(at: IndexPath(item: 1, section: 1)))
        let badge = try #require(cell.contentView.subviews.first as? UILabel)
        #expect(badge.text == "!")
        #expect(world.name(of: badge) == "badge[1,1]")
    }

    @Test("TX2, TX3: a top-level text field types, and refuses what its policy refuses")
    func typingIntoAField() throws {
        let text = """
            views:
              - {id: field, class: textfield, frame: [10, 10, 200, 40], text: "x", shouldChangeCharacters: refuse}
              - {id: notes, class: textview, frame: [10, 60, 200, 200], editable: true, text: ""}
            timeline:
              - {tap: [50, 30]}
              - {type: "abc"}
              - {tap: [50, 100]}
              - {type: {text: "hi\\n", keyDuration: 0.1}}
            """
        let parsed = try scenario(text)
        let world = ScenarioRun.play(parsed)
        let field = try #require(world.views["field"] as? UITextField)
        let notes = try #require(world.views["notes"] as? UITextView)
        #expect(field.text == "x")
        #expect(notes.text == "hi\n")
        #expect(notes.isFirstResponder && !field.isFirstResponder)
        let output = ScenarioRun.output(parsed)
        #expect(output.contains("field shouldChangeCharactersIn \"a\" -> false"))
        #expect(output.contains("field became first responder"))
        #expect(output.contains("field resigned first responder"))
        #expect(output.contains("notes became first responder"))
    }
}

/// Cell templates and the new classes refused where they are wrong, with line, column and a suggestion.
@MainActor @Suite struct ComponentScenarioErrorTests {
    @Test("cell templates: a template's unknown class, a parent outside the template, a duplicate id, a cycle")
    func templateErrors() {
        let text = """
            views:
              - {id: other}
              - id: table
                class: tableview
                frame: [0, 0, 320, 480]
                rows: 3
                cell:
                  - {id: field, class: textfeld}
                  - {id: like, class: button, parent: table}
                  - {id: star, parent: lik}
                  - {id: other, parent: star}
                  - {id: a, parent: b}
                  - {id: b, parent: a}
            """
        #expect(
            errors(text) == [
                "scenario.yaml:8:28: views[1].cell[0].class: expected one of: view, button, switch, slider, segmented, "
                    + "stepper, pagecontrol, scrollview, tableview, customcontrol, imageview, label, textfield, textview, "
                    + "collectionview; found 'textfeld' (did you mean 'textfield'?)",
                "scenario.yaml:9:43: views[1].cell[1].parent: 'table' is not a view of the cell template of 'table'; "
                    + "without 'parent' it goes in the cell's contentView",
                "scenario.yaml:10:28: views[1].cell[2].parent: 'lik' is not a view of the cell template of 'table' "
                    + "(did you mean 'like'?); without 'parent' it goes in the cell's contentView",
                "scenario.yaml:11:14: views[1].cell[3].id: duplicate id 'other' (first defined at 2:10)",
                "scenario.yaml:12:25: views[1].cell[4].parent: cycle in the cell template: a -> b -> a",
            ])
    }

    @Test("cell templates: only the template names its views; cell and text-field keys only on their classes")
    func templateViewsAreLocal() {
        let text = """
            views:
              - {id: box, cell: [{id: x}], shouldChangeCharacters: refuse}
              - {id: table, class: tableview, rows: 2, cell: [{id: like, class: button}]}
            firstResponder: like
            timeline:
              - {set: {view: like, hidden: true}}
            """
        #expect(
            errors(text) == [
                "scenario.yaml:2:21: views[0].cell: only table and collection views have a cell template",
                "scenario.yaml:2:56: views[0].shouldChangeCharacters: only text fields have shouldChangeCharacters",
                "scenario.yaml:4:17: firstResponder: 'like' belongs to the cell template of 'table' (one per cell): "
                    + "only that template can name it",
                "scenario.yaml:6:18: timeline[0].set.view: 'like' belongs to the cell template of 'table' (one per "
                    + "cell): only that template can name it",
            ])
    }

    @Test("cell templates (hostile-input bounds): a collection view's visible cells, with their template, are bounded")
    func collectionBounds() {
        let text = """
            views:
              - {id: grid, class: collectionview, frame: [0, 0, 320, 480], items: 1000000, itemSize: [1, 1],
                 minimumLineSpacing: 0, minimumInteritemSpacing: 0}
              - {id: bad, class: collectionview, itemSize: [0, 10], items: 5}
            """
        #expect(
            errors(text) == [
                "scenario.yaml:2:90: views[0].itemSize: 153920 items of collection view 'grid' are visible at once "
                    + "(its size / itemSize); the tables and collection views of a file show at most 10000 cells",
                "scenario.yaml:4:48: views[1].itemSize: itemSize must be greater than 0 in both directions",
            ])
    }

    @Test("cell templates: a template view's NaN frame is refused where it is written; templates do not nest")
    func templateValues() {
        let text = """
            views:
              - id: table
                class: tableview
                rows: 3
                cell:
                  - {id: a, frame: [0, 0, .nan, 10]}
                  - {id: b, cell: []}
            """
        #expect(
            errors(text) == [
                "scenario.yaml:6:31: views[0].cell[0].frame[2]: expected a finite number, found '.nan'",
                "scenario.yaml:7:17: views[0].cell[1].cell: unknown key 'cell'",
            ])
    }

    @Test("cell templates: a cell template and the new classes' keys survive YAML and JSON round trips")
    func templateRoundTrip() throws {
        let text = """
            views:
              - id: grid
                class: collectionview
                frame: [0, 0, 320, 480]
                items: [4, 2]
                itemSize: [100, 50]
                scrollDirection: horizontal
                didSelect: {log: picked}
                cell:
                  - {id: row, frame: [0, 0, 100, 50], gestures: [{id: hold, type: longPress, requireToFail: [other]}]}
                  - {id: field, class: textfield, parent: row, frame: [4, 4, 60, 30], secureTextEntry: true,
                     clearButtonMode: always, borderStyle: line, shouldChangeCharacters: refuseDigits,
                     actions: [{events: [editingDidEndOnExit], action: done, target: row}]}
              - {id: notes, class: textview, frame: [0, 480, 320, 80], editable: false, text: "read only"}
              - {id: plain, gestures: [{id: other, type: tap}]}
            timeline:
              - {type: {text: "ab", keyDuration: 0.2}}
            """
        let first = try scenario(text)
        #expect(first.views[0].cell.count == 2)
        #expect(first.timeline[0].action == .type(StepAction.Typing(text: "ab", keyDuration: 0.2)))
        #expect(first.timeline[0].action.duration == 0.4)
        for (written, file) in [(ScenarioEncoder.yaml(first), "w.yaml"), (ScenarioEncoder.json(first), "w.json")] {
            #expect(try scenario(written, file: file) == first, "\(written)")
        }
    }
}

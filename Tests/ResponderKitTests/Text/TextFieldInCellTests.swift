import Foundation
import ResponderKit
import Testing

/// TX5: a field in a table cell, with a tap recognizer on the table (the "dismiss the keyboard" pattern).
@MainActor @Suite struct TextFieldInCellTests {
    @MainActor final class Source: UITableViewDataSource, UITableViewDelegate {
        let log: Log
        let fieldDelegate: LoggingFieldDelegate
        var fields: [Int: UITextField] = [:]
        init(log: Log) {
            self.log = log
            fieldDelegate = LoggingFieldDelegate(log: log)
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            if fields[indexPath.row] == nil {
                // The field covers the left half of the row; the right half is the bare cell.
                let field = UITextField(frame: CGRect(x: 0, y: 0, width: 180, height: 44))
                field.delegate = fieldDelegate
                logEditingEvents(of: field, to: log)
                cell.contentView.addSubview(field)
                fields[indexPath.row] = field
            }
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log("didSelectRow \(indexPath.row)")
        }
    }

    private func scene() -> (EventSimulator, UITableView, Source, Log) {
        let simulator = EventSimulator()
        let log = Log()
        let table = UITableView(frame: simulator.window.bounds, style: .plain)
        let source = Source(log: log)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        let dismiss = UITapGestureRecognizer { _ in
            log("table tap")
            table.endEditing(true)
        }
        table.addGestureRecognizer(dismiss)
        simulator.window.addSubview(table)
        simulator.advance(by: 0.1)
        return (simulator, table, source, log)
    }

    @Test("TX5: a tap on the field: the field's own tap wins over the table's; it becomes first responder")
    func fieldWins() {
        let (simulator, _, source, log) = scene()
        simulator.tap(at: CGPoint(x: 60, y: 66))
        simulator.advance(by: 1)
        #expect(source.fields[1]?.isFirstResponder == true)
        #expect(
            log.lines == [
                "shouldBeginEditing", "didBeginEditing", "event editingDidBegin", "event touchUpInside",
            ])
    }

    @Test("TX5: a tap beside the field: the table's tap recognizes, ends editing and cancels the row's selection")
    func tableTapBeside() {
        let (simulator, _, source, log) = scene()
        simulator.tap(at: CGPoint(x: 60, y: 66))
        simulator.advance(by: 1)
        log.clear()
        simulator.tap(at: CGPoint(x: 300, y: 110))
        simulator.advance(by: 1)
        #expect(source.fields[1]?.isFirstResponder == false)
        #expect(
            log.lines == [
                "table tap", "shouldEndEditing", "didEndEditing reason=committed", "event editingDidEnd",
            ])
    }
}

import Foundation
import ResponderKit
import Testing

/// ED6: a cell hears `willTransition(to:)` and `didTransition(to:)` as it enters and leaves editing mode and
/// as a swipe reveals and hides its actions.
@MainActor @Suite struct TableCellStateTests {
    final class Source: UITableViewDataSource, UITableViewDelegate {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {}
    }

    final class StateCell: UITableViewCell {
        var transitions: [String] = []
        private func name(_ state: StateMask) -> String {
            [
                state.contains(.showingEditControl) ? "edit" : nil,
                state.contains(.showingDeleteConfirmation) ? "delete" : nil,
            ]
            .compactMap { $0 }.joined(separator: "+").ifEmpty("default")
        }
        override func willTransition(to state: UITableViewCell.StateMask) {
            super.willTransition(to: state)
            transitions.append("will \(name(state)) editing=\(isEditing)")
        }
        override func didTransition(to state: UITableViewCell.StateMask) {
            super.didTransition(to: state)
            transitions.append("did \(name(state)) editing=\(isEditing)")
        }
    }

    private func scene(_ source: Source) -> (EventSimulator, UITableView) {
        let simulator = EventSimulator()
        let table = UITableView(frame: simulator.window.bounds, style: .plain)
        table.register(StateCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        simulator.window.addSubview(table)
        simulator.window.layoutIfNeeded()
        return (simulator, table)
    }

    @Test("ED6: editing mode is announced before and after the cell changes, and not again when unchanged")
    func editingTransitions() throws {
        let source = Source()
        let (simulator, table) = scene(source)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? StateCell)
        table.setEditing(true, animated: false)
        table.setEditing(true, animated: false)
        simulator.advance(by: 0.5)
        table.setEditing(false, animated: false)
        #expect(
            cell.transitions == [
                "will edit editing=false", "did edit editing=true", "will default editing=true",
                "did default editing=false",
            ])
        #expect(UITableViewCell.StateMask.showingDeleteConfirmation.rawValue == 2)
    }

    @Test("ED6: a swipe that reveals the row's actions shows the delete confirmation; closing them hides it")
    func swipeTransitions() throws {
        let source = Source()
        let (simulator, table) = scene(source)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? StateCell)
        let y = cell.frame.midY
        simulator.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 200, y: y))
        simulator.advance(by: 1)
        #expect(cell.transitions.first == "will delete editing=false")
        #expect(cell.transitions.dropFirst().first == "did delete editing=false")
        simulator.tap(at: CGPoint(x: 100, y: table.rectForRow(at: IndexPath(row: 3, section: 0)).midY))
        simulator.advance(by: 1)
        #expect(cell.transitions.suffix(2) == ["will default editing=false", "did default editing=false"])
    }
}

extension String {
    fileprivate func ifEmpty(_ replacement: String) -> String { isEmpty ? replacement : self }
}

import Foundation
import Testing

@testable import ResponderKit

/// PK1–PK6: a picker's wheels spun by drags and taps on the virtual clock, and adjusted by VoiceOver.
@MainActor @Suite struct PickerViewTests {
    @MainActor final class Fruit: UIPickerViewDataSource, UIPickerViewDelegate {
        let log = Log()
        var rows = [["Apple", "Banana", "Cherry", "Date", "Elder", "Fig", "Grape", "Hazel", "Ita", "Jack"]]

        func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            rows[component].count
        }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            rows[component][row]
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            log("didSelect \(row) in \(component)")
        }
    }

    @MainActor private final class Scene {
        let simulator = EventSimulator()
        let fruit = Fruit()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 200, width: 375, height: 216))

        init() {
            picker.dataSource = fruit
            picker.delegate = fruit
            simulator.window.addSubview(picker)
            simulator.window.layoutIfNeeded()
        }

        /// A point in the window `rows` rows below the picker's middle.
        func point(rowsBelowMiddle rows: CGFloat) -> CGPoint {
            picker.convert(CGPoint(x: picker.bounds.midX, y: picker.bounds.midY + rows * 32), to: nil)
        }
    }

    @Test("PK2: 320 × 216 of its own; rows 32 pt; components share the width when the delegate is silent")
    func sizes() {
        let scene = Scene()
        #expect(UIPickerView(frame: .zero).intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect(scene.picker.rowSize(forComponent: 0) == CGSize(width: 375, height: 32))
        scene.fruit.rows.append(["S", "M", "L"])
        scene.picker.reloadAllComponents()
        #expect(scene.picker.numberOfComponents == 2)
        #expect(scene.picker.numberOfRows(inComponent: 1) == 3)
        #expect(scene.picker.rowSize(forComponent: 1) == CGSize(width: 187.5, height: 32))
    }

    @Test("PK1: rows show labels of the delegate's titles; only rows on screen have views")
    func rowViews() throws {
        let scene = Scene()
        let first = try #require(scene.picker.view(forRow: 0, forComponent: 0) as? UILabel)
        #expect(first.text == "Apple")
        // 216 pt show the middle row and 92 pt on each side: rows 0...3 from the top of the content.
        #expect(scene.picker.view(forRow: 3, forComponent: 0) != nil)
        #expect(scene.picker.view(forRow: 9, forComponent: 0) == nil)
        let middle = scene.picker.convert(CGPoint(x: 10, y: 108), to: first.superview)
        #expect(first.frame.contains(middle))
    }

    @Test("PK3: selectRow centres the row at once and does not call didSelectRow")
    func selectRow() {
        let scene = Scene()
        #expect(scene.picker.selectedRow(inComponent: 0) == 0)
        scene.picker.selectRow(7, inComponent: 0, animated: true)
        #expect(scene.picker.selectedRow(inComponent: 0) == 7)
        scene.simulator.advance(by: 1)
        #expect(scene.fruit.log.lines.isEmpty)
        let label = scene.picker.view(forRow: 7, forComponent: 0)
        #expect(label.map { $0.convert($0.bounds, to: scene.picker).midY } == 108)
        scene.picker.selectRow(12, inComponent: 0, animated: false)
        #expect(scene.picker.selectedRow(inComponent: 0) == 7)
        #expect(scene.simulator.issues.contains { $0.contains("row 12 is out of range for component 0") })
    }

    @Test("PK4: a fling spins, decelerates, snaps to a row, then calls didSelectRow once")
    func fling() {
        let scene = Scene()
        scene.simulator.drag(
            from: scene.point(rowsBelowMiddle: 2), to: scene.point(rowsBelowMiddle: -1), duration: 0.1, steps: 5)
        #expect(scene.fruit.log.lines.isEmpty)
        scene.simulator.advance(by: 0.1)
        #expect(scene.fruit.log.lines.isEmpty)  // still spinning: nothing yet
        scene.simulator.advance(by: 5)
        let row = scene.picker.selectedRow(inComponent: 0)
        #expect(row > 3)
        #expect(scene.fruit.log.lines == ["didSelect \(row) in 0"])
        let column = scene.picker.columns[0]
        #expect(column.contentOffset == column.offset(of: row))
    }

    @Test("PK4: a slow drag released at rest snaps to the nearest row at once")
    func slowDrag() {
        let scene = Scene()
        let touch = scene.simulator.touchDown(at: scene.point(rowsBelowMiddle: 2))
        for step in 1...10 {
            scene.simulator.advance(by: 0.05)
            scene.simulator.move(touch, to: scene.point(rowsBelowMiddle: 2 - CGFloat(step) * 0.21))
        }
        scene.simulator.advance(by: 0.3)
        scene.simulator.lift(touch)
        scene.simulator.advance(by: 1)
        let row = scene.picker.selectedRow(inComponent: 0)
        #expect(row == 2)
        #expect(scene.fruit.log.lines == ["didSelect 2 in 0"])
    }

    @Test("PK5: a tap on a visible row below the middle turns the wheel to it and then selects it")
    func tapRow() {
        let scene = Scene()
        scene.simulator.tap(at: scene.point(rowsBelowMiddle: 2))
        #expect(scene.fruit.log.lines.isEmpty)
        scene.simulator.advance(by: 0.5)
        #expect(scene.fruit.log.lines == ["didSelect 2 in 0"])
        #expect(scene.picker.selectedRow(inComponent: 0) == 2)
        // A tap on the centred row does nothing.
        scene.simulator.advance(by: 1)
        scene.simulator.tap(at: scene.point(rowsBelowMiddle: 0))
        scene.simulator.advance(by: 0.5)
        #expect(scene.fruit.log.lines == ["didSelect 2 in 0"])
    }

    @Test("PK6: each component is adjustable; VoiceOver's increment selects the next row")
    func voiceOver() throws {
        let scene = Scene()
        let column = scene.picker.columns[0]
        #expect(column.isAccessibilityElement && column.accessibilityTraits == .adjustable)
        #expect(column.accessibilityValue == "Apple, 1 of 10")
        #expect(scene.simulator.accessibilityFocus(on: column))
        #expect(scene.simulator.accessibilityIncrement())
        #expect(scene.picker.selectedRow(inComponent: 0) == 1)
        #expect(scene.fruit.log.lines == ["didSelect 1 in 0"])
        #expect(column.accessibilityValue == "Banana, 2 of 10")
        #expect(scene.simulator.accessibilityDecrement())
        #expect(scene.simulator.accessibilityDecrement())  // at the first row: nothing more
        #expect(scene.fruit.log.lines == ["didSelect 1 in 0", "didSelect 0 in 0"])
    }

    @Test("PK1: reloading a component keeps its selection where still valid")
    func reload() {
        let scene = Scene()
        scene.picker.selectRow(8, inComponent: 0, animated: false)
        scene.fruit.rows[0] = ["One", "Two", "Three"]
        scene.picker.reloadComponent(0)
        #expect(scene.picker.numberOfRows(inComponent: 0) == 3)
        #expect(scene.picker.selectedRow(inComponent: 0) == 2)
        scene.fruit.rows[0] = []
        scene.picker.reloadAllComponents()
        #expect(scene.picker.selectedRow(inComponent: 0) == -1)
        #expect(scene.picker.selectedRow(inComponent: 3) == -1)
        #expect(scene.simulator.issues.contains { $0.contains("component 3 is out of range") })
    }

    @MainActor final class Hostile: UIPickerViewDataSource, UIPickerViewDelegate {
        var height: CGFloat = 1e300
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
        func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { height }
    }

    @Test("PK1, PK2: row heights far out or not numbers neither trap nor leave the picker without rows")
    func hostileHeights() {
        let simulator = EventSimulator()
        let source = Hostile()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        simulator.window.addSubview(picker)
        picker.selectRow(2, inComponent: 0, animated: false)
        simulator.window.layoutIfNeeded()
        simulator.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 100, y: 20), duration: 0.05, steps: 3)
        simulator.advance(by: 5)
        #expect((0..<3).contains(picker.selectedRow(inComponent: 0)))
        source.height = .nan
        picker.reloadAllComponents()
        #expect(picker.rowSize(forComponent: 0).height == 32)
    }
}

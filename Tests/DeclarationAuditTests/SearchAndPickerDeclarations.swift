// Declarations written exactly as iOS code writes them (SPEC DA4) for search and pickers (SR, PK): a screen
// adopting the data source, delegate and updater protocols without `override`, and subclasses of the
// views with UIKit's initializers. This file compiling is the audit; the test checks that the calls arrive.
import Testing
import UIKit

final class AuditCityPickerViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate,
    UISearchResultsUpdating, UISearchBarDelegate
{
    private let cities = ["Lisbon", "Porto", "Faro", "Braga"]
    let picker = AuditPickerView()
    let searchController = UISearchController(searchResultsController: nil)
    private(set) var filtered: [String] = []
    private(set) var chosen: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        picker.dataSource = self
        picker.delegate = self
        picker.frame = CGRect(x: 0, y: 300, width: view.bounds.width, height: 216)
        view.addSubview(picker)
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search cities"
        searchController.searchBar.delegate = self
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { cities.count }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        cities[row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        chosen = cities[row]
    }

    func updateSearchResults(for searchController: UISearchController) {
        let query = searchController.searchBar.text ?? ""
        filtered = query.isEmpty ? cities : cities.filter { $0.lowercased().contains(query.lowercased()) }
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        searchBar.resignFirstResponder()
    }
}

final class AuditPickerView: UIPickerView {
    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class AuditSearchBar: UISearchBar {
    override func resignFirstResponder() -> Bool { super.resignFirstResponder() }
}

@MainActor @Suite struct SearchAndPickerDeclarationTests {
    @Test("DA4, SR7, PK5: an iOS screen's picker and search controller callbacks arrive")
    func callbacksArrive() {
        let simulator = EventSimulator()
        let screen = AuditCityPickerViewController()
        simulator.window.rootViewController = UINavigationController(rootViewController: screen)
        simulator.window.layoutIfNeeded()
        let bar = screen.searchController.searchBar
        simulator.tap(at: bar.searchTextField.convert(CGPoint(x: 40, y: 18), to: nil))
        simulator.type("or")
        #expect(screen.filtered == ["Porto"])
        simulator.type("\n")
        #expect(!bar.isFirstResponder)
        let row = screen.picker.convert(CGPoint(x: 100, y: 108 + 32), to: nil)
        simulator.advance(by: 1)
        simulator.tap(at: row)
        simulator.advance(by: 0.5)
        #expect(screen.chosen == "Porto")
        #expect(AuditSearchBar(frame: .zero).intrinsicContentSize.height == 56)
    }
}

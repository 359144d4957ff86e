import UIKit

/// The beaches the user saved, in the order they want to visit them. Edit shows the reorder controls; a row
/// can be dragged to a new place or deleted.
final class SavedBeachesViewController: UITableViewController {
    private(set) var beaches = ["Rockaway", "Point Reyes", "Half Moon Bay", "Bolinas", "Stinson", "Ocean Beach"]

    init() {
        super.init(style: .plain)
        title = "Saved Beaches"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "BeachCell")
        tableView.accessibilityIdentifier = "saved.table"
        navigationItem.rightBarButtonItem = editButtonItem
    }

    // MARK: - Table view data source

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        beaches.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "BeachCell", for: indexPath)
        cell.textLabel?.text = beaches[indexPath.row]
        cell.accessibilityIdentifier = "saved.\(beaches[indexPath.row])"
        return cell
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        true
    }

    override func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        let beach = beaches.remove(at: sourceIndexPath.row)
        beaches.insert(beach, at: destinationIndexPath.row)
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        true
    }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        beaches.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}

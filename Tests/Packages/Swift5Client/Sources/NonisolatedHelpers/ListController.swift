import ResponderKit

/// A table's data source and delegate in a plain `NSObject`, configured from nonisolated code (SPEC A5).
public final class ListController: NSObject {
    public let items: [String]
    public private(set) var selectedItems: [String] = []

    public init(items: [String]) {
        self.items = items
        super.init()
    }

    public func configure(_ tableView: UITableView) {
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
        tableView.rowHeight = 44
        tableView.dataSource = self
        tableView.delegate = self
        tableView.reloadData()
    }
}

extension ListController: UITableViewDataSource, UITableViewDelegate {
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.accessibilityIdentifier = items[indexPath.row]
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectedItems.append(items[indexPath.row])
    }
}

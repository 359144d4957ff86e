//
//  SettingsViewController.swift
//  Trailmate
//

import UIKit

@objcMembers
class SettingsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, SettingsActions {

    enum Row: Int, CaseIterable {
        case notifications
        case offlineMaps
        case metricUnits
    }

    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    let footerView = SignOutFooterView(frame: .zero)

    private(set) var switches: [Row: UISwitch] = [:]
    private(set) var settings: [Row: Bool] = [.notifications: true, .offlineMaps: false, .metricUnits: true]
    private(set) var signOutCount = 0
    var isSyncing = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "SwitchCell")
        view.addSubview(tableView)
        view.addSubview(footerView)

        // Older code paths kept for iOS 12 devices.
        if tableView.responds(to: #selector(setter: UITableView.separatorInset)) {
            tableView.separatorInset = UIEdgeInsets(top: 0, left: 56, bottom: 0, right: 0)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let footerHeight: CGFloat = 120
        tableView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height - footerHeight)
        footerView.frame = CGRect(x: 0, y: tableView.frame.maxY, width: view.bounds.width, height: footerHeight)
    }

    // MARK: - UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Row.allCases.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SwitchCell", for: indexPath)
        guard let row = Row(rawValue: indexPath.row) else { return cell }
        cell.textLabel?.text = title(for: row)
        cell.selectionStyle = .none

        let toggle = switches[row] ?? UISwitch()
        toggle.tag = row.rawValue
        toggle.isOn = settings[row] ?? false
        toggle.removeTarget(self, action: nil, for: .valueChanged)
        toggle.addTarget(self, action: #selector(switchChanged(_:)), for: .valueChanged)
        cell.accessoryView = toggle
        switches[row] = toggle
        return cell
    }

    // MARK: - UITableViewDelegate

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let row = Row(rawValue: indexPath.row), let toggle = switches[row] else { return }
        toggle.setOn(!toggle.isOn, animated: true)
        toggle.sendActions(for: .valueChanged)
    }

    // MARK: - Actions

    func switchChanged(_ sender: UISwitch) {
        guard let row = Row(rawValue: sender.tag) else { return }
        settings[row] = sender.isOn
    }

    func signOut(_ sender: Any?) {
        signOutCount += 1
        settings = [:]
        tableView.reloadData()
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == #selector(signOut(_:)) {
            return !isSyncing
        }
        return super.canPerformAction(action, withSender: sender)
    }

    @nonobjc func title(for row: Row) -> String {
        switch row {
        case .notifications: return "Trail notifications"
        case .offlineMaps: return "Download maps for offline use"
        case .metricUnits: return "Use kilometres"
        }
    }
}

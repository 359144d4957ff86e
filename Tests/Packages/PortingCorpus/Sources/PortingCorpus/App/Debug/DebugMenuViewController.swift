//
//  DebugMenuViewController.swift
//  Trailmate
//

import UIKit

/// Lets a screen add its own rows to the debug menu.
@objc protocol DebugMenuProviding {
    @objc optional func debugMenuTitle() -> String
    @objc optional func debugMenuReset()
}

/// A hidden menu for QA: feature flags, and a list of screens opened by their class name.
class DebugMenuViewController: UITableViewController {

    let flags: FeatureFlags
    /// Objective-C names, so the list survives module renames.
    let screenClassNames = ["TMStopwatchViewController", "TMPhotoViewController", "TMMissingScreen"]
    private(set) var openedScreens: [UIViewController] = []

    init(flags: FeatureFlags) {
        self.flags = flags
        super.init(style: .grouped)
        title = "Debug"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Reset", style: .plain, target: self, action: #selector(resetVisibleScreen))
    }

    /// The screen's class, or nil when the build does not include it (a feature behind a flag).
    func screenClass(named name: String) -> UIViewController.Type? {
        NSClassFromString(name) as? UIViewController.Type
    }

    func title(forScreenNamed name: String) -> String {
        guard let type = screenClass(named: name) else { return "\(name) (not in this build)" }
        return NSStringFromClass(type)
    }

    // MARK: - Table

    override func numberOfSections(in tableView: UITableView) -> Int {
        2
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? FeatureFlags.allKeys.count : screenClassNames.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        if indexPath.section == 0 {
            let key = FeatureFlags.allKeys[indexPath.row]
            cell.textLabel?.text = key
            cell.accessoryType = flags.isEnabled(key) ? .checkmark : .none
        } else {
            cell.textLabel?.text = title(forScreenNamed: screenClassNames[indexPath.row])
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        if indexPath.section == 0 {
            let key = FeatureFlags.allKeys[indexPath.row]
            flags.setEnabled(!flags.isEnabled(key), for: key)
            tableView.reloadData()
            return
        }
        guard let type = screenClass(named: screenClassNames[indexPath.row]) else { return }
        let screen = type.init(nibName: nil, bundle: nil)
        openedScreens.append(screen)
        if let provider = screen as? DebugMenuProviding, let title = provider.debugMenuTitle?() {
            screen.title = title
        }
        navigationController?.pushViewController(screen, animated: false)
    }

    // MARK: - Actions

    @objc func resetVisibleScreen() {
        guard let screen = openedScreens.last else { return }
        let reset = #selector(DebugMenuProviding.debugMenuReset)
        if screen.responds(to: reset) {
            screen.perform(reset)
        }
    }
}

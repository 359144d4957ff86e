//
//  SignOutFooterView.swift
//  Trailmate
//

import UIKit

/// The bar under the settings table. It knows nothing about accounts: its buttons send their actions up the responder
/// chain, and whichever screen hosts it answers.
class SignOutFooterView: UIView {

    let signOutButton = UIButton(type: .system)
    let exportButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        signOutButton.setTitle("Sign Out", for: .normal)
        signOutButton.setTitleColor(.systemRed, for: .normal)
        signOutButton.addTarget(nil, action: #selector(SettingsActions.signOut(_:)), for: .touchUpInside)
        addSubview(signOutButton)

        exportButton.setTitle("Export my data", for: .normal)
        exportButton.addTarget(self, action: #selector(exportTapped(_:)), for: .touchUpInside)
        addSubview(exportButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        signOutButton.frame = CGRect(x: 16, y: 12, width: bounds.width - 32, height: 44)
        exportButton.frame = CGRect(x: 16, y: 64, width: bounds.width - 32, height: 44)
    }

    @objc private func exportTapped(_ sender: UIButton) {
        let action = #selector(SettingsActions.exportData(_:))
        // Only offer the export where a screen up the chain can do it.
        if let target = target(forAction: action, withSender: sender) {
            UIApplication.shared.sendAction(action, to: target, from: sender, for: nil)
        } else {
            sender.isEnabled = false
        }
    }
}

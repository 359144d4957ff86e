//
//  TrailSearchView.swift
//  Trailmate
//

import UIKit

protocol TrailSearchViewDelegate: AnyObject {
    func trailSearchView(_ searchView: TrailSearchView, didSearchFor query: String)
}

/// A search field that reports its query once the user pauses typing, not on every keystroke.
final class TrailSearchView: UIView, UITextFieldDelegate {

    weak var delegate: TrailSearchViewDelegate?
    let textField = UITextField()
    var debounceInterval: TimeInterval = 0.4

    private var pendingSearch: DispatchWorkItem?
    private(set) var lastQuery: String?

    override init(frame: CGRect) {
        super.init(frame: frame)
        textField.placeholder = "Search trails"
        textField.borderStyle = .roundedRect
        textField.returnKeyType = .search
        textField.clearButtonMode = .whileEditing
        textField.delegate = self
        textField.addTarget(self, action: #selector(textChanged(_:)), for: .editingChanged)
        addSubview(textField)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        textField.frame = bounds.insetBy(dx: 16, dy: 6)
    }

    @objc private func textChanged(_ sender: UITextField) {
        pendingSearch?.cancel()
        let query = sender.text ?? ""
        let work = DispatchWorkItem { [weak self] in
            self?.search(query)
        }
        pendingSearch = work
        DispatchQueue.main.asyncAfter(deadline: .now() + debounceInterval, execute: work)
    }

    private func search(_ query: String) {
        guard query != lastQuery else { return }
        lastQuery = query
        delegate?.trailSearchView(self, didSearchFor: query)
    }

    // MARK: - UITextFieldDelegate

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        pendingSearch?.cancel()
        search(textField.text ?? "")
        textField.resignFirstResponder()
        return true
    }
}

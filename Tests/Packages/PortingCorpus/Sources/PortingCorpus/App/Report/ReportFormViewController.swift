//
//  ReportFormViewController.swift
//  Trailmate
//

import UIKit

/// "Report a problem": name, email and a description. Send stays disabled until the form is valid; Return
/// moves to the next field; a tap outside the fields puts the keyboard away.
class ReportFormViewController: UIViewController {

    let nameField = FormFieldView()
    let emailField = FormFieldView()
    let detailsField = FormFieldView()
    let sendButton = UIButton(type: .system)
    let scrollView = UIScrollView()

    private let keyboardObserver = KeyboardObserver()
    private(set) var sentReports: [(name: String, email: String, details: String)] = []
    private(set) var emailValidationCount = 0
    private lazy var emailDebouncer = InputDebouncer(delay: 0.5) { [weak self] _ in
        self?.validateEmail()
    }

    var fields: [FormFieldView] {
        [nameField, emailField, detailsField]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Report a problem"
        view.backgroundColor = .systemGroupedBackground
        view.addSubview(scrollView)

        nameField.caption = "Name"
        emailField.caption = "Email"
        emailField.textField.keyboardType = .emailAddress
        detailsField.caption = "What happened?"
        for field in fields {
            field.textField.delegate = self
            field.textField.returnKeyType = field === detailsField ? .send : .next
            field.textField.addTarget(self, action: #selector(textDidChange(_:)), for: .editingChanged)
            scrollView.addSubview(field)
        }

        sendButton.setTitle("Send", for: .normal)
        sendButton.isEnabled = false
        sendButton.addTarget(self, action: #selector(send), for: .touchUpInside)
        scrollView.addSubview(sendButton)

        let tap = UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard))
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)

        keyboardObserver.delegate = self
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.frame = view.bounds
        var y: CGFloat = 100
        for field in fields {
            field.frame = CGRect(x: 20, y: y, width: view.bounds.width - 40, height: 76)
            y += 88
        }
        sendButton.frame = CGRect(x: 20, y: y, width: view.bounds.width - 40, height: 44)
        scrollView.contentSize = CGSize(width: view.bounds.width, height: y + 64)
    }

    // MARK: - Validation

    var isValid: Bool {
        let name = nameField.textField.text ?? ""
        let email = emailField.textField.text ?? ""
        let details = detailsField.textField.text ?? ""
        return !name.isEmpty && email.contains("@") && details.count >= 10
    }

    @objc private func textDidChange(_ textField: UITextField) {
        sendButton.isEnabled = isValid
        if textField === emailField.textField {
            emailField.errorMessage = nil
            emailDebouncer.schedule(textField.text ?? "")
        }
    }

    private func validateEmail() {
        emailValidationCount += 1
        let email = emailField.textField.text ?? ""
        emailField.errorMessage = email.isEmpty || email.contains("@") ? nil : "That doesn't look like an email."
    }

    // MARK: - Actions

    @objc func dismissKeyboard() {
        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
    }

    @objc func send() {
        guard isValid else { return }
        sentReports.append(
            (nameField.textField.text ?? "", emailField.textField.text ?? "", detailsField.textField.text ?? ""))
        view.endEditing(true)
        ToastView.show("Thanks! We'll look into it.", in: view)
    }

    @objc private func cancel() {
        navigationController?.popViewController(animated: false)
    }
}

// MARK: - UITextFieldDelegate

extension ReportFormViewController: UITextFieldDelegate {

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard let index = fields.firstIndex(where: { $0.textField === textField }) else { return true }
        if index + 1 < fields.count {
            fields[index + 1].textField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
            send()
        }
        return false
    }
}

// MARK: - KeyboardObserverDelegate

extension ReportFormViewController: KeyboardObserverDelegate {

    func keyboardObserver(_ observer: KeyboardObserver, willShowWithHeight height: CGFloat) {
        scrollView.contentInset.bottom = height
    }
}

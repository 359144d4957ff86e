import UIKit

@objc protocol SignInViewControllerDelegate: AnyObject {
    func signInViewController(_ controller: SignInViewController, didSignInAs username: String)
    @objc optional func signInViewControllerDidTapForgotPassword(_ controller: SignInViewController)
}

/// The first screen: a username and a password; "Sign In" is enabled once both are filled. The return key
/// moves from the username to the password, and signs in from the password.
final class SignInViewController: UIViewController {
    weak var delegate: SignInViewControllerDelegate?

    let usernameField = UITextField()
    let passwordField = UITextField()
    let signInButton = UIButton(type: .system)
    let forgotButton = UIButton(type: .system)
    private let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Driftwood"
        view.backgroundColor = .systemBackground

        titleLabel.text = "Share the coast with friends"
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 0

        usernameField.placeholder = "Username"
        usernameField.borderStyle = .roundedRect
        usernameField.autocapitalizationType = .none
        usernameField.autocorrectionType = .no
        usernameField.returnKeyType = .next
        usernameField.accessibilityIdentifier = "signIn.username"

        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .go
        passwordField.accessibilityIdentifier = "signIn.password"

        for field in [usernameField, passwordField] {
            field.delegate = self
            field.addTarget(self, action: #selector(textDidChange(_:)), for: .editingChanged)
        }

        signInButton.setTitle("Sign In", for: .normal)
        signInButton.accessibilityIdentifier = "signIn.submit"
        signInButton.addTarget(self, action: #selector(signInTapped), for: .touchUpInside)
        signInButton.isEnabled = false

        forgotButton.setTitle("Forgot password?", for: .normal)
        forgotButton.accessibilityIdentifier = "signIn.forgot"
        forgotButton.addTarget(self, action: #selector(forgotTapped), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [titleLabel, usernameField, passwordField, signInButton, forgotButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            usernameField.heightAnchor.constraint(equalToConstant: 44),
            passwordField.heightAnchor.constraint(equalToConstant: 44),
            signInButton.heightAnchor.constraint(equalToConstant: 50),
        ])

        let tap = UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing(_:)))
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        usernameField.becomeFirstResponder()
    }

    private var canSignIn: Bool {
        !(usernameField.text ?? "").trimmingCharacters(in: .whitespaces).isEmpty
            && !(passwordField.text ?? "").isEmpty
    }

    @objc private func textDidChange(_ sender: UITextField) {
        signInButton.isEnabled = canSignIn
    }

    @objc private func signInTapped() {
        guard canSignIn, let username = usernameField.text else { return }
        view.endEditing(true)
        delegate?.signInViewController(self, didSignInAs: username.trimmingCharacters(in: .whitespaces))
    }

    @objc private func forgotTapped() {
        delegate?.signInViewControllerDidTapForgotPassword?(self)
    }
}

extension SignInViewController: UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === usernameField {
            passwordField.becomeFirstResponder()
        } else if canSignIn {
            signInTapped()
        }
        return false
    }
}

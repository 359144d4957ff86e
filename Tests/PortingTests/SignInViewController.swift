// Written as an iOS file would be; the only change from iOS is target-action spelling (SPEC A):
// `#selector(...)` with `@objc func` became function references.
import UIKit

/// A sign-in screen laid out with constraints only: a title under the safe area, a stack of a
/// "remember me" row and two buttons in the layout margins, and a footer bar pinned to the bottom.
final class SignInViewController: UIViewController {
    let titleLabel = UILabel()
    let rememberLabel = UILabel()
    let rememberSwitch = UISwitch()
    let signInButton = UIButton(type: .system)
    let helpButton = UIButton(type: .system)
    let footer = UIView()
    private(set) lazy var rememberRow = UIStackView(arrangedSubviews: [rememberLabel, rememberSwitch])
    private(set) lazy var form = UIStackView(arrangedSubviews: [rememberRow, signInButton, helpButton])
    private(set) var signIns = 0
    private(set) var helpRequests = 0
    private(set) var footerTaps = 0
    private(set) var layoutPasses = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        titleLabel.text = "Welcome back"
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(titleLabel)

        rememberLabel.text = "Remember me"
        rememberRow.axis = .horizontal
        rememberRow.alignment = .center
        rememberRow.spacing = 8

        signInButton.setTitle("Sign In", for: .normal)
        signInButton.addTarget(self, action: SignInViewController.signIn, for: .touchUpInside)
        helpButton.setTitle("Forgot password?", for: .normal)
        helpButton.addTarget(self, action: SignInViewController.showHelp, for: .touchUpInside)

        form.axis = .vertical
        form.spacing = 16
        form.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)

        footer.backgroundColor = .secondarySystemBackground
        footer.translatesAutoresizingMaskIntoConstraints = false
        footer.addGestureRecognizer(UITapGestureRecognizer(target: self, action: SignInViewController.footerTapped))
        view.addSubview(footer)

        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),

            form.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 3),
            form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),

            footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            footer.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            footer.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -44),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutPasses += 1
    }

    func signIn(_ sender: UIButton) {
        signIns += 1
    }

    func showHelp(_ sender: UIButton) {
        helpRequests += 1
    }

    func footerTapped() {
        footerTaps += 1
    }
}

import UIKit

@objc protocol ComposeViewControllerDelegate: AnyObject {
    func composeViewController(_ controller: ComposeViewController, didPost photo: Photo)
    @objc optional func composeViewControllerDidCancel(_ controller: ComposeViewController)
}

/// The new-post sheet: a title, a place and a caption. The keyboard's toolbar moves between the fields; the
/// form scrolls clear of the keyboard; Post is enabled once there is a title.
final class ComposeViewController: UIViewController {
    weak var delegate: ComposeViewControllerDelegate?
    let store: PhotoStore

    let scrollView = UIScrollView()
    let titleField = UITextField()
    let placeField = UITextField()
    let captionView = UITextView()
    let accessoryBar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    private(set) var postButton: UIBarButtonItem!
    private var previousItem: UIBarButtonItem!
    private var nextItem: UIBarButtonItem!

    init(store: PhotoStore) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
        title = "New Post"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped))
        postButton = UIBarButtonItem(title: "Post", style: .done, target: self, action: #selector(postTapped))
        postButton.isEnabled = false
        navigationItem.rightBarButtonItem = postButton

        configureFields()
        configureAccessoryBar()
        layoutForm()

        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillShow(_:)),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillHide(_:)),
            name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        titleField.becomeFirstResponder()
    }

    private func configureFields() {
        titleField.placeholder = "Title"
        titleField.borderStyle = .roundedRect
        titleField.returnKeyType = .next
        titleField.accessibilityIdentifier = "compose.title"
        placeField.placeholder = "Where was it?"
        placeField.borderStyle = .roundedRect
        placeField.returnKeyType = .next
        placeField.accessibilityIdentifier = "compose.place"
        for field in [titleField, placeField] {
            field.delegate = self
            field.inputAccessoryView = accessoryBar
            field.addTarget(self, action: #selector(fieldChanged(_:)), for: .editingChanged)
        }
        captionView.font = .preferredFont(forTextStyle: .body)
        captionView.layer.borderColor = UIColor.separator.cgColor
        captionView.layer.borderWidth = 1
        captionView.layer.cornerRadius = 6
        captionView.accessibilityIdentifier = "compose.caption"
        captionView.inputAccessoryView = accessoryBar
    }

    private func configureAccessoryBar() {
        previousItem = UIBarButtonItem(title: "Previous", style: .plain, target: self, action: #selector(previousField))
        nextItem = UIBarButtonItem(title: "Next", style: .plain, target: self, action: #selector(nextField))
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(dismissKeyboard))
        accessoryBar.items = [previousItem, nextItem, .flexibleSpace(), done]
        accessoryBar.accessibilityIdentifier = "compose.toolbar"
    }

    private func layoutForm() {
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.keyboardDismissMode = .interactive
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)
        let stack = UIStackView(arrangedSubviews: [titleField, placeField, captionView])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -16),
            titleField.heightAnchor.constraint(equalToConstant: 44),
            placeField.heightAnchor.constraint(equalToConstant: 44),
            captionView.heightAnchor.constraint(equalToConstant: 160),
        ])
    }

    private var orderedInputs: [UIResponder] { [titleField, placeField, captionView] }

    private var currentInputIndex: Int? {
        orderedInputs.firstIndex { $0.isFirstResponder }
    }

    // MARK: - Actions

    @objc private func fieldChanged(_ sender: UITextField) {
        postButton.isEnabled = !(titleField.text ?? "").trimmingCharacters(in: .whitespaces).isEmpty
    }

    @objc private func previousField() {
        guard let index = currentInputIndex, index > 0 else { return }
        orderedInputs[index - 1].becomeFirstResponder()
    }

    @objc private func nextField() {
        guard let index = currentInputIndex, index + 1 < orderedInputs.count else { return }
        orderedInputs[index + 1].becomeFirstResponder()
    }

    @objc private func dismissKeyboard() {
        view.endEditing(true)
    }

    @objc private func cancelTapped() {
        view.endEditing(true)
        delegate?.composeViewControllerDidCancel?(self)
    }

    @objc private func postTapped() {
        guard postButton.isEnabled, let title = titleField.text, !title.isEmpty else { return }
        view.endEditing(true)
        var photo = Photo.sample(id: store.newPhotoID())
        photo.title = title
        photo.place = (placeField.text?.isEmpty == false ? placeField.text : nil) ?? "Somewhere on the coast"
        photo.likes = 0
        delegate?.composeViewController(self, didPost: photo)
    }

    // MARK: - Keyboard avoidance

    @objc private func keyboardWillShow(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
            let window = view.window
        else { return }
        let keyboardInView = view.convert(frame, from: window.screen.coordinateSpace)
        let overlap = max(0, view.bounds.maxY - keyboardInView.minY)
        scrollView.contentInset.bottom = overlap
        scrollView.verticalScrollIndicatorInsets.bottom = overlap
        if let input = orderedInputs[currentInputIndex ?? 0] as? UIView {
            scrollView.scrollRectToVisible(input.convert(input.bounds, to: scrollView), animated: true)
        }
    }

    @objc private func keyboardWillHide(_ notification: Notification) {
        scrollView.contentInset.bottom = 0
        scrollView.verticalScrollIndicatorInsets.bottom = 0
    }
}

extension ComposeViewController: UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        nextField()
        return false
    }
}

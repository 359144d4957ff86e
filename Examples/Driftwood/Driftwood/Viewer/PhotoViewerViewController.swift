import UIKit

@objc protocol PhotoViewerViewControllerDelegate: AnyObject {
    @objc optional func photoViewerDidRequestDelete(_ viewer: PhotoViewerViewController)
    @objc optional func photoViewerWillDismiss(_ viewer: PhotoViewerViewController)
}

/// One photo, full screen: pinch or double-tap to zoom, a single tap hides and shows the buttons, and a drag
/// down (when not zoomed) dismisses it interactively.
final class PhotoViewerViewController: UIViewController {
    let photo: Photo
    weak var delegate: PhotoViewerViewControllerDelegate?

    let scrollView = UIScrollView()
    let imageView = UIImageView()
    let closeButton = UIButton(type: .system)
    let deleteButton = UIButton(type: .system)
    let captionLabel = UILabel()
    private(set) var isChromeHidden = false

    let doubleTap = UITapGestureRecognizer()
    let singleTap = UITapGestureRecognizer()
    let dismissPan = UIPanGestureRecognizer()
    private let transitionController = PhotoDismissTransition()
    private var chromeTimer: Timer?

    /// How long the buttons stay up when the user leaves the photo alone.
    static let chromeTimeout: TimeInterval = 4

    /// How far a double tap zooms in.
    static let doubleTapScale: CGFloat = 2.5

    init(photo: Photo) {
        self.photo = photo
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = transitionController
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        view.accessibilityIdentifier = "viewer"

        scrollView.delegate = self
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        scrollView.showsVerticalScrollIndicator = false
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.accessibilityIdentifier = "viewer.scroll"
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scrollView)

        imageView.backgroundColor = photo.tint
        imageView.contentMode = .scaleAspectFit
        imageView.isUserInteractionEnabled = true
        imageView.accessibilityIdentifier = "viewer.image"
        scrollView.addSubview(imageView)

        captionLabel.text = "\(photo.title) — \(photo.place)"
        captionLabel.textColor = .white
        captionLabel.numberOfLines = 0
        closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
        closeButton.accessibilityIdentifier = "viewer.close"
        closeButton.accessibilityLabel = "Close"
        closeButton.addTarget(self, action: #selector(closeTapped), for: .touchUpInside)
        deleteButton.setImage(UIImage(systemName: "trash"), for: .normal)
        deleteButton.accessibilityIdentifier = "viewer.delete"
        deleteButton.accessibilityLabel = "Delete"
        deleteButton.addTarget(self, action: #selector(deleteTapped), for: .touchUpInside)
        for chrome in [closeButton, deleteButton, captionLabel] {
            chrome.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(chrome)
        }
        NSLayoutConstraint.activate([
            closeButton.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 8),
            closeButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            closeButton.widthAnchor.constraint(equalToConstant: 44),
            closeButton.heightAnchor.constraint(equalToConstant: 44),
            deleteButton.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -8),
            deleteButton.topAnchor.constraint(equalTo: closeButton.topAnchor),
            deleteButton.widthAnchor.constraint(equalToConstant: 44),
            deleteButton.heightAnchor.constraint(equalToConstant: 44),
            captionLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            captionLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            captionLabel.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
        ])

        doubleTap.numberOfTapsRequired = 2
        doubleTap.addTarget(self, action: #selector(handleDoubleTap(_:)))
        scrollView.addGestureRecognizer(doubleTap)

        singleTap.require(toFail: doubleTap)
        singleTap.addTarget(self, action: #selector(handleSingleTap(_:)))
        scrollView.addGestureRecognizer(singleTap)

        dismissPan.delegate = self
        dismissPan.addTarget(self, action: #selector(handleDismissPan(_:)))
        view.addGestureRecognizer(dismissPan)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard scrollView.zoomScale == scrollView.minimumZoomScale else { return }
        imageView.frame = scrollView.bounds
        scrollView.contentSize = scrollView.bounds.size
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        scheduleChromeTimeout()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        chromeTimer?.invalidate()
    }

    private func scheduleChromeTimeout() {
        chromeTimer?.invalidate()
        chromeTimer = Timer.scheduledTimer(
            timeInterval: PhotoViewerViewController.chromeTimeout, target: self,
            selector: #selector(chromeTimedOut(_:)), userInfo: nil, repeats: false)
    }

    @objc private func chromeTimedOut(_ timer: Timer) {
        guard !isChromeHidden, presentedViewController == nil else { return }
        setChromeHidden(true, animated: true)
    }

    override var prefersStatusBarHidden: Bool {
        isChromeHidden
    }

    // MARK: - Actions

    @objc private func closeTapped() {
        delegate?.photoViewerWillDismiss?(self)
        dismiss(animated: true)
    }

    @objc private func deleteTapped() {
        delegate?.photoViewerDidRequestDelete?(self)
    }

    @objc private func handleSingleTap(_ recognizer: UITapGestureRecognizer) {
        setChromeHidden(!isChromeHidden, animated: true)
        if isChromeHidden {
            chromeTimer?.invalidate()
        } else {
            scheduleChromeTimeout()
        }
    }

    @objc private func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
        if scrollView.zoomScale > scrollView.minimumZoomScale {
            scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
            return
        }
        let point = recognizer.location(in: imageView)
        let scale = PhotoViewerViewController.doubleTapScale
        let size = CGSize(width: scrollView.bounds.width / scale, height: scrollView.bounds.height / scale)
        let rect = CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height)
        scrollView.zoom(to: rect, animated: true)
    }

    func setChromeHidden(_ hidden: Bool, animated: Bool) {
        isChromeHidden = hidden
        UIView.animate(withDuration: animated ? 0.25 : 0) {
            for chrome in [self.closeButton, self.deleteButton, self.captionLabel] {
                chrome.alpha = hidden ? 0 : 1
            }
            self.setNeedsStatusBarAppearanceUpdate()
        }
    }

    @objc private func handleDismissPan(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: view)
        let progress = max(0, min(1, translation.y / max(view.bounds.height, 1)))
        switch recognizer.state {
        case .began:
            transitionController.isInteractive = true
            delegate?.photoViewerWillDismiss?(self)
            dismiss(animated: true)
        case .changed:
            transitionController.interaction.update(progress)
        case .ended:
            let velocity = recognizer.velocity(in: view).y
            if progress > 0.25 || velocity > 900 {
                transitionController.interaction.finish()
            } else {
                transitionController.interaction.cancel()
            }
            transitionController.isInteractive = false
        case .cancelled, .failed:
            transitionController.interaction.cancel()
            transitionController.isInteractive = false
        default:
            break
        }
    }
}

extension PhotoViewerViewController: UIScrollViewDelegate {
    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        imageView
    }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        dismissPan.isEnabled = scrollView.zoomScale <= scrollView.minimumZoomScale
    }
}

extension PhotoViewerViewController: UIGestureRecognizerDelegate {
    /// The dismissing drag starts only downwards, and only while the photo is not zoomed in.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === dismissPan else { return true }
        let velocity = dismissPan.velocity(in: view)
        return scrollView.zoomScale <= scrollView.minimumZoomScale && velocity.y > abs(velocity.x)
    }
}

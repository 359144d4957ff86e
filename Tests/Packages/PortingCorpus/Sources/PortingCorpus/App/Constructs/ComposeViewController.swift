import UIKit

/// A nil-targeted action that travels the responder chain to the controller that implements it (SPEC PT3).
class ComposeViewController: UIViewController {
    let sendButton = UIButton(type: .system)
    var sent = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        sendButton.addTarget(nil, action: #selector(ComposeViewController.sendMessage(_:)), for: .touchUpInside)
        view.addSubview(sendButton)
    }

    @IBAction func sendMessage(_ sender: Any?) {
        sent += 1
    }
}

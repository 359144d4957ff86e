// A screen laid out with the visual format language as older iOS code writes it (SPEC DA4, LY39–LY43):
// `[String: UIView]` and `[String: CGFloat]` literals passed where UIKit takes `[String: Any]`, options as an
// option set literal, the constraints added with `addConstraints`.
import Testing
import UIKit

final class AuditFormatController: UIViewController {
    let avatar = UIView()
    let nameLabel = UILabel()
    let followButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = "Driftwood"
        followButton.setTitle("Follow", for: .normal)
        for subview in [avatar, nameLabel, followButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        let views = ["avatar": avatar, "name": nameLabel, "follow": followButton]
        let metrics = ["side": CGFloat(40), "gap": 12]
        view.addConstraints(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-[avatar(side)]-gap-[name]-(>=8)-[follow]-|", options: [.alignAllCenterY],
                metrics: metrics, views: views))
        view.addConstraints(
            NSLayoutConstraint.constraints(
                withVisualFormat: "V:|-100-[avatar(side)]", options: [], metrics: metrics, views: views))
    }
}

@MainActor @Suite struct VisualFormatDeclarationTests {
    @Test("DA4, LY40, LY42: an iOS screen's visual formats lay out its row, centred on the avatar")
    func formatRow() {
        let simulator = EventSimulator()
        let screen = AuditFormatController()
        simulator.window.rootViewController = screen
        simulator.advance(by: 0)
        let width = screen.view.bounds.width
        #expect(screen.avatar.frame == CGRect(x: 16, y: 100, width: 40, height: 40))
        #expect(screen.nameLabel.frame.minX == 68)
        #expect(abs(screen.nameLabel.frame.midY - 120) <= 0.5)  // edges rounded to the pixel (LY21)
        #expect(screen.followButton.frame.maxX == width - 16)
        #expect(abs(screen.followButton.frame.midY - 120) <= 0.5)
        #expect(simulator.issues.isEmpty)
    }
}

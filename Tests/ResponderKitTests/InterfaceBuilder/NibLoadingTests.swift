import Foundation
import ResponderKit
import Testing

/// IB2–IB8: xibs loaded from the test bundle (a copied folder) with their views, properties, outlets,
/// actions and `awakeFromNib()`.
@MainActor @Suite struct NibLoadingTests {
    @Test("IB6, IB10, IB13: a nib-named controller's outlets are connected before viewDidLoad; a tap runs its action")
    func loginFormFromNib() throws {
        let simulator = EventSimulator()
        let login = LoginFormController(nibName: "LoginFormController", bundle: .module)
        #expect(login.nibName == "LoginFormController")
        simulator.window.rootViewController = login
        #expect(login.outletsAtViewDidLoad)
        let email = try #require(login.emailField)
        #expect(email.placeholder == "Email")
        #expect(email.keyboardType == .emailAddress && email.returnKeyType == .next)
        #expect(login.passwordField.isSecureTextEntry)
        #expect(login.logInButton.title(for: .normal) == "Log In")
        #expect(login.logInButton.accessibilityTraits.contains(.button))
        email.text = "ada@example.com"
        simulator.window.layoutIfNeeded()
        #expect(simulator.tap(on: "login.submit"))
        #expect(login.log == ["viewDidLoad", "logIn ada@example.com"])
        // IB4: laid out by the file's constraints against the safe area, in the window's width.
        simulator.window.layoutIfNeeded()
        #expect(email.frame.minX == 20 && email.frame.width == simulator.window.bounds.width - 40)
        #expect(login.logInButton.frame.height == 44)
        #expect(login.logInButton.frame.minY == login.passwordField.frame.maxY + 24)
        #expect(simulator.issues.isEmpty)
    }

    @Test("IB10: with no nib name, the controller finds the nib named after its class in its bundle")
    func defaultNibName() {
        let login = LoginFormController(nibName: nil, bundle: .module)
        login.loadViewIfNeeded()
        #expect(login.emailField != nil && login.view.backgroundColor != nil)
    }

    @Test("IB3, IB7, IB8: a custom view reads its own key in init(coder:), gets runtime attributes, then awakes")
    func customViewFromNib() throws {
        let objects = Bundle.module.loadNibNamed("ProfileCardView", owner: nil)
        let card = try #require(objects?.first as? ProfileCardView)
        #expect(card.cardStyle == "rounded")
        #expect(card.events == ["init(coder:) subviews=3 name=nil", "awakeFromNib name=Ada Lovelace badges=2"])
        #expect(card.layer.cornerRadius == 12 && card.layer.masksToBounds)
        #expect(card.cornerRadius == 12.5)
        #expect(card.layer.borderColor != nil)
        #expect(card.nameLabel.numberOfLines == 2 && card.nameLabel.textAlignment == .center)
        #expect(card.nameLabel.font == UIFont.preferredFont(forTextStyle: .headline))
        let silver = card.badges[1]
        #expect(silver.tag == 2 && silver.alpha == 0.5 && silver.isHidden && silver.clipsToBounds)
        #expect(silver.contentMode == .scaleAspectFit)
        #expect(card.autoresizingMask == [.flexibleRightMargin, .flexibleBottomMargin])
        #expect(!card.nameLabel.translatesAutoresizingMaskIntoConstraints)
        card.layoutIfNeeded()
        #expect(card.badges[0].frame == CGRect(x: 16, y: card.nameLabel.frame.maxY + 16, width: 40, height: 40))
        #expect(card.badges[1].frame.minX == 64)
    }

    @Test("IB9: a table registered with a nib dequeues its cell, outlets and awakeFromNib done")
    func cellNib() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.register(UINib(nibName: "ProductCell", bundle: .module), forCellReuseIdentifier: "ProductCell")
        let cell = try #require(
            table.dequeueReusableCell(withIdentifier: "ProductCell", for: IndexPath(row: 0, section: 0))
                as? ProductCell)
        #expect(cell.reuseIdentifier == "ProductCell" && cell.awoke)
        #expect(cell.titleLabel.superview === cell.contentView)
        #expect(cell.titleLabel.text == "Product")
    }

    @Test("IB11: recognizers placed in the file are attached by the gestureRecognizers outlet and send their actions")
    func gestureRecognizersFromNib() throws {
        let simulator = EventSimulator()
        let owner = GestureBoardOwner()
        let objects = UINib(nibName: "Gestures", bundle: .module).instantiate(withOwner: owner)
        #expect(objects.count == 3)  // the board and its two recognizers
        let board = try #require(owner.board)
        simulator.window.addSubview(board)
        #expect(board.gestureRecognizers?.count == 2)
        simulator.tap(at: CGPoint(x: 150, y: 150), count: 2)
        simulator.advance(by: 1)
        #expect(simulator.longPress(on: "board", duration: 1.0))
        #expect(owner.log == ["tap 2", "press"])
        #expect(simulator.issues.isEmpty)
    }

    @Test("IB4: constraints with priorities, ratios and identifiers lay out as the same constraints in code")
    func constraintsMatchCode() throws {
        let root = try #require(
            UINib(nibName: "PriorityLayout", bundle: .module).instantiate(withOwner: nil).first as? UIView)
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        root.layoutIfNeeded()
        // The placeholder ("Remove at build time") height of 80 is not made; the identified one is.
        #expect(
            root.constraints.filter { $0.firstAttribute == .height && $0.secondItem == nil }.map(\.constant) == [50])
        #expect(root.constraints.contains { $0.identifier == "header.height" })
        #expect(root.constraints.first { $0.priority.rawValue == 250 } != nil)

        let code = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let header = UIView(), photo = UIView(), sidebar = UIView()
        for view in [header, photo, sidebar] {
            view.translatesAutoresizingMaskIntoConstraints = false
            code.addSubview(view)
        }
        let width = photo.widthAnchor.constraint(equalToConstant: 120)
        width.priority = .defaultHigh
        let half = sidebar.heightAnchor.constraint(equalTo: code.heightAnchor, multiplier: 0.5)
        half.priority = .defaultLow
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: code.topAnchor, constant: 16),
            header.leadingAnchor.constraint(equalTo: code.layoutMarginsGuide.leadingAnchor),
            code.layoutMarginsGuide.trailingAnchor.constraint(equalTo: header.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 50),
            photo.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 16),
            photo.leadingAnchor.constraint(equalTo: header.leadingAnchor),
            width, photo.widthAnchor.constraint(lessThanOrEqualToConstant: 100),
            photo.widthAnchor.constraint(equalTo: photo.heightAnchor, multiplier: 16.0 / 9.0),
            sidebar.leadingAnchor.constraint(equalTo: photo.trailingAnchor, constant: 16),
            sidebar.topAnchor.constraint(equalTo: photo.topAnchor),
            sidebar.trailingAnchor.constraint(equalTo: header.trailingAnchor),
            code.bottomAnchor.constraint(greaterThanOrEqualTo: sidebar.bottomAnchor, constant: 16), half,
        ])
        code.layoutIfNeeded()
        #expect(root.subviews.map(\.frame) == [header, photo, sidebar].map(\.frame))
        #expect(root.subviews[1].frame.width == 100)
    }
}

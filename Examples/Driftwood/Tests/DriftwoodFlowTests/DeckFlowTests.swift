import Foundation
import ResponderKitTesting
import Testing
import UIKit

@testable import DriftwoodPorted

/// The Finds deck and the Beach Guide (More tab): a card dragged on a `UIAttachmentBehavior`, thrown by a
/// `UIPushBehavior` or snapped back by a `UISnapBehavior` (SPEC DY6, DY8, DY9); a screen-edge pan that
/// opens a drawer over a paging scroll view whose pan waits for it to fail (GR5, GR13, S1).
@MainActor @Suite struct DeckFlowTests {
    private func open<Controller: UIViewController>(_ row: String, _ app: AppWorld) throws -> Controller {
        app.selectTab("More")
        app.tap("more.\(row)")
        return try #require(app.visibleController as? Controller)
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        hypot(a.x - b.x, a.y - b.y)
    }

    @Test("DY6, DY9: a fast swipe right throws the top card off the screen and counts a like")
    func fastSwipeRightLikes() throws {
        let app = AppWorld()
        let deck: DeckViewController = try open("Finds", app)
        let card = try #require(deck.topCard)
        #expect(card.titleLabel.text == "Sea glass")
        let start = card.center
        app.expect(start, reaches: card)
        app.simulator.drag(from: start, to: CGPoint(x: start.x + 150, y: start.y + 10), duration: 0.1, steps: 5)
        // Held by the attachment, the card followed the finger before it was let go.
        #expect(card.center.x > start.x + 50)
        app.settle(2)
        #expect(card.superview == nil)
        #expect(deck.likes == 1 && deck.nopes == 0)
        #expect(deck.countLabel.text == "1 like · 0 nopes")
        #expect(deck.topCard?.titleLabel.text == "Razor shell")
        app.expectNoIssues()
    }

    @Test("DY6: a fast swipe left counts a nope, and the next card can be swiped at once")
    func fastSwipeLeftNopes() throws {
        let app = AppWorld()
        let deck: DeckViewController = try open("Finds", app)
        for _ in 0..<2 {
            let card = try #require(deck.topCard)
            let start = card.center
            app.simulator.drag(from: start, to: CGPoint(x: start.x - 150, y: start.y), duration: 0.1, steps: 5)
            app.settle(2)
        }
        #expect(deck.nopes == 2 && deck.likes == 0)
        #expect(deck.cards.count == DeckViewController.finds.count - 2)
        #expect(deck.countLabel.text == "0 likes · 2 nopes")
        app.expectNoIssues()
    }

    @Test("DY8, DY9: a short, slow drag lets the card snap back upright to the middle of the deck")
    func shortDragSnapsBack() throws {
        let app = AppWorld()
        let deck: DeckViewController = try open("Finds", app)
        let card = try #require(deck.topCard)
        let home = deck.restingCenter
        // Held near a corner, the card turns as it is dragged.
        let grip = app.point(CGPoint(x: 60, y: 60), in: card)
        app.simulator.drag(from: grip, to: CGPoint(x: grip.x + 60, y: grip.y + 20), duration: 0.8, steps: 16)
        #expect(distance(card.center, home) > 30)
        app.settle(4)
        #expect(distance(card.center, home) < 0.5)
        #expect(abs(atan2(card.transform.b, card.transform.a)) < 0.01)
        #expect(deck.cards.count == DeckViewController.finds.count)
        #expect(deck.likes == 0 && deck.nopes == 0)
        app.expectNoIssues()
    }

    @Test("GR5, GR13: a pan from the right edge of the screen opens the drawer and does not turn the page")
    func edgePanOpensDrawer() throws {
        let app = AppWorld()
        let guide: BeachGuideViewController = try open("Beach Guide", app)
        let width = AppWorld.screenSize.width
        app.simulator.drag(from: CGPoint(x: width - 4, y: 400), to: CGPoint(x: width - 220, y: 400))
        app.settle(1)
        #expect(guide.isDrawerOpen)
        #expect(abs(guide.drawerView.frame.minX - (width - BeachGuideViewController.drawerWidth)) < 0.5)
        #expect(guide.scrollView.contentOffset.x == 0)
        // The dimmed page left of the drawer closes it.
        let dimming = try #require(app.view("guide.dimming"))
        app.expect(CGPoint(x: 50, y: 400), reaches: dimming)
        app.simulator.tap(at: CGPoint(x: 50, y: 400))
        app.settle(1)
        #expect(!guide.isDrawerOpen)
        #expect(guide.drawerView.frame.minX >= width)
        app.expectNoIssues()
    }

    @Test("S1, GR5: the same pan started away from the edge turns the page; the drawer stays shut")
    func panAwayFromEdgePages() throws {
        let app = AppWorld()
        let guide: BeachGuideViewController = try open("Beach Guide", app)
        let width = AppWorld.screenSize.width
        app.simulator.drag(from: CGPoint(x: width - 60, y: 400), to: CGPoint(x: width - 276, y: 400))
        app.settle(2)
        #expect(!guide.isDrawerOpen)
        #expect(guide.currentPage == 1)
        #expect(guide.pageControl.currentPage == 1)
        app.expectNoIssues()
    }
}

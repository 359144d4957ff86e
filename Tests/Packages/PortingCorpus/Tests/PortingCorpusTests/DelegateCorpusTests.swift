import Testing
import UIKit

@testable import PortingCorpus

/// PT4: `@objc protocol`s with optional members, and ResponderKit's delegate protocols implemented in part:
/// a member the type did not write is not called, and `responds(to:)` says so.
@MainActor @Suite struct DelegateCorpusTests {
    @Test("PT4: delegate?.trailCellDidTapFavorite?(self) reaches the list; unimplemented didChangeRating is skipped")
    func cellDelegateOptionalMembers() throws {
        let world = CorpusWorld()
        let store = TrailStore(trails: TrailStore.sampleTrails)
        let list = TrailListViewController(store: store)
        world.show(list)
        #expect(list.responds(to: Selector("trailCellDidTapFavorite:")))
        #expect(!list.responds(to: Selector("trailCell:didChangeRating:")))
        var cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? TrailCell)
        #expect(cell.delegate === list)
        #expect(world.simulator.tap(on: cell.favoriteButton))
        #expect(store.trails[0].isFavorite)
        cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? TrailCell)
        #expect(cell.favoriteButton.isSelected)
        // A tap on the third star changes the rating; the delegate has no didChangeRating, so nothing else.
        let star = cell.ratingControl.starViews[2]
        world.simulator.tap(at: world.point(CGPoint(x: star.frame.midX, y: star.frame.midY), in: cell.ratingControl))
        #expect(cell.ratingControl.rating == 3)
        #expect(world.simulator.issues.isEmpty)
    }

    @Test("PT4: a flick expands the sheet; unimplemented bottomSheetShouldExpand does not veto; didMoveTo is called")
    func bottomSheetDelegate() {
        let world = CorpusWorld()
        let stopwatch = StopwatchViewController()
        world.show(stopwatch)
        let sheet = stopwatch.sheet
        #expect(abs(sheet.frame.minY - 724) < 1e-9)
        #expect(stopwatch.responds(to: Selector("bottomSheet:didMoveTo:")))
        #expect(!stopwatch.responds(to: Selector("bottomSheetShouldExpand:")))
        world.simulator.drag(from: CGPoint(x: 195, y: 760), to: CGPoint(x: 195, y: 560), duration: 0.1, steps: 6)
        world.simulator.advance(by: 0.5)
        #expect(sheet.position == .expanded)
        #expect(sheet.lastVelocity < -600)
        #expect(abs(sheet.frame.minY - 80) < 1e-9)
        #expect(stopwatch.sheetPositions == [.expanded])
    }

    @Test("PT4, PT3: keyboardObserver(_:willShowWithHeight:) is called from a notification; unimplemented willHide not")
    func keyboardObserverDelegate() {
        let world = CorpusWorld()
        let form = ReportFormViewController()
        world.show(form)
        NotificationCenter.default.post(
            name: UIResponder.keyboardWillShowNotification, object: nil,
            userInfo: [UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 544, width: 390, height: 300)])
        #expect(form.scrollView.contentInset.bottom == 300)
        #expect(!form.responds(to: Selector("keyboardObserverWillHide:")))
        NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil)
        #expect(form.scrollView.contentInset.bottom == 300)
        #expect(world.simulator.issues.isEmpty)
    }

    @Test("PT4, A7: a UIScrollViewDelegate that wrote only scrollViewDidEndDecelerating pages with the page control")
    func onboardingScrollDelegate() {
        let world = CorpusWorld()
        let onboarding = OnboardingViewController()
        world.show(onboarding)
        #expect(onboarding.responds(to: Selector("scrollViewDidEndDecelerating:")))
        #expect(!onboarding.responds(to: Selector("scrollViewDidScroll:")))
        world.simulator.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.15, steps: 6)
        #expect(world.simulator.settle())
        #expect(onboarding.scrollView.contentOffset.x == 390)
        #expect(onboarding.currentPage == 1 && onboarding.pageControl.currentPage == 1)
    }

    @Test("PT4, A7: gestureRecognizerShouldBegin keeps the dismiss pan to the card's top half")
    func detailPanBeginsOnlyInTopHalf() {
        let world = CorpusWorld()
        let detail = TrailDetailViewController(trail: Trail(identifier: "t", name: "Test", lengthInKilometers: 1))
        world.show(detail)
        let restingY = detail.cardView.frame.minY
        world.simulator.drag(from: CGPoint(x: 195, y: 800), to: CGPoint(x: 195, y: 840), duration: 0.3)
        #expect(detail.cardView.frame.minY == restingY)
        #expect(!detail.isDismissing)
    }
}

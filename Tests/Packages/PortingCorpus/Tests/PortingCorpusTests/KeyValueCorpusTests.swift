import Testing
import UIKit

@testable import PortingCorpus

/// PT6: key-value observation and coding by string, as the corpus uses them.
@MainActor @Suite struct KeyValueCorpusTests {
    @Test("PT6, A10: observeValue(forKeyPath:of:change:context:) hears #keyPath(UIScrollView.contentOffset) change")
    func onboardingObservesContentOffset() {
        let world = CorpusWorld()
        let onboarding = OnboardingViewController()
        world.show(onboarding)
        let before = onboarding.observedOffsets.count
        onboarding.scrollView.contentOffset = CGPoint(x: 390, y: 0)
        #expect(onboarding.observedOffsets.count == before + 1)
        #expect(onboarding.observedOffsets.last == CGPoint(x: 390, y: 0))
        #expect(onboarding.skipButton.alpha == 1)
        onboarding.scrollView.contentOffset = CGPoint(x: 585, y: 0)
        #expect(onboarding.skipButton.alpha == 0.5)
        onboarding.scrollView.contentOffset = CGPoint(x: 780, y: 0)
        #expect(onboarding.skipButton.alpha == 0)
    }

    @Test("PT6: #selector(pageControlChanged(_:)) scrolls, and every animated frame is observed")
    func pageControlScrollsAndIsObserved() {
        let world = CorpusWorld()
        let onboarding = OnboardingViewController()
        world.show(onboarding)
        let before = onboarding.observedOffsets.count
        onboarding.pageControl.currentPage = 2
        onboarding.pageControl.sendActions(for: .valueChanged)
        #expect(world.simulator.settle())
        #expect(onboarding.scrollView.contentOffset.x == 780)
        #expect(onboarding.observedOffsets.count > before + 2)
        #expect(onboarding.observedOffsets.last == CGPoint(x: 780, y: 0))
    }

    @Test("PT6, PT3: KVO of dynamic isFavorite (key from #selector(getter:)) posts; a selector observer counts")
    func storeObservesFavorites() {
        let world = CorpusWorld()
        let appDelegate = AppDelegate()
        #expect(appDelegate.application(world.simulator.application, didFinishLaunchingWithOptions: nil))
        let store = TrailStore(trails: TrailStore.sampleTrails)
        store.trails[0].isFavorite = true
        #expect(appDelegate.favoriteBadgeCount == 2)
        store.trails[1].isFavorite = false
        store.trails[0].isFavorite = false
        #expect(appDelegate.favoriteBadgeCount == 0)
    }

    @Test("PT6, PT2: value(forKey:)/setValue(_:forKey:) reach @objcMembers dynamic properties")
    func featureFlagsByKey() {
        let world = CorpusWorld()
        let flags = FeatureFlags()
        #expect(flags.value(forKey: "newOnboardingEnabled") as? Bool == true)
        flags.setValue(true, forKey: "verboseLogging")
        #expect(flags.verboseLogging)
        let menu = DebugMenuViewController(flags: flags)
        world.show(menu)
        #expect(
            menu.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType
                == UITableViewCell.AccessoryType.none)
        menu.tableView(menu.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
        #expect(flags.offlineMapsEnabled)
        #expect(menu.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType == .checkmark)
    }

    @Test("PT6, PT2: outlets are set and read by key as Interface Builder does; @objcMembers let by key")
    func outletsByKey() throws {
        let cell = TrailCell(style: .default, reuseIdentifier: TrailCell.reuseIdentifier)
        #expect(cell.value(forKey: "nameLabel") as? UILabel === cell.nameLabel)
        let label = UILabel()
        cell.contentView.addSubview(label)
        cell.setValue(label, forKey: "nameLabel")
        #expect(cell.nameLabel === label)
        let trail = Trail(identifier: "x", name: "Crest", lengthInKilometers: 3)
        #expect(trail.value(forKey: "name") as? String == "Crest")
        trail.setValue(true, forKey: "isFavorite")
        #expect(trail.isFavorite)
    }
}

import Foundation

/// Engine hosting (LY36), as UIKit's cells do (`-[UIView _hostsLayoutEngine]`): a table or collection cell
/// that translates its autoresizing mask lays its subtree out with its own engine, rooted at it (its
/// size is its bounds'), so it joins and leaves its table without touching the window's engine. Its engine
/// stays with it across reuse. While a constraint installed outside it names an item inside it (or the cell
/// itself), it does not host: both engines are made again and it is laid out as any other view (LY15).
@MainActor enum LayoutHosting {
    /// Off: views made from now on never host, so every hierarchy has one engine (LY15). The tests' oracle.
    static var isEnabled = true
    /// Counts hosting switched on or off, so that a subtree leaving can tell its island changed (LY36).
    static var switches = 0
    /// At least the number of hosts marked `.engineChanged` (a host freed while marked keeps counting), so a
    /// pass that starts below a host walks up looking for one only while some may be marked: the walk was
    /// 4.0 % of `scroll.collection10k`, whose cells use no constraints (BENCHMARKS.md).
    static var markedHosts = 0
}

extension UIView {
    /// Called by the cells' initializers: this view may host its own engine (LY36).
    func allowLayoutEngineHosting() {
        if LayoutHosting.isEnabled { layoutStorage.flags.insert(.hostCandidate) }
    }

    /// Whether this view's subtree is laid out by its own engine (LY36).
    var hostsLayoutEngine: Bool {
        layoutStorage.flags.contains(.hostCandidate) && translatesAutoresizingMaskIntoConstraints
            && (layoutStorage.box?.crossingConstraints ?? 0) == 0
    }

    /// `constraint` was just installed here: every host strictly below this view that holds one of its
    /// items counts it, and stops hosting at its first (LY36).
    func countHostCrossings(_ constraint: NSLayoutConstraint) {
        var hosts: [UIView] = []
        for item in [constraint.firstItemStorage, constraint.secondItemStorage] {
            var current = LayoutTree.owningView(of: item)
            while let view = current, view !== self {
                if view.layoutStorage.flags.contains(.hostCandidate), !hosts.contains(where: { $0 === view }) {
                    hosts.append(view)
                }
                current = view.superviewStorage
            }
        }
        guard !hosts.isEmpty else { return }
        constraint.crossedHosts = hosts
        for host in hosts {
            let hosted = host.hostsLayoutEngine
            host.layoutBox.crossingConstraints += 1
            if hosted { host.hostingDidChange() }
        }
    }

    /// `constraint` was uninstalled: the hosts it crossed count it no more, and may host again (LY36).
    static func uncountHostCrossings(_ constraint: NSLayoutConstraint) {
        let hosts = constraint.crossedHosts
        guard !hosts.isEmpty else { return }
        constraint.crossedHosts = []
        for host in hosts {
            host.layoutBox.crossingConstraints -= 1
            if host.hostsLayoutEngine { host.hostingDidChange() }
        }
    }

    /// Hosting was switched on or off: the host's own engine is dropped, the engine around it is rebuilt
    /// at the next pass (LY15), and a host gets a new engine of its own.
    func hostingDidChange() {
        LayoutHosting.switches += 1
        if superviewStorage != nil, let engine = layoutStorage.box?.engine {
            engine.discard()
            layoutStorage.box?.engine = nil
        }
        let usesAutoLayout = subtreeUsesAutoLayout
        if let superview = superviewStorage {
            let outer = LayoutTree.engineRoot(of: superview)
            if let engine = outer.layoutStorage.box?.engine {
                engine.invalidate()
            } else if usesAutoLayout {
                _ = outer.layoutEngine
            }
        }
        if hostsLayoutEngine, usesAutoLayout { _ = layoutEngine }
        markLayoutDirty(.needsLayout)
    }

    /// A subtree with constraints joined a tree: its top keeps an engine, so that the whole tree's views
    /// run `updateConstraints()` as a tree using Auto Layout does (LY23), whoever hosts them.
    func ensureTopEngine() {
        let top = LayoutTree.root(of: self)
        if top.layoutStorage.box?.engine == nil { _ = top.layoutEngine }
    }
}

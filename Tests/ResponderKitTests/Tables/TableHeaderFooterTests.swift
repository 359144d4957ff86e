import Foundation
import ResponderKit
import Testing

/// TV9: the table's header and footer views; TV10: sections' headers and footers (titles, views, reuse,
/// automatic heights); TV11: pinned headers in plain tables, and touches on them.
@MainActor @Suite struct TableHeaderFooterTests {
    final class Header: UITableViewHeaderFooterView {
        nonisolated(unsafe) static var made = 0
        var reused = 0
        let badge = UIView()

        // Written as iOS code writes it: not `required`, overriding the designated initializer.
        override init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            Header.made += 1
            badge.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(badge)
            NSLayoutConstraint.activate([
                badge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                badge.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                badge.heightAnchor.constraint(equalToConstant: 40),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func prepareForReuse() {
            super.prepareForReuse()
            reused += 1
        }
    }

    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        var log: [String] = []
        var titles = true
        var views = false
        var headerHeight: CGFloat?
        func numberOfSections(in tableView: UITableView) -> Int { 5 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            titles ? "Section \(section)" : nil
        }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            views ? tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") : nil
        }
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
            headerHeight ?? tableView.sectionHeaderHeight
        }
        func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
            log.append("willDisplay \(section)")
        }
        func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
            log.append("didEnd \(section)")
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.append("didSelect \(indexPath.section).\(indexPath.row)")
        }
    }

    private func scene(
        style: UITableView.Style = .plain, configure: (Source) -> Void = { _ in }
    ) -> (EventSimulator, UITableView, Source) {
        let simulator = EventSimulator()
        let table = UITableView(frame: simulator.window.bounds, style: style)
        let source = Source()
        configure(source)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(Header.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = source
        table.delegate = source
        simulator.window.addSubview(table)
        table.layoutIfNeeded()
        return (simulator, table, source)
    }

    @Test("TV9: the table's header view comes before the first row and its footer view after the last")
    func tableHeaderAndFooter() {
        let (simulator, table, source) = scene { $0.titles = false }
        defer { withExtendedLifetime((simulator, source)) {} }
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 50))
        table.tableHeaderView = header
        table.tableFooterView = footer
        table.layoutIfNeeded()
        #expect(header.superview === table)
        #expect(header.frame == CGRect(x: 0, y: 0, width: table.bounds.width, height: 100))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 100)
        #expect(table.contentSize.height == CGFloat(100 + 50 * 44 + 50))
        #expect(footer.frame.minY == CGFloat(100 + 50 * 44))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 50)) == nil)
        table.tableHeaderView = nil
        #expect(header.superview == nil)
        #expect(table.contentSize.height == CGFloat(50 * 44 + 50))
    }

    @Test("TV10: a title header is a header-footer view showing it, one line tall; the rows start below it")
    func titleHeaders() {
        let (simulator, table, source) = scene()
        defer { withExtendedLifetime((simulator, source)) {} }
        #expect(table.sectionHeaderHeight == UITableView.automaticDimension)
        let header = table.headerView(forSection: 0)
        #expect(header?.textLabel?.text == "Section 0")
        #expect(header?.frame.height == 28)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 28 + 440, width: table.bounds.width, height: 28 + 440))
        #expect(table.rectForHeader(inSection: 1).minY == 468)
    }

    @Test("TV10: a delegate's view is fitted by its constraints, dequeued from the registered class, shown once")
    func viewHeaders() {
        Header.made = 0
        let (simulator, table, source) = scene { $0.views = true }
        defer { withExtendedLifetime((simulator, source)) {} }
        let header = table.headerView(forSection: 0) as? Header
        #expect(header != nil)
        #expect(header?.frame.height == 60)
        #expect(header?.badge.frame == CGRect(x: 0, y: 10, width: 0, height: 40))
        #expect(source.log == ["willDisplay 0", "willDisplay 1"])  // section 1 starts at 500
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 60)
    }

    @Test("TV10: an explicit height from the delegate wins over the view's own")
    func explicitHeight() {
        let (simulator, table, source) = scene {
            $0.views = true
            $0.headerHeight = 35
        }
        defer { withExtendedLifetime((simulator, source)) {} }
        #expect(table.headerView(forSection: 0)?.frame.height == 35)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 35)
    }

    @Test("TV11: a plain table pins the header to the top while its section shows; the next one pushes it up")
    func pinnedHeaders() {
        let (simulator, table, source) = scene()
        defer { withExtendedLifetime((simulator, source)) {} }
        table.contentOffset = CGPoint(x: 0, y: 200)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 200)
        // Section 0 ends at 468: its header is pushed up by the end of its section.
        table.contentOffset = CGPoint(x: 0, y: 450)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 440)
        #expect(table.headerView(forSection: 1)?.frame.minY == 468)
    }

    @Test("TV11: a grouped table's headers scroll with their rows")
    func groupedHeadersScroll() {
        let (simulator, table, source) = scene(style: .grouped)
        defer { withExtendedLifetime((simulator, source)) {} }
        #expect(table.headerView(forSection: 0)?.frame.height == 38)
        table.contentOffset = CGPoint(x: 0, y: 200)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0) == nil)
        #expect(table.rectForHeader(inSection: 0).minY == 0)
    }

    @Test("TV11: a touch on a pinned header selects no row, even the one under it; below it a row is selected")
    func touchOnHeader() {
        let (simulator, table, source) = scene()
        defer { withExtendedLifetime((simulator, source)) {} }
        table.contentOffset = CGPoint(x: 0, y: 200)
        table.layoutIfNeeded()
        let headerFrame = table.headerView(forSection: 0)!.frame
        let row = table.indexPathForRow(at: CGPoint(x: 100, y: headerFrame.midY))
        #expect(row == IndexPath(row: 4, section: 0))
        simulator.tap(at: CGPoint(x: 100, y: 10))
        simulator.advance(by: 1)
        #expect(source.log.filter { $0.hasPrefix("didSelect") }.isEmpty)
        simulator.tap(at: CGPoint(x: 100, y: 60))
        simulator.advance(by: 1)
        #expect(source.log.filter { $0.hasPrefix("didSelect") } == ["didSelect 0.5"])
    }

    @Test("TV10: headers leaving the screen end being displayed and are reused, prepared for reuse")
    func reuse() {
        Header.made = 0
        let (simulator, table, source) = scene { $0.views = true }
        defer { withExtendedLifetime((simulator, source)) {} }
        table.contentOffset = CGPoint(x: 0, y: 2 * 500)
        table.layoutIfNeeded()
        #expect(source.log.contains("didEnd 0"))
        #expect(table.headerView(forSection: 0) == nil)
        let shown = (0..<5).compactMap { table.headerView(forSection: $0) as? Header }
        #expect(!shown.isEmpty)
        #expect(Header.made <= 3)
        #expect(shown.contains { $0.reused > 0 })
    }

    @Test("TV10: a table view controller's subclass overrides the title methods, as on iOS; static sections' titles")
    func controllerOverride() {
        final class Controller: UITableViewController {
            override func numberOfSections(in tableView: UITableView) -> Int { 2 }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                section == 0 ? "Account" : nil
            }
            override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
                section == 1 ? "Version 1.0" : nil
            }
        }
        let simulator = EventSimulator()
        let controller = Controller(style: .plain)
        simulator.window.rootViewController = controller
        simulator.window.makeKeyAndVisible()
        controller.tableView.layoutIfNeeded()
        #expect(controller.tableView.headerView(forSection: 0)?.textLabel?.text == "Account")
        #expect(controller.tableView.headerView(forSection: 1) == nil)
        #expect(controller.tableView.footerView(forSection: 1)?.textLabel?.text == "Version 1.0")
        #expect(controller.tableView.rectForFooter(inSection: 1).height == 28)
    }
}

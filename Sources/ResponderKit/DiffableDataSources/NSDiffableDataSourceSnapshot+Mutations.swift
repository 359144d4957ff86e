import Foundation

/// Changing a snapshot (DS1, DS2). Each operation UIKit refuses with an exception — a duplicate
/// identifier, an unknown reference item or section, items with no section to go to — is reported and
/// changes nothing of what it refuses (identifiers already present are skipped, the others added).
extension NSDiffableDataSourceSnapshot {
    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        let added = newSections(identifiers, "appendSections(_:)")
        sections += added
        items += added.map { _ in [] }
    }

    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) { insertSections(identifiers, at: toIdentifier, offset: 0, "insertSections(_:beforeSection:)") }

    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) { insertSections(identifiers, at: toIdentifier, offset: 1, "insertSections(_:afterSection:)") }

    /// Deletes the sections and their items; identifiers not in the snapshot are ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        for (index, section) in sections.enumerated().reversed() where doomed.contains(section) {
            for item in items[index] { sectionOfItem[item] = nil }
            sections.remove(at: index)
            items.remove(at: index)
        }
        forgetMarks()
    }

    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, to: toIdentifier, offset: 0, "moveSection(_:beforeSection:)")
    }

    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, to: toIdentifier, offset: 1, "moveSection(_:afterSection:)")
    }

    /// Marks sections to be reloaded when the snapshot is applied: their rows are made again.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers where !reloadedSections.contains(section) {
            guard sections.contains(section) else {
                Self.report("reloadSections(_:): section identifier \(section) does not exist in the snapshot")
                continue
            }
            reloadedSections.append(section)
        }
    }

    // MARK: Items

    /// Appends to the given section, or to the last section when nil; with no section at all UIKit's
    /// "There are currently no sections in the data source" is reported (DS2).
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        let target: Int?
        if let sectionIdentifier {
            target = sections.firstIndex(of: sectionIdentifier)
            if target == nil {
                Self.report("appendItems(_:toSection:): invalid section identifier \(sectionIdentifier)")
            }
        } else {
            target = sections.isEmpty ? nil : sections.count - 1
            if target == nil {
                Self.report(
                    "appendItems(_:toSection:): there are currently no sections in the data source; add a section first"
                )
            }
        }
        guard let target else { return }
        let added = newItems(identifiers, into: sections[target], "appendItems(_:toSection:)")
        items[target] += added
    }

    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        insertItems(identifiers, at: beforeIdentifier, offset: 0, "insertItems(_:beforeItem:)")
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        insertItems(identifiers, at: afterIdentifier, offset: 1, "insertItems(_:afterItem:)")
    }

    /// Deletes the items; identifiers not in the snapshot are ignored.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers { remove(item) }
        forgetMarks()
    }

    /// Deletes every item and every section.
    public mutating func deleteAllItems() { self = Self() }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, to: toIdentifier, offset: 0, "moveItem(_:beforeItem:)")
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, to: toIdentifier, offset: 1, "moveItem(_:afterItem:)")
    }

    /// Marks items whose cells are made again when the snapshot is applied (DS4).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        Self.mark(identifiers, in: &reloadedItems, known: sectionOfItem, "reloadItems(_:)")
    }

    /// Marks items whose cells are configured again, in place, when the snapshot is applied (DS4).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        Self.mark(identifiers, in: &reconfiguredItems, known: sectionOfItem, "reconfigureItems(_:)")
    }

    // MARK: Helpers

    private mutating func insertSections(
        _ identifiers: [SectionIdentifierType], at reference: SectionIdentifierType, offset: Int, _ api: String
    ) {
        guard let index = sections.firstIndex(of: reference) else {
            Self.report("\(api): invalid section identifier \(reference) for the reference section")
            return
        }
        let added = newSections(identifiers, api)
        sections.insert(contentsOf: added, at: index + offset)
        items.insert(contentsOf: added.map { _ in [] }, at: index + offset)
    }

    private mutating func moveSection(
        _ identifier: SectionIdentifierType, to reference: SectionIdentifierType, offset: Int, _ api: String
    ) {
        guard let from = sections.firstIndex(of: identifier), sections.contains(reference) else {
            Self.report("\(api): section identifier \(identifier) or \(reference) does not exist in the snapshot")
            return
        }
        guard identifier != reference else { return }
        let moved = items.remove(at: from)
        sections.remove(at: from)
        let to = sections.firstIndex(of: reference)! + offset
        sections.insert(identifier, at: to)
        items.insert(moved, at: to)
    }

    private mutating func insertItems(
        _ identifiers: [ItemIdentifierType], at reference: ItemIdentifierType, offset: Int, _ api: String
    ) {
        guard let path = indexPath(of: reference) else {
            Self.report("\(api): invalid item identifier \(reference) for the reference item")
            return
        }
        let added = newItems(identifiers, into: sections[path.section], api)
        items[path.section].insert(contentsOf: added, at: path.item + offset)
    }

    private mutating func moveItem(
        _ identifier: ItemIdentifierType, to reference: ItemIdentifierType, offset: Int, _ api: String
    ) {
        guard indexPath(of: identifier) != nil, indexPath(of: reference) != nil else {
            Self.report("\(api): item identifier \(identifier) or \(reference) does not exist in the snapshot")
            return
        }
        guard identifier != reference else { return }
        remove(identifier)
        let target = indexPath(of: reference)!
        items[target.section].insert(identifier, at: target.item + offset)
        sectionOfItem[identifier] = sections[target.section]
    }

    private mutating func remove(_ item: ItemIdentifierType) {
        guard let path = indexPath(of: item) else { return }
        items[path.section].remove(at: path.item)
        sectionOfItem[item] = nil
    }

    /// The identifiers not yet in the snapshot, in order; duplicates are reported (DS2).
    private func newSections(_ identifiers: [SectionIdentifierType], _ api: String) -> [SectionIdentifierType] {
        var seen = Set(sections)
        var duplicates: [SectionIdentifierType] = []
        var added: [SectionIdentifierType] = []
        for section in identifiers {
            if seen.insert(section).inserted { added.append(section) } else { duplicates.append(section) }
        }
        if !duplicates.isEmpty {
            Self.report("\(api): section identifiers are not unique; duplicates \(duplicates) were not added")
        }
        return added
    }

    /// The identifiers not yet in the snapshot, recorded as `section`'s; duplicates are reported (DS2).
    private mutating func newItems(
        _ identifiers: [ItemIdentifierType], into section: SectionIdentifierType, _ api: String
    ) -> [ItemIdentifierType] {
        var duplicates: [ItemIdentifierType] = []
        var added: [ItemIdentifierType] = []
        for item in identifiers {
            guard sectionOfItem[item] == nil else {
                duplicates.append(item)
                continue
            }
            sectionOfItem[item] = section
            added.append(item)
        }
        if !duplicates.isEmpty {
            Self.report("\(api): item identifiers are not unique; duplicates \(duplicates) were not added")
        }
        return added
    }

    private static func mark(
        _ identifiers: [ItemIdentifierType], in marks: inout [ItemIdentifierType],
        known: [ItemIdentifierType: SectionIdentifierType], _ api: String
    ) {
        for item in identifiers where !marks.contains(item) {
            guard known[item] != nil else {
                report("\(api): item identifier \(item) does not exist in the snapshot")
                continue
            }
            marks.append(item)
        }
    }

    /// Marks for identifiers no longer in the snapshot are dropped.
    private mutating func forgetMarks() {
        reloadedSections.removeAll { !sections.contains($0) }
        reloadedItems.removeAll { sectionOfItem[$0] == nil }
        reconfiguredItems.removeAll { sectionOfItem[$0] == nil }
    }
}

extension NSDiffableDataSourceSnapshot {
    /// UIKit's exception for a misused snapshot, in the running world's issues (A3, DS2). A snapshot may be
    /// built off the main actor, as on iOS; there no world is running, so the report goes to standard error.
    /// (The main actor's queue, marked by every application, tells: on Linux its jobs may run on another
    /// thread than the main one.)
    static func report(_ message: String) {
        let text = message + " (NSInternalInconsistencyException on iOS; DS2)"
        guard SelectorObservation.isOnMainQueue else {
            FileHandle.standardError.write(Data("ResponderKit: \(text)\n".utf8))
            return
        }
        MainActor.assumeIsolated { Diagnostics.report(text, application: UIApplication.shared) }
    }
}

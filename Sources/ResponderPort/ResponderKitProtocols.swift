/// The members of ResponderKit's delegate and data source protocols that have a default (SPEC PT4): on iOS
/// these are `@objc optional` members, so iOS code calls them as `delegate?.scrollViewDidScroll?(scrollView)`.
/// Here they are requirements with defaults, and the translator rewrites such a call site as it rewrites one
/// on the module's own `@objc` protocols: through `ObjCRuntime.optionalCall`, which asks the object's table
/// whether it implements the member. `ResponderKitProtocolsTests` checks each name against ResponderKit's
/// sources.
enum ResponderKitProtocols {
    static let optionalMembers: [String: [String]] = [
        "UIAdaptivePresentationControllerDelegate": [
            "presentationControllerShouldDismiss(_:)", "presentationControllerDidAttemptToDismiss(_:)",
            "presentationControllerWillDismiss(_:)", "presentationControllerDidDismiss(_:)",
        ],
        "UICollectionViewDataSource": [
            "numberOfSections(in:)", "collectionView(_:viewForSupplementaryElementOfKind:at:)",
        ],
        "UICollectionViewDelegate": [
            "collectionView(_:shouldHighlightItemAt:)", "collectionView(_:didHighlightItemAt:)",
            "collectionView(_:didUnhighlightItemAt:)", "collectionView(_:shouldSelectItemAt:)",
            "collectionView(_:didSelectItemAt:)", "collectionView(_:shouldDeselectItemAt:)",
            "collectionView(_:didDeselectItemAt:)", "collectionView(_:willDisplay:forItemAt:)",
            "collectionView(_:didEndDisplaying:forItemAt:)",
        ],
        "UICollectionViewDelegateFlowLayout": [
            "collectionView(_:layout:sizeForItemAt:)", "collectionView(_:layout:insetForSectionAt:)",
            "collectionView(_:layout:minimumLineSpacingForSectionAt:)",
            "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
            "collectionView(_:layout:referenceSizeForHeaderInSection:)",
            "collectionView(_:layout:referenceSizeForFooterInSection:)",
        ],
        "UIGestureRecognizerDelegate": [
            "gestureRecognizerShouldBegin(_:)", "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)",
            "gestureRecognizer(_:shouldRequireFailureOf:)", "gestureRecognizer(_:shouldBeRequiredToFailBy:)",
            "gestureRecognizer(_:shouldReceive:)",
        ],
        "UINavigationControllerDelegate": [
            "navigationController(_:willShow:animated:)", "navigationController(_:didShow:animated:)",
        ],
        "UIScrollViewDelegate": [
            "scrollViewDidScroll(_:)", "scrollViewWillBeginDragging(_:)",
            "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
            "scrollViewDidEndDragging(_:willDecelerate:)", "scrollViewWillBeginDecelerating(_:)",
            "scrollViewDidEndDecelerating(_:)", "scrollViewDidEndScrollingAnimation(_:)", "viewForZooming(in:)",
            "scrollViewWillBeginZooming(_:with:)", "scrollViewDidZoom(_:)", "scrollViewDidEndZooming(_:with:atScale:)",
            "scrollViewDidChangeAdjustedContentInset(_:)",
        ],
        "UITabBarControllerDelegate": ["tabBarController(_:shouldSelect:)", "tabBarController(_:didSelect:)"],
        "UITabBarDelegate": ["tabBar(_:didSelect:)"],
        "UITableViewDataSource": [
            "numberOfSections(in:)", "tableView(_:canEditRowAt:)", "tableView(_:commit:forRowAt:)",
            "tableView(_:canMoveRowAt:)", "tableView(_:moveRowAt:to:)", "tableView(_:titleForHeaderInSection:)",
            "tableView(_:titleForFooterInSection:)",
        ],
        "UITableViewDelegate": [
            "tableView(_:heightForRowAt:)", "tableView(_:heightForHeaderInSection:)",
            "tableView(_:heightForFooterInSection:)", "tableView(_:shouldHighlightRowAt:)",
            "tableView(_:willSelectRowAt:)", "tableView(_:didSelectRowAt:)", "tableView(_:didDeselectRowAt:)",
            "tableView(_:willDeselectRowAt:)", "tableView(_:willDisplay:forRowAt:)",
            "tableView(_:didEndDisplaying:forRowAt:)", "tableView(_:leadingSwipeActionsConfigurationForRowAt:)",
            "tableView(_:trailingSwipeActionsConfigurationForRowAt:)", "tableView(_:editingStyleForRowAt:)",
            "tableView(_:titleForDeleteConfirmationButtonForRowAt:)", "tableView(_:willBeginEditingRowAt:)",
            "tableView(_:didEndEditingRowAt:)", "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)",
            "tableView(_:shouldIndentWhileEditingRowAt:)", "tableView(_:viewForHeaderInSection:)",
            "tableView(_:viewForFooterInSection:)", "tableView(_:willDisplayHeaderView:forSection:)",
            "tableView(_:willDisplayFooterView:forSection:)", "tableView(_:didEndDisplayingHeaderView:forSection:)",
            "tableView(_:didEndDisplayingFooterView:forSection:)",
        ],
        "UITextFieldDelegate": [
            "textFieldShouldBeginEditing(_:)", "textFieldDidBeginEditing(_:)", "textFieldShouldEndEditing(_:)",
            "textFieldDidEndEditing(_:)", "textFieldDidEndEditing(_:reason:)",
            "textField(_:shouldChangeCharactersIn:replacementString:)", "textFieldDidChangeSelection(_:)",
            "textFieldShouldClear(_:)", "textFieldShouldReturn(_:)",
        ],
        "UITextViewDelegate": [
            "textViewShouldBeginEditing(_:)", "textViewDidBeginEditing(_:)", "textViewShouldEndEditing(_:)",
            "textViewDidEndEditing(_:)", "textView(_:shouldChangeTextIn:replacementText:)", "textViewDidChange(_:)",
            "textViewDidChangeSelection(_:)",
        ],
        "UIViewControllerTransitioningDelegate": [
            "animationController(forPresented:presenting:source:)", "animationController(forDismissed:)",
            "interactionControllerForPresentation(using:)", "interactionControllerForDismissal(using:)",
            "presentationController(forPresented:presenting:source:)",
        ],
    ]

    /// The members as index methods (base name, labels, selector), for call-site rewriting.
    static let methods: [ModuleIndex.Method] = ResponderKitProtocols.optionalMembers.keys.sorted().flatMap { name in
        ResponderKitProtocols.optionalMembers[name]!.map(ResponderKitProtocols.method)
    }

    /// The protocols whose conformers ResponderKit holds in a `delegate` typed `UIScrollViewDelegate` (a
    /// table's, a collection view's, a text view's: Swift cannot narrow an inherited property's type as
    /// Objective-C does); a call of one of their own members casts the receiver to the protocol (PT4).
    static let narrowedProtocols = [
        "UITableViewDelegate", "UICollectionViewDelegate", "UICollectionViewDelegateFlowLayout", "UITextViewDelegate",
    ]

    /// The protocol to cast the receiver to for `method`, when it is a member of a narrowed protocol.
    static func narrowing(_ method: ModuleIndex.Method) -> String? {
        narrowedMembers[Member(baseName: method.baseName, labels: method.labels)]
    }

    private struct Member: Hashable {
        let baseName: String
        let labels: [String?]
    }

    /// Each narrowed protocol's members, parsed once (the first protocol listing a member wins).
    private static let narrowedMembers: [Member: String] = {
        var members: [Member: String] = [:]
        for name in narrowedProtocols.reversed() {
            for member in optionalMembers[name, default: []].map(method) {
                members[Member(baseName: member.baseName, labels: member.labels)] = name
            }
        }
        return members
    }()

    /// `tableView(_:didSelectRowAt:)` → base name `tableView`, labels `[nil, "didSelectRowAt"]`.
    static func method(_ name: String) -> ModuleIndex.Method {
        let open = name.firstIndex(of: "(") ?? name.endIndex
        let labels = name[open...].dropFirst().dropLast().split(separator: ":", omittingEmptySubsequences: true)
            .map { $0 == "_" ? nil : String($0) }
        return ModuleIndex.Method(
            baseName: String(name[..<open]), labels: labels, parameterTypes: nil, returnType: nil, objcName: nil)
    }
}

#!/usr/bin/env python3
"""UIKit coverage of ResponderKit, measured from its real public API (SPEC DA5).

Reads the usage tables in scripts/uikit-usage (a copy of the project's shared data: how many public iOS
repositories use each UIKit type, overridden member and member name) and the symbol graphs of the built modules that `import UIKit` brings
on Linux: ResponderKit and the UIKit, CoreGraphics and QuartzCore shims, plus Foundation,
FoundationEssentials, Dispatch and the Swift standard library, which reach an iOS file through them as
they do on iOS. Symbol graphs come from `swift-symbolgraph-extract` on `.build/debug/Modules` (the build
must exist: `swift build` first), so a name counts only if the public API declares it, never because a
comment or an internal helper spells it.

For each table, the top 500 rows (by repositories, the tables' order) after the exclusions below are
weighted by their repository counts, and the share present is printed:

- types: a type whose dotted name (`UIView.AnimationOptions`) is a public type, typealias or protocol;
- overrides: a member that a subclass can override: an `open` method or property with that name and
  argument labels, or a public initializer with those labels;
- members: a name that some public method, property, enum case or initializer declares.

Usage: scripts/uikit-coverage.py [--build-dir .build/debug] [--usage scripts/uikit-usage] [--missing N]
Prints only; exits 0 even when the tables or the build are missing (CI reports, never fails on it).
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

TOP = 500
OUR_MODULES = ["ResponderKit", "UIKit", "CoreGraphics", "QuartzCore"]
SYSTEM_MODULES = ["Foundation", "FoundationEssentials", "Dispatch", "Swift"]
TYPE_KINDS = {"swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias", "swift.associatedtype"}

# Rows that are not UIKit-family API an iOS file compiles against, each with its reason. They leave the
# denominators (and the top 500 is taken after they are removed).
APPKIT = "AppKit (macOS), not UIKit"
SWIFTUI = "SwiftUI, not UIKit"
OBJC = "Objective-C only: no Swift spelling"
OLD = "Swift 3 spelling, unavailable in today's UIKit (renamed to a nested type)"
NOT_API = "not Apple API: a project's own method, counted because its class inherits from UIKit"
OTHER = "another framework (not UIKit, Core Graphics, Quartz Core or Foundation)"
THIRD_PARTY = "overrides only classes the data could not resolve to Apple's (`?`: a third-party base class)"
EXCLUDED_TYPES = {
    **{name: APPKIT for name in [
        "NSView", "NSColor", "NSFont", "NSImage", "NSViewController", "NSWindow", "NSEvent", "NSApplication",
        "NSScreen", "NSBezierPath", "NSTextField", "NSButton", "NSTableView", "NSScrollView", "NSImageView",
        "NSEdgeInsets", "NSStackView", "NSResponder", "NSGestureRecognizer", "NSClickGestureRecognizer",
        "NSPanGestureRecognizer", "NSTextView", "NSCollectionView", "NSApp", "NSRect", "NSPoint", "NSSize",
        "NSWindowController", "NSTrackingArea", "NSCursor", "NSMenu", "NSMenuItem", "NSGraphicsContext",
        "NSViewRepresentable", "NSAppearance", "NSControl", "NSAnimationContext", "NSWorkspace",
        "NSHostingView", "NSHostingController", "NSFontDescriptor", "NSClipView",
    ]},
    **{name: SWIFTUI for name in [
        "UIHostingController", "UIViewRepresentable", "UIViewControllerRepresentable", "UIHostingConfiguration",
        "UIViewRepresentableContext", "UIViewControllerRepresentableContext",
    ]},
    **{name: OBJC for name in ["NSObjectProtocol", "NSZone", "NSInvocation", "NSMethodSignature"]},
    **{name: OLD for name in [
        "UIApplicationLaunchOptionsKey", "UIViewAnimationOptions", "NSAttributedStringKey", "UIControlEvents",
        "UIControlState", "UIGestureRecognizerState", "UITableViewCellStyle", "UIViewContentMode",
        "UIBarButtonSystemItem", "UIButtonType", "UIFontWeight", "UILayoutConstraintAxis", "UIStackViewAlignment",
        "UIStackViewDistribution", "UIViewAutoresizing", "UITableViewStyle", "UITableViewRowAnimation",
        "UITableViewScrollPosition", "UICollectionViewScrollDirection", "UICollectionViewScrollPosition",
        "UIStatusBarStyle", "UIKeyboardType", "UIReturnKeyType", "UITextAutocapitalizationType",
        "UIModalPresentationStyle", "UIModalTransitionStyle", "UIUserInterfaceIdiom", "UIBlurEffectStyle",
        "UIActivityIndicatorViewStyle", "UIAlertControllerStyle", "UIAlertActionStyle", "UIFontTextStyle",
        "UILayoutPriority", "NSLayoutAttribute", "NSLayoutRelation", "NSLayoutFormatOptions",
        "UIApplicationState", "UIInterfaceOrientationMask", "UIViewAnimationCurve", "UIImageRenderingMode",
        "UITableViewCellSelectionStyle", "UITableViewCellAccessoryType", "UIScrollViewDecelerationRate",
        "UIViewKeyframeAnimationOptions", "UIRectCorner", "UIGestureRecognizerStateBegan",
        "UISwipeGestureRecognizerDirection", "UIKeyboardAppearance", "UITextFieldViewMode",
        "UIViewAnimationTransition", "UIBarStyle", "UIEventSubtype", "UIEventType", "UITouchPhase",
        "UIControlContentHorizontalAlignment", "UIControlContentVerticalAlignment", "UIScrollViewIndicatorStyle",
        "UIDeviceOrientation", "UIInterfaceOrientation", "NSLineBreakMode", "NSTextAlignment",
        "UIContentSizeCategory", "UIAccessibilityTraits", "UIWindowLevel", "UICollectionElementKindSectionHeader",
        "UICollectionElementKindSectionFooter", "UIApplicationOpenURLOptionsKey",
    ] if name not in {"UILayoutPriority", "UIRectCorner", "NSLineBreakMode", "NSTextAlignment",
                      "UIInterfaceOrientation", "UIContentSizeCategory", "UIAccessibilityTraits",
                      "UIModalPresentationStyle", "UIDeviceOrientation", "UIUserInterfaceIdiom"}},
}
EXCLUDED_OVERRIDES = {
    **{name: NOT_API for name in [
        "setup()", "initialize()", "commonInit()", "configure()", "setupUI()", "setupViews()", "setUp()",
        "configureUI()", "setupView()", "bindViewModel()", "setupConstraints()", "setupLayout()", "layout()",
        "update()", "reset()", "configureViews()", "setupSubviews()", "updateUI()", "render()", "reload()",
        "prepareView()", "initView()", "setupUIElements()", "configure(with:)", "didLoad()", "show()", "hide()",
        # Read one by one against Apple's documentation: no Apple class declares these; each is a method or
        # property of a project's (or a library's) own base class that inherits from a UIKit class.
        "update(for:)", "process(fromViews:toViews:)", "clean()", "clean(_:)", "dispose()", "startAnimations()",
        "asset", "registerCells()", "registerCells(_:)", "apply(state:)", "inputBar(_:didPressSendButtonWith:)",
        "inputBar(_:textViewTextDidChangeTo:)", "keyboardWillShow(_:)", "shouldPreloadAllAnimation()", "makeUI()",
        "updateChartData()", "optionTapped(_:)", "applyTheme()", "applyTheme(theme:)", "didSelect()", "layout(in:)",
        "openDemo(from:in:)", "animateViewsForTextDisplay()", "animateViewsForTextEntry()", "apply(theme:)",
        "drawViewsForRect(_:)", "didTouch(gesture:)", "makeContent()", "updateNumberOfPages(_:)",
        "setupConstraintsForSubviews()", "cellCanBecomeFirstResponder()", "cellReuseIdentifier()",
        "configure(with:at:and:)", "deselectAnimation(_:textLabel:defaultTextColor:defaultIconColor:)",
        "displayMode", "handleTapGesture(_:)", "layout(animating:)", "playAnimation(_:textLabel:)",
        "reloadPagerTabStripView()", "renderItem(completion:)", "reuseId()", "selectedState(_:textLabel:)",
        "setPagingItem(_:selected:options:)", "update(forDataSource:)", "updatePath()", "annotationFrame",
        "bind(to:)", "coachMarksController(_:willShow:beforeChanging:at:)", "configureMessageCollectionView()",
        "move(controlPointsBy:)", "refresh()", "startInstructions()", "alertPopup(_:)", "calculateProgress(for:)",
        "cellBecomeFirstResponder(withDirection:)", "cellResignFirstResponder()", "contentViews",
        "dismissView(_:presentingView:animationDuration:completion:)", "makeGestureRecognizer()",
        "onWillPresentView()", "scale(controlPointsBy:)", "setSecondControlPoint(_:)",
        "applyThemeCollection(theme:collection:event:)", "assetDidChange(newAsset:)", "bannerHeight",
        "calcMinMax()", "calculateOffsets()", "canAnimate(view:state:isAppearing:)",
        "cellTopLabelAttributedText(for:at:)", "clearClosureDelegates()", "coachMarksController(_:didEndShowingBySkipping:)",
        "coachMarksController(_:willHide:at:)", "coachMarksController(_:configureOrnamentsOfOverlay:)",
        "coachMarksController(_:didHide:at:)", "coachMarksController(_:didShow:afterChanging:at:)",
        "configureDataSource()", "configureMessageInputBar()", "customAccessoryView", "disabledColor",
        "firstAnimation()", "secondAnimation()", "prepareForFirstAnimation()", "prepareForSecondAnimation()",
        "gestureRecognizerSwiped(_:)", "iconLayer", "imagePickerController(_:hidesCancelButtonForVC:)",
        "imagePickerController(_:didDeselectAssets:)", "imagePickerController(_:didSelectAssets:)",
        "imagePickerController(_:showsCancelButtonForVC:)", "imagePickerControllerCollectionCameraCell()",
        "imagePickerControllerCollectionImageCell()", "imagePickerControllerFooterView(_:)",
        "imagePickerControllerHeaderView(_:)", "layoutForImagePickerController(_:)", "init(cellFactory:)",
        "labelWillBeginScroll()", "layoutBadge(_:in:)", "loadAsset(_:)", "makeBackend()",
        "messageBottomLabelAttributedText(for:at:)", "messageTopLabelAttributedText(for:at:)", "normalColor",
        "selectedColor", "onTap()", "performCustomDismissingAnimation(_:presentingView:)", "populate(for:)",
        "popupDimmingViewAlpha", "popupDismissDuration", "popupHeight", "popupPresentDuration",
        "popupShouldDismissInteractivelty", "popupTopCornerRadius", "prepareLayout(_:vc:)",
        "stateColorsDidUpdate()", "thumbnailImage", "thumbnailImageView", "updateColors()", "theme",
        "canPreviewCurrentItem", "cellContentView(canHandle:)", "cellRegistration(collectionView:indexPath:node:)",
        "cellRegistration(tableView:indexPath:node:)", "cellSizeCalculatorForItem(at:)", "cellText", "centerViews",
        "chartValueSelected(_:entry:highlight:)", "chartYMax", "chartYMin", "closeDecorationViews(_:)",
        "closeLeft()", "closeRight()", "openLeft()", "openRight()", "toggleLeft()", "toggleRight()",
        "composedDisplayBarButtonItems(previous:itemName:itemRemoved:)", "configure(cell:for:)",
        "configure(with:at:in:dataSource:and:)", "configure(with:in:)", "constrainAssetPreview()", "contentColor",
        "selectedContentColor", "cornerRadiusPreset", "createBubbleView()", "createDoneButtonIfNeeded()",
        "customSetup()", "didEndDisplaying()", "willDisplay()", "didUpdateValue(newValue:)", "dismiss()",
        "dismiss(_:)", "displacementTargetSize(forSize:)", "dropDownViewClosed()", "dropDownViewOpened()",
        "durationSize", "editingDidBegin(_:)", "editingDidFinish(_:)", "error()", "fullscreen",
        "getDataSuccessfully(_:)", "height()", "init(node:coder:)", "init(style:colors:)", "initializeView()",
        "isFullScreenModeEnabled", "isInitiallyExpanded()", "isSelectable()", "isTagetViewController()",
        "leftViews", "rightViews", "loadFirstMessages()", "loadMoreMessages()", "longPressAction(_:)",
        "mTouchesBegan(_:with:)", "mTouchesCancelled(_:with:)", "mTouchesEnded(_:with:)", "mTouchesMoved(_:with:)",
        "nsuiTouchesBegan(_:withEvent:)", "nsuiTouchesCancelled(_:withEvent:)", "nsuiTouchesEnded(_:withEvent:)",
        "nsuiTouchesMoved(_:withEvent:)", "maxVisibleCount", "menuOptions", "messageSizeCalculators()",
        "needsToShowPreviewOnLongPress()", "nibName()", "notifyDataSetChanged()", "numberOfPages(in:)",
        "offsetChangeAction(object:change:)", "sizeChangeAction(object:change:)", "openDetailView(for:)",
        "prepareViewForSkeleton()", "subviewsToSkeleton", "presentItem(alongsideAnimation:completion:)",
        "previewVCScroll()", "removeRow(at:)", "rename(_:)", "requiresLocalCopyForPreview", "rightClick()",
        "scrollView", "setData(_:)", "setPullProgress(_:)", "setSelection(forString:)", "stringForSelection()",
        "setupEvents()", "shapePreset", "shouldBeginProgress(for:)", "shouldHandleOverlayTap(in:at:)",
        "spacerViewHeight()", "start()", "stop()", "stopLoading()", "subviews(_:)", "sv(_:)",
        "supplementaryViewNode(forElementKind:collectionView:at:)", "textCell(for:at:in:)",
        "textCellSizeCalculator(for:at:in:)", "track(_:)", "transform(containerFrame:finalFrame:)",
        "updateDoneButtonTitle(_:)", "updateMarqueeLabelsDurations()", "validate(_:)", "willDisplayLabel(label:)",
        "resume(at:isReversed:)", "seek(to:)", "update(handler:)", "_collectionView(_:cellForItemAt:)",
        "_collectionView(_:numberOfItemsInSection:)", "_tableView(_:cellForRowAt:)",
        "_tableView(_:numberOfRowsInSection:)", "action(sender:)", "addGradientMask()",
        "animateImageFrame(convertTo:)", "animationDuration(_:type:)",
        "applyThemeCollectionToCellContents(theme:collection:)", "baseRow",
    ]},
    **{name: OLD for name in [
        # Swift 2 spellings of UIKit methods (the first argument label written out), unavailable today.
        "drawRect(rect:)", "numberOfSectionsInTableView(tableView:)", "viewDidAppear(animated:)",
        "tableView(tableView:cellForRowAtIndexPath:)", "tableView(tableView:didSelectRowAtIndexPath:)",
        "tableView(tableView:heightForFooterInSection:)", "tableView(tableView:heightForRowAtIndexPath:)",
        "tableView(tableView:numberOfRowsInSection:)",
    ]},
    **{name: OTHER for name in ["init(annotation:reuseIdentifier:)"]},  # MapKit's MKAnnotationView
    **{name: APPKIT for name in ["mouseDown(with:)", "mouseUp(with:)", "mouseDragged(with:)", "viewDidMoveToWindow()",
                                 "isFlipped", "updateLayer()", "wantsUpdateLayer", "makeBackingLayer()",
                                 # NSResponder's event methods and NSAccessibility's method forms
                                 "touchesBegan(with:)", "touchesMoved(with:)", "touchesEnded(with:)",
                                 "touchesCancelled(with:)", "makeTouchBar()", "accessibilityChildren()",
                                 "accessibilityLabel()", "accessibilityRows()", "backingScaleFactor"]},
    **{name: SWIFTUI for name in ["body", "makeUIView(context:)", "updateUIView(_:context:)", "init(rootView:)"]},
}
EXCLUDED_MEMBERS = {
    **{name: OBJC for name in ["alloc", "respondsToSelector", "performSelector"]},
    **{name: NOT_API for name in ["configure", "setup", "status", "icon", "completion", "layout", "viewModel"]},
}


def read_table(path, key_column):
    """(name, repos, bases) rows; bases is the overrides table's `base_classes_seen`, else empty."""
    rows = []
    with open(path, encoding="utf-8") as table:
        header = table.readline().rstrip("\n").split("\t")
        key, repos = header.index(key_column), header.index("repos")
        bases = header.index("base_classes_seen") if "base_classes_seen" in header else None
        for line in table:
            fields = line.rstrip("\n").split("\t")
            if len(fields) > max(key, repos):
                rows.append((fields[key], int(fields[repos]), fields[bases] if bases is not None else ""))
    return rows


def extract(module, include_dir, output_dir):
    """Runs swift-symbolgraph-extract; returns the symbols of the module and of its extension graphs."""
    command = [
        "swift-symbolgraph-extract", "-module-name", module, "-target", "x86_64-unknown-linux-gnu",
        "-output-dir", output_dir, "-minimum-access-level", "public",
    ]
    if include_dir:
        command += ["-I", include_dir]
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        print(f"uikit-coverage: no symbol graph for {module}: {result.stderr.strip()[:200]}", file=sys.stderr)
        return []
    symbols = []
    for name in os.listdir(output_dir):
        if name == f"{module}.symbols.json" or name.startswith(f"{module}@"):
            with open(os.path.join(output_dir, name), encoding="utf-8") as graph:
                loaded = json.load(graph)
            # A protocol requirement is marked by its relationship; carry the mark on the symbol.
            requirements = {
                relation["source"]: relation["target"] for relation in loaded.get("relationships", [])
                if relation["kind"] in ("requirementOf", "optionalRequirementOf")
            }
            conformances = {}
            for relation in loaded.get("relationships", []):
                if relation["kind"] == "conformsTo":
                    conformances.setdefault(relation["source"], set()).add(relation["target"])
            for symbol in loaded["symbols"]:
                precise = symbol["identifier"]["precise"]
                symbol["requirementOf"] = requirements.get(precise)
                symbol["conformsTo"] = conformances.get(precise, set())
            symbols += loaded["symbols"]
    return symbols


def base_name(title):
    return title.split("(", 1)[0]


def index(symbols):
    """Type names, member names, overridable titles, and for each protocol requirement's title the protocols
    declaring it, with each class's adopted protocols (by precise identifier)."""
    types, members, overridable, requirements, adopted = set(), set(), set(), {}, {}
    for symbol in symbols:
        kind, path = symbol["kind"]["identifier"], symbol["pathComponents"]
        title = path[-1]
        if kind in TYPE_KINDS:
            types.add(".".join(path))
            if symbol.get("conformsTo"):
                adopted.setdefault(".".join(path), set()).update(symbol["conformsTo"])
            continue
        members.add(base_name(title))
        if symbol.get("accessLevel") == "open" or (kind == "swift.init" and len(path) > 1):
            overridable.add(title)
        if symbol.get("requirementOf"):
            requirements.setdefault(title, set()).add(symbol["requirementOf"])
    return types, members, overridable, (requirements, adopted)


def override_present(name, bases, overridable, protocols):
    """An override compiles here when a class declares the member `open`. A delegate or data-source requirement
    that a project's own base class implements (a view controller adopting `UISearchBarDelegate`, a cell
    adopting `UIPickerViewDataSource`) is overridden from that project class, so it needs only the protocol's
    requirement — unless one of the Apple bases seen adopts that protocol itself (as `UITableViewController`
    adopts the table's protocols), where UIKit's class declares the member and ours must too."""
    if name in overridable:
        return True
    requirements, adopted = protocols
    owners = requirements.get(name)
    if not owners:
        return False
    apple_bases = [base.split(":")[0] for base in bases.split(";") if not base.startswith("?:")]
    return not any(adopted.get(base, set()) & owners for base in apple_bases)


def third_party_only(bases):
    """True when every class the row's overrides inherit from was unresolved (`?`): a third-party base."""
    return all(base.startswith("?:") for base in bases.split(";"))


def coverage(rows, present, exclusion):
    """The weighted share present among the top rows left after the exclusions, the missing rows, and how
    many rows were excluded on the way to the top."""
    kept, excluded = [], 0
    for name, repos, bases in rows:
        if len(kept) == TOP:
            break
        if exclusion(name, bases):
            excluded += 1
        else:
            kept.append((name, repos, bases))
    total = sum(repos for _, repos, _ in kept)
    have = sum(repos for name, repos, bases in kept if present(name, bases))
    missing = [(name, repos) for name, repos, bases in kept if not present(name, bases)]
    return (100.0 * have / total if total else 0.0), missing, excluded


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser.add_argument("--build-dir", default=os.path.join(root, ".build", "debug"))
    parser.add_argument("--usage", default=os.path.join(root, "scripts", "uikit-usage"))
    parser.add_argument("--missing", type=int, default=0, help="list the N most used missing rows per table")
    arguments = parser.parse_args()
    modules_dir = os.path.join(arguments.build_dir, "Modules")
    if not os.path.isdir(arguments.usage) or not os.path.isdir(modules_dir):
        print(f"uikit-coverage: skipped (no {arguments.usage} or no build at {modules_dir})")
        return 0
    ours, system = [], []
    for module in OUR_MODULES + SYSTEM_MODULES:
        with tempfile.TemporaryDirectory() as output_dir:
            found = extract(module, modules_dir if module in OUR_MODULES else None, output_dir)
            (ours if module in OUR_MODULES else system).extend(found)
    our_types, our_members, our_overridable, our_protocols = index(ours)
    system_types, system_members, _, _ = index(system)
    types = our_types | system_types
    members = our_members | system_members

    def type_present(name, _bases):
        return name in types or name.split(".")[-1] in our_types and name.split(".")[0] in types

    def override_exclusion(name, bases):
        return EXCLUDED_OVERRIDES.get(name) or (THIRD_PARTY if third_party_only(bases) else None)

    tables = [
        ("types", read_table(os.path.join(arguments.usage, "types.tsv"), "name"), type_present,
         lambda name, _: EXCLUDED_TYPES.get(name)),
        ("overrides", read_table(os.path.join(arguments.usage, "overrides.tsv"), "member"),
         lambda name, bases: override_present(name, bases, our_overridable, our_protocols), override_exclusion),
        ("members", read_table(os.path.join(arguments.usage, "members.tsv"), "name"),
         lambda name, _: name in members, lambda name, _: EXCLUDED_MEMBERS.get(name)),
    ]
    for name, rows, present, exclusion in tables:
        percent, missing, excluded = coverage(rows, present, exclusion)
        print(f"UIKit coverage, {name}: {percent:.1f} % of the top {TOP} (weighted by repositories; "
              f"{len(missing)} missing, {excluded} excluded)")
        if arguments.missing:
            print("  missing: " + ", ".join(f"{row[0]} ({row[1]})" for row in missing[:arguments.missing]))
    return 0


if __name__ == "__main__":
    sys.exit(main())

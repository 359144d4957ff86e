#!/usr/bin/env python3
"""UIKit coverage of ResponderKit, measured from its real public API (SPEC DA5).

Reads the usage tables in ../shared/uikit-usage (how many public iOS repositories use each UIKit type,
overridden member and member name) and the symbol graphs of the built modules that `import UIKit` brings
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

Usage: scripts/uikit-coverage.py [--build-dir .build/debug] [--usage ../shared/uikit-usage] [--missing N]
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
    ]},
    **{name: APPKIT for name in ["mouseDown(with:)", "mouseUp(with:)", "mouseDragged(with:)", "viewDidMoveToWindow()",
                                 "isFlipped", "updateLayer()", "wantsUpdateLayer", "makeBackingLayer()"]},
    **{name: SWIFTUI for name in ["body", "makeUIView(context:)", "updateUIView(_:context:)"]},
}
EXCLUDED_MEMBERS = {
    **{name: OBJC for name in ["alloc", "respondsToSelector", "performSelector"]},
    **{name: NOT_API for name in ["configure", "setup", "status", "icon", "completion", "layout", "viewModel"]},
}


def read_table(path, key_column):
    rows = []
    with open(path, encoding="utf-8") as table:
        header = table.readline().rstrip("\n").split("\t")
        key, repos = header.index(key_column), header.index("repos")
        for line in table:
            fields = line.rstrip("\n").split("\t")
            if len(fields) > max(key, repos):
                rows.append((fields[key], int(fields[repos])))
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
                symbols += json.load(graph)["symbols"]
    return symbols


def base_name(title):
    return title.split("(", 1)[0]


def index(symbols):
    types, members, overridable = set(), set(), set()
    for symbol in symbols:
        kind, path = symbol["kind"]["identifier"], symbol["pathComponents"]
        title = path[-1]
        if kind in TYPE_KINDS:
            types.add(".".join(path))
            continue
        members.add(base_name(title))
        if symbol.get("accessLevel") == "open" or (kind == "swift.init" and len(path) > 1):
            overridable.add(title)
    return types, members, overridable


def coverage(rows, present, excluded):
    kept = [(name, repos) for name, repos in rows if name not in excluded][:TOP]
    total = sum(repos for _, repos in kept)
    have = sum(repos for name, repos in kept if present(name))
    missing = [(name, repos) for name, repos in kept if not present(name)]
    return (100.0 * have / total if total else 0.0), missing


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser.add_argument("--build-dir", default=os.path.join(root, ".build", "debug"))
    parser.add_argument("--usage", default=os.path.join(root, "..", "shared", "uikit-usage"))
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
    our_types, our_members, our_overridable = index(ours)
    system_types, system_members, _ = index(system)
    types = our_types | system_types
    members = our_members | system_members

    def type_present(name):
        return name in types or name.split(".")[-1] in our_types and name.split(".")[0] in types

    tables = [
        ("types", read_table(os.path.join(arguments.usage, "types.tsv"), "name"), type_present, EXCLUDED_TYPES),
        ("overrides", read_table(os.path.join(arguments.usage, "overrides.tsv"), "member"),
         lambda name: name in our_overridable, EXCLUDED_OVERRIDES),
        ("members", read_table(os.path.join(arguments.usage, "members.tsv"), "name"),
         lambda name: name in members, EXCLUDED_MEMBERS),
    ]
    for name, rows, present, excluded in tables:
        percent, missing = coverage(rows, present, excluded)
        print(f"UIKit coverage, {name}: {percent:.1f} % of the top {TOP} (weighted by repositories; "
              f"{len(missing)} missing, {sum(1 for row in rows[:TOP + len(excluded)] if row[0] in excluded)} excluded)")
        if arguments.missing:
            print("  missing: " + ", ".join(f"{row[0]} ({row[1]})" for row in missing[:arguments.missing]))
    return 0


if __name__ == "__main__":
    sys.exit(main())

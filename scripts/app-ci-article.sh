#!/usr/bin/env bash
# The article "Porting an app" (Sources/ResponderKit/ResponderKit.docc/PortingAnApp.md), followed literally
# (SPEC PT10): a throwaway repository laid out like an Xcode app (an .xcodeproj with a project file, the
# app's iOS-style sources in MyApp/ and a storyboard), the article's shell steps, its Package.swift, its
# own file, its test and its workflow copied out of its code blocks (so the article cannot drift), the
# ResponderKit dependency pointed at this checkout, and the workflow's command run to a pass.
# The repository lives under .build/ (nothing extra for CI to cache); its LinuxTests/.build is kept
# between runs, so only the first run builds ResponderKit and swift-syntax.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
article="$root"/Sources/ResponderKit/ResponderKit.docc/PortingAnApp.md
repo="$root/.build/app-ci-article/MyApp"
start=$(date +%s)

# The block after `<!-- app-ci: NAME -->` (the fence may follow another comment line).
block() {
    awk -v name="$1" '
        $0 == "<!-- app-ci: " name " -->" { want = 1; next }
        want && /^```/ && !inside { inside = 1; next }
        inside && /^```$/ { exit }
        inside { print }
    ' "$article"
}

echo "-- a repository laid out like an Xcode app: $repo"
mkdir -p "$repo"
find "$repo" -mindepth 1 -maxdepth 1 ! -name LinuxTests -exec rm -rf {} +
if [ -d "$repo/LinuxTests" ]; then
    find "$repo/LinuxTests" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
fi
mkdir -p "$repo/MyApp.xcodeproj" "$repo/MyApp/Base.lproj"
cat > "$repo/MyApp.xcodeproj/project.pbxproj" <<'EOF'
// !$*UTF8*$!
{
	archiveVersion = 1;
	classes = {
	};
	objectVersion = 56;
	objects = {
		1A0000000000000000000001 /* Debug */ = {
			isa = XCBuildConfiguration;
			buildSettings = {
				INFOPLIST_KEY_UIMainStoryboardFile = Main;
				PRODUCT_BUNDLE_IDENTIFIER = com.example.MyApp;
				SDKROOT = iphoneos;
				SWIFT_VERSION = 5.0;
			};
			name = Debug;
		};
	};
	rootObject = 1A0000000000000000000002 /* Project object */;
}
EOF
cat > "$repo/MyApp/AppDelegate.swift" <<'EOF'
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        return true
    }
}
EOF
cat > "$repo/MyApp/CounterViewController.swift" <<'EOF'
import UIKit

class CounterViewController: UIViewController {
    @IBOutlet var countLabel: UILabel!
    @IBOutlet var plusButton: UIButton!

    private var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        plusButton.addTarget(self, action: #selector(increment(_:)), for: .touchUpInside)
        render()
    }

    @objc func increment(_ sender: UIButton) {
        count += 1
        render()
    }

    @IBAction func reset(_ sender: Any) {
        count = 0
        render()
    }

    private func render() {
        countLabel.text = "\(count)"
    }
}
EOF
cat > "$repo/MyApp/Base.lproj/Main.storyboard" <<'EOF'
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="cVC-00-001">
    <scenes>
        <scene sceneID="scn-00-001">
            <objects>
                <viewController id="cVC-00-001" customClass="CounterViewController" customModule="MyApp" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="vw0-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <label opaque="NO" text="0" id="lbl-00-001">
                                <rect key="frame" x="20" y="40" width="200" height="30"/>
                            </label>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="btn-00-001">
                                <rect key="frame" x="20" y="100" width="120" height="44"/>
                                <state key="normal" title="+"/>
                            </button>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="countLabel" destination="lbl-00-001" id="out-00-001"/>
                        <outlet property="plusButton" destination="btn-00-001" id="out-00-002"/>
                    </connections>
                </viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="fr0-00-001" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
    </scenes>
</document>
EOF

echo "-- the article's steps"
cd "$repo"
steps=$(block shell)
[ -n "$steps" ] || { echo "$article: no app-ci shell block" >&2; exit 1; }
echo "$steps"
eval "$steps"
for file in LinuxTests/Package.swift LinuxTests/Sources/MyAppPorted/MyAppPorted.swift \
    LinuxTests/Tests/MyAppTests/CounterTests.swift .github/workflows/linux-tests.yml; do
    mkdir -p "$(dirname "$file")"
    block "$file" > "$file"
    [ -s "$file" ] || { echo "$article: no app-ci block for $file" >&2; exit 1; }
done
# This checkout instead of the released package: the one line of the manifest that names where it is.
url='.package(url: "https://github.com/your-org/ResponderKit.git", from: "1.0.0")'
grep -qF "$url" LinuxTests/Package.swift || { echo "the article's manifest lost its dependency line" >&2; exit 1; }
sed -i "s|$(printf '%s' "$url" | sed 's/[.[\*^$/]/\\&/g')|.package(name: \"ResponderKit\", path: \"$root\")|" \
    LinuxTests/Package.swift
# On a Mac the manifest declares no target (the shims are Linux-only, SPEC A2): evaluated with its Linux
# branch turned off, as a Mac evaluates it, it still loads and has no target.
grep -qx '#if !canImport(Darwin)' LinuxTests/Package.swift || { echo "the manifest lost its Linux-only branch" >&2; exit 1; }
mkdir -p "$repo/../on-a-mac"
sed 's/^#if !canImport(Darwin)$/#if false/' LinuxTests/Package.swift > "$repo/../on-a-mac/Package.swift"
targets=$(swift package dump-package --package-path "$repo/../on-a-mac" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["targets"]))')
[ "$targets" = 0 ] || { echo "the manifest declares $targets targets outside its Linux branch" >&2; exit 1; }
# ResponderKit's products on Linux include the one the manifest names, `UIKit`, which carries every iOS
# module shim (SPEC A2), and the plugin.
swift package dump-package --package-path "$root" | python3 -c '
import json, sys
products = {p["name"]: p["targets"] for p in json.load(sys.stdin)["products"]}
missing = {"UIKit", "ResponderPortPlugin"} - set(products)
missing |= {"UIKit", "CoreGraphics", "QuartzCore"} - set(products.get("UIKit", []))
sys.exit(f"products or UIKit shims missing on Linux: {sorted(missing)}" if missing else 0)'
git init -q . && git add -A && git -c user.name=ci -c user.email=ci@example.com commit -qm "Linux tests" --no-gpg-sign
# The link must be stored as a link, or a clone on CI has no app folder.
git ls-files -s LinuxTests/Sources/MyAppPorted/App | grep -q '^120000 ' \
    || { echo "LinuxTests/Sources/MyAppPorted/App is not committed as a link" >&2; exit 1; }

echo "-- the workflow: the official Swift image, 6.1 or newer, and its command"
workflow=.github/workflows/linux-tests.yml
image=$(sed -n 's/^ *container: *//p' "$workflow")
case "$image" in
    swift:6.[1-9]* | swift:6.[1-9][0-9]* | swift:[7-9]*) echo "container: $image" ;;
    *) echo "$workflow: container '$image' is not the official swift:6.1+ image" >&2; exit 1 ;;
esac
directory=$(sed -n 's/^ *working-directory: *//p' "$workflow")
command=$(sed -n 's/^ *run: *//p' "$workflow")
[ -n "$directory" ] && [ -n "$command" ] || { echo "$workflow: no working-directory or run" >&2; exit 1; }
echo "(cd $directory && $command)"
log=/tmp/responderkit-app-ci-article.log
(cd "$directory" && eval "$command") > "$log" 2>&1 || { tail -40 "$log" >&2; exit 1; }
tail -2 "$log"
grep -qE "Test run with 2 tests .*passed" "$log" || { echo "expected the article's 2 tests to pass" >&2; exit 1; }
if grep -E "MyApp(Ported)?/[^:]+:[0-9]+:[0-9]+: warning:|App/[^:]+:[0-9]+:[0-9]+: warning:" "$log"; then
    echo "the translated app files were diagnosed" >&2
    exit 1
fi
echo "-- responder doctor on the article's package: no finding (SPEC PT11)"
swift build --package-path "$root" --product responder 2>&1 | tail -1
if [ ! -x "$root/.build/debug/responder-port" ]; then
    swift build --package-path "$root" --product responder-port 2>&1 | tail -1
fi
"$root/.build/debug/responder" doctor LinuxTests
echo "app-ci-article: $(($(date +%s) - start)) s"

#!/usr/bin/env bash
# SPEC PT10: only changed files are translated again on an incremental build. Builds the porting corpus
# (Tests/Packages/PortingCorpus, through ResponderPortPlugin) in its scratch directory, then reads SwiftPM's
# log of three more builds: nothing changed (nothing translated), one file touched (the index command runs
# and writes nothing new; that file alone is translated), one method body edited (that file alone). Fails
# when any other file is translated again.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="$PWD/.build/corpus"
package=Tests/Packages/PortingCorpus
file=$package/Sources/PortingCorpus/App/Controls/ToggleChip.swift
build() { swift build --package-path "$package" --scratch-path "$scratch" --target PortingCorpus 2>&1; }
translated() { { grep -oE 'Translating [^ ]+' || true; } | sed 's/Translating //' | sort | tr '\n' ' '; }
build >/dev/null
status=0
check() { # name, log, expected translations
    local got
    got=$(translated <"$2")
    echo "$1: translated [${got% }] index: $(grep -c 'Indexing' "$2" || true)"
    if [ "${got% }" != "$3" ]; then
        echo "  expected [$3]" >&2
        status=1
    fi
}
log=$(mktemp)
trap 'rm -f "$log"; git checkout -q -- "$file" 2>/dev/null || true' EXIT
build >"$log"
check "no change" "$log" ""
touch "$file"
build >"$log"
check "touch ToggleChip.swift" "$log" "ToggleChip.swift"
sed -i 's/^    @objc private func toggle() {$/&\n        _ = 0/' "$file"
grep -q '^        _ = 0$' "$file" || { echo "the edit did not apply" >&2; exit 1; }
build >"$log"
check "edit a body in ToggleChip.swift" "$log" "ToggleChip.swift"
git checkout -q -- "$file"
build >/dev/null
exit $status

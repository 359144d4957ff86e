#!/usr/bin/env bash
# SPEC PT: translating 10,000 lines of iOS Swift takes at most 1 s in a release build.
# Builds `responder-port` in release, writes a 10,000-line module from the corpus's files (each copy's types
# renamed, so the index has 10,000 lines' worth of declarations), and times, in one run, the translation
# (index + every file, as `responder port DIR -o OUT` does) against `swiftc -parse` of the same files, the
# compiler's own first step: the ratio is what to compare across machines. `--toolchain-syntax` builds the
# translator against the toolchain's release swift-syntax instead of the package's (minutes, not an hour).
set -euo pipefail
cd "$(dirname "$0")/.."
lines=${LINES_TARGET:-10000}
runs=${RUNS:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ "${1:-}" = "--toolchain-syntax" ]; then
    # The release build of swift-syntax takes an hour of wall time on a loaded 2-core machine; the toolchain
    # ships its own release build (library evolution on, so if anything slower than the package's). Compile
    # the translator with `swiftc -O` against it, and a driver doing what `responder-port DIR -o OUT` does.
    host="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift/host"
    swiftc -O -wmo -parse-as-library -module-name ResponderPort -emit-module \
        -emit-module-path "$work/ResponderPort.swiftmodule" -emit-library -o "$work/libResponderPort.so" \
        -I "$host" -L "$host" -lSwiftSyntax -lSwiftParser Sources/ResponderPort/*.swift 2>/dev/null
    swiftc -O -I "$work" -L "$work" -lResponderPort -I "$host" -L "$host" -lSwiftSyntax -lSwiftParser \
        -Xlinker -rpath -Xlinker "$work" -Xlinker -rpath -Xlinker "$host" scripts/port-bench-driver.swift \
        -o "$work/responder-port"
    tool="$work/responder-port"
else
    swift build -c release --product responder-port >/dev/null
    tool=.build/release/responder-port
fi
mkdir -p "$work/in"
# The names the corpus declares, renamed in each copy (with their uses), so that classes do not collide.
names=$(grep -rhoE '\b(class|protocol|struct|enum) [A-Z][A-Za-z0-9]*' Tests/Packages/PortingCorpus/Sources/PortingCorpus/App | awk '{print $2}' | sort -u)
total=0
copy=0
while [ "$total" -lt "$lines" ]; do
    script=$(for name in $names; do printf 's/\\b%s\\b/%sC%s/g;' "$name" "$name" "$copy"; done)
    for file in $(find Tests/Packages/PortingCorpus/Sources/PortingCorpus/App -name '*.swift' | sort); do
        name=$(basename "$file" .swift)
        sed -E "$script" "$file" >"$work/in/${name}_${copy}.swift"
        total=$((total + $(wc -l <"$file")))
        [ "$total" -ge "$lines" ] && break
    done
    copy=$((copy + 1))
done
files=$(ls "$work/in" | wc -l)
# CPU seconds (user + system) as well as wall seconds: the machine may be shared, and the wall clock then
# measures the other processes too.
measure() {
    for _ in $(seq "$runs"); do
        /usr/bin/time -f "%e %U %S" -o "$work/time" "$@" >/dev/null 2>&1 || true
        awk '{ printf "%.3f %.3f\n", $1, $2 + $3 }' "$work/time"
    done | sort -n -k2 | head -1
}
read -r translate_wall translate <<<"$(measure "$tool" "$work/in" -o "$work/out")"
read -r parse_wall parse <<<"$(measure swiftc -parse "$work"/in/*.swift)"
ratio=$(echo "scale=2; $translate / $parse" | bc)
echo "port.translate10k lines=$total files=$files translate=${translate}s cpu (${translate_wall}s wall)" \
    "swiftc-parse=${parse}s cpu (${parse_wall}s wall) ratio=${ratio}"
if [ "$(echo "$translate > 1" | bc)" = 1 ]; then
    echo "port.translate10k: over the 1 s budget (SPEC PT)" >&2
    exit 1
fi

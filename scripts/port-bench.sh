#!/usr/bin/env bash
# SPEC PT: translating 10,000 lines of iOS Swift takes at most 1 s in a release build.
# Builds `responder-port` in release, writes a 10,000-line module from the corpus's files (each copy's types
# renamed, so the index has 10,000 lines' worth of declarations), and times, in one run, the translation
# (index + every file, as `responder port DIR -o OUT` does) against `swiftc -parse` of the same files, the
# compiler's own first step: the ratio is what to compare across machines.
set -euo pipefail
cd "$(dirname "$0")/.."
lines=${LINES_TARGET:-10000}
runs=${RUNS:-5}
swift build -c release --product responder-port >/dev/null
tool=.build/release/responder-port
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/in"
total=0
copy=0
while [ "$total" -lt "$lines" ]; do
    for file in $(find Tests/PortingCorpus/App -name '*.swift' | sort); do
        name=$(basename "$file" .swift)
        # Each copy's declarations get a suffix, so classes do not collide in the index.
        sed -E "s/\b(class|protocol|struct|enum) ([A-Z][A-Za-z0-9]*)/\1 \2C${copy}/" "$file" >"$work/in/${name}_${copy}.swift"
        total=$((total + $(wc -l <"$file")))
        [ "$total" -ge "$lines" ] && break
    done
    copy=$((copy + 1))
done
files=$(ls "$work/in" | wc -l)
best() { sort -n | head -1; }
translate=$(for _ in $(seq "$runs"); do
    start=$(date +%s.%N); "$tool" "$work/in" -o "$work/out" >/dev/null 2>&1 || true; end=$(date +%s.%N)
    echo "$end - $start" | bc
done | best)
parse=$(for _ in $(seq "$runs"); do
    start=$(date +%s.%N); swiftc -parse "$work"/in/*.swift >/dev/null 2>&1 || true; end=$(date +%s.%N)
    echo "$end - $start" | bc
done | best)
ratio=$(echo "scale=2; $translate / $parse" | bc)
echo "port.translate10k lines=$total files=$files translate=${translate}s swiftc-parse=${parse}s ratio=${ratio}"
if [ "$(echo "$translate > 1" | bc)" = 1 ]; then
    echo "port.translate10k: over the 1 s budget (SPEC PT)" >&2
    exit 1
fi

#!/usr/bin/env bash
# The adversarial corpus (ResponderKit.docc/Reliability.md): runs every case of adversarial/MANIFEST
# with the release CLI under /usr/bin/time and asserts,
# per case: the exit status (never a signal), wall time <= 10 s, peak RSS <= 1 GB, the size of standard
# output, and no raw control bytes (other than line feed and tab) in standard output or error.
# Also makes the cases too big to commit (8 MiB files) and the stored traces `check` compares with.
# Usage: scripts/adversarial.sh [path/to/responder]   (default: builds and uses .build/release/responder)
set -uo pipefail
cd "$(dirname "$0")/.."

bin="${1:-}"
if [[ -z "$bin" ]]; then
    swift build -c release --product responder 2>&1 | tail -1
    bin="$(swift build -c release --show-bin-path)/responder"
fi
[[ -x "$bin" ]] || { echo "no responder binary at $bin" >&2; exit 2; }
[[ -x /usr/bin/time ]] || { echo "/usr/bin/time is needed" >&2; exit 2; }

work="$(mktemp -d /tmp/responder-adversarial.XXXXXX)"
trap 'rm -rf "$work"' EXIT
max_seconds=10
max_kb=$((1024 * 1024))

# Made here, not committed: a file just past the 8 MiB limit, and a valid one just under it.
python3 - "$work" <<'PY'
import sys
work = sys.argv[1]
body = "views: [{id: A, frame: [0, 0, 100, 100]}]\ntimeline: [{tap: [5, 5]}]\n"
pad = "# " + "x" * 1021 + "\n"
with open(f"{work}/big-past-8mib.yaml", "w") as f:
    f.write(body + pad * (8 * 1024 + 1))
with open(f"{work}/big-under-8mib.yaml", "w") as f:
    f.write(body + pad * (8 * 1024 - 1))
with open(f"{work}/big-one-line.yaml", "w") as f:
    f.write("name: " + "y" * (8 * 1024 * 1024 - 100) + "\n" + body)
PY
extra=(
    "big-past-8mib.yaml|2|100000|run $work/big-past-8mib.yaml"
    "big-under-8mib.yaml|0|100000|run $work/big-under-8mib.yaml"
    "big-one-line.yaml|0|100000|run $work/big-one-line.yaml"
)
# Stored traces for `check`: the right run with CRLF line ends, and a wholly different one.
"$bin" run adversarial/cases/check-crlf.yaml | sed 's/$/\r/' > "$work/check-crlf.trace"
for i in $(seq 1 5000); do echo "nothing like it $i"; done > "$work/check-different.trace"

failures=0
count=0
check_case() {
    local name="$1" want="$2" max_bytes="$3" args="$4"
    local file="adversarial/cases/$name"
    args="${args//\{\}/$file}"
    args="${args//\{out\}/$work/out.svg}"
    args="${args//\{work\}/$work}"
    count=$((count + 1))
    local redirect="$work/stdout"
    if [[ "$args" == *">/dev/full" ]]; then redirect=/dev/full; args="${args% >/dev/full}"; fi
    # shellcheck disable=SC2086
    /usr/bin/time -f "%e %M" -o "$work/time" "$bin" $args > "$redirect" 2> "$work/stderr"
    local status=$?
    [[ "$redirect" == /dev/full ]] && : > "$work/stdout"
    read -r seconds kb < <(tail -1 "$work/time")
    local bytes
    bytes=$(stat -c %s "$work/stdout")
    local problems=()
    ((status == want)) || problems+=("exit $status, expected $want")
    ((status < 128)) || problems+=("killed by signal $((status - 128))")
    awk -v s="$seconds" -v m="$max_seconds" 'BEGIN { exit !(s <= m) }' || problems+=("wall ${seconds}s > ${max_seconds}s")
    ((kb <= max_kb)) || problems+=("peak RSS ${kb} KB > ${max_kb} KB")
    ((bytes <= max_bytes)) || problems+=("stdout ${bytes} B > ${max_bytes} B")
    if LC_ALL=C grep -q -P '[\x00-\x08\x0B-\x1F\x7F]' "$work/stdout" "$work/stderr"; then
        problems+=("raw control bytes in the output")
    fi
    if ((${#problems[@]})); then
        failures=$((failures + 1))
        printf 'FAIL %-40s %s\n' "$name" "$(IFS=';'; echo "${problems[*]}")"
        head -c 400 "$work/stderr" | sed 's/^/     /'
    else
        printf 'ok   %-40s exit %d  %6.2f s  %7d KB  %9d B\n' "$name" "$status" "$seconds" "$kb" "$bytes"
    fi
}

while IFS='|' read -r name want max_bytes args; do
    [[ -z "$name" || "$name" == \#* ]] && continue
    check_case "$name" "$want" "$max_bytes" "$args"
done < adversarial/MANIFEST
for line in "${extra[@]}"; do
    IFS='|' read -r name want max_bytes args <<< "$line"
    name="$name" ; check_case "$name" "$want" "$max_bytes" "$args"
done

echo "adversarial corpus: $count cases, $failures failed"
((failures == 0))

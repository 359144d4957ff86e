#!/usr/bin/env bash
# Builds and runs one libFuzzer target (ResponderKit.docc/Reliability.md, "Fuzzing").
#
#   scripts/fuzz.sh TARGET SECONDS [extra libFuzzer flags...]
#   scripts/fuzz.sh TARGET build          # build only
#   scripts/fuzz.sh TARGET replay FILE... # run the harness once on each FILE (reproduce a crash)
#   FUZZ_PRINT=1 scripts/fuzz.sh scenario replay FILE...  # ... and print what each gave (compare refactorings)
#   scripts/fuzz.sh events traces OUT FILE|DIR...  # write each input's trace to OUT/<hash>.trace, to
#                                         # compare two builds of the engine input by input (BENCHMARKS.md)
#
# TARGET is `scenario` (Fuzz/ScenarioFuzzer.swift: the scenario reader, YAML and JSON, validation,
# building the world and running it; inputs starting with 0xFF are built from the schema by
# Fuzz/SchemaGenerator.swift) or `events` (Fuzz/Events/: random view trees, recognizers,
# controls and scroll views under random multi-finger input and mutations from inside callbacks) or
# `library` (Fuzz/Library/: calls to ResponderKit's public API with extreme values).
#
# How it builds: the fuzz targets are not SwiftPM targets (SwiftPM would try to build them without
# libFuzzer's main). Each module is compiled here with `swiftc` into a static library, instrumented with
# `-sanitize=fuzzer,address` (coverage + AddressSanitizer), with the toolchain's own clang for Yams' C
# part (CYaml, `-fsanitize=fuzzer-no-link,address`); the harness is linked last with libFuzzer's main.
# Yams' sources come from SwiftPM's checkout (`swift package resolve`, which works offline with the
# preinstalled packages). ResponderScenario is built with `-enable-testing` so that the harness can
# look at a run's internals (`@testable import`). Everything goes to .build-fuzz/ (gitignored); a module
# is rebuilt only when one of its sources is newer than its library.
#
# The run: SWIFT_BACKTRACE=enable=no (otherwise Swift's crash reporter can keep the pipe open and the
# command never returns), -max_total_time=SECONDS, the committed corpus Fuzz/corpus/TARGET copied to a
# scratch directory (new inputs never land in the repository; set FUZZ_CORPUS_OUT=DIR to keep them),
# crash artifacts in Fuzz/artifacts/ (gitignored). Exit status: libFuzzer's, non-zero on a crash, an
# invariant violation, a timeout or running out of memory.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
    echo "usage: scripts/fuzz.sh scenario|events|library SECONDS|build|replay FILE...|traces OUT FILE|DIR... [libFuzzer flags]" >&2
    exit 2
}
[[ $# -ge 2 ]] || usage
target=$1
mode=$2
shift 2
case "$target" in
    scenario) harness=(Fuzz/ScenarioFuzzer.swift Fuzz/SchemaGenerator.swift) ;;
    events) mapfile -t harness < <(find Fuzz/Events -name '*.swift' | LC_ALL=C sort) ;;
    library) mapfile -t harness < <(find Fuzz/Library -name '*.swift' | LC_ALL=C sort) ;;
    *) usage ;;
esac

root=$(pwd)
out=$root/.build-fuzz
mkdir -p "$out/modules" "$out/cyaml" Fuzz/artifacts

# One package name for all modules: ResponderKit has `package` declarations (the layout solver) that
# SwiftPM compiles with the package's identity; swiftc needs it spelt out.
swift_flags=(-package-name responderkit -parse-as-library -O -g -sanitize=fuzzer,address -use-ld=lld -I "$out/modules")

# True if $1 is missing or older than any of the remaining files.
stale() {
    local product=$1
    shift
    [[ -e "$product" ]] || return 0
    local file
    for file in "$@"; do [[ "$file" -nt "$product" ]] && return 0; done
    return 1
}

# build_module NAME "EXTRA FLAGS" "MODULES IT IMPORTS" SOURCES...
# A module is rebuilt when a source or a module it imports changed: it is compiled against their layout.
build_module() {
    local name=$1 extra=$2 deps=()
    [[ -n "$3" ]] && read -r -a deps <<<"$3"
    shift 3
    if stale "$out/modules/lib$name.a" "$@" "${deps[@]/#/$out/modules/lib}" "$0"; then
        echo "fuzz.sh: building $name" >&2
        # A fresh archive: an old one keeps the objects of deleted source files (duplicate symbols).
        rm -f "$out/modules/lib$name.a"
        # shellcheck disable=SC2086
        swiftc "${swift_flags[@]}" $extra -module-name "$name" -emit-module -emit-library -static \
            -emit-module-path "$out/modules/$name.swiftmodule" -o "$out/modules/lib$name.a" "$@"
    fi
}

mapfile -t kit_sources < <(find Sources/ResponderKit -name '*.swift' -not -path '*.docc/*' | LC_ALL=C sort)
build_module ResponderKit "-swift-version 6" "" "${kit_sources[@]}"
link_libs=()
harness_flags=(-swift-version 6)

if [[ "$target" == scenario ]]; then
    yams=.build/checkouts/Yams/Sources
    if [[ ! -d "$yams/Yams" ]]; then
        echo "fuzz.sh: resolving packages for Yams' sources" >&2
        swift package resolve >&2
    fi
    cyaml_sources=("$yams"/CYaml/src/*.c)
    if stale "$out/cyaml/libCYaml.a" "${cyaml_sources[@]}" "$0"; then
        echo "fuzz.sh: building CYaml" >&2
        rm -f "$out"/cyaml/*.o
        for source in "${cyaml_sources[@]}"; do
            clang -c -O1 -g -fsanitize=fuzzer-no-link,address -DYAML_DECLARE_EXPORT -I "$yams/CYaml/include" \
                -o "$out/cyaml/$(basename "$source" .c).o" "$source"
        done
        ar rcs "$out/cyaml/libCYaml.a" "$out"/cyaml/*.o
    fi
    mapfile -t yams_sources < <(find "$yams/Yams" -name '*.swift' | LC_ALL=C sort)
    # SWIFT_PACKAGE: Yams imports its C module as CYaml only then. Third-party warnings are silenced,
    # as SwiftPM does for dependencies.
    build_module Yams "-swift-version 5 -D SWIFT_PACKAGE -suppress-warnings -I $yams/CYaml/include" "" \
        "${yams_sources[@]}"
    mapfile -t scenario_sources < <(find Sources/ResponderScenario -name '*.swift' -not -path '*.docc/*' | LC_ALL=C sort)
    build_module ResponderScenario "-swift-version 6 -enable-testing -I $yams/CYaml/include" \
        "ResponderKit.a Yams.a" "${scenario_sources[@]}"
    # Static libraries link in dependency order: users first.
    link_libs+=("$out/modules/libResponderScenario.a" "$out/modules/libYams.a" "$out/cyaml/libCYaml.a")
    harness_flags+=(-I "$yams/CYaml/include")
fi

link_libs+=("$out/modules/libResponderKit.a")

binary=$out/fuzz-$target
if stale "$binary" "${harness[@]}" Fuzz/FuzzSupport.swift "${link_libs[@]}" "$0"; then
    echo "fuzz.sh: linking $binary" >&2
    swiftc "${swift_flags[@]}" "${harness_flags[@]}" -module-name "Fuzz_$target" \
        "${harness[@]}" Fuzz/FuzzSupport.swift "${link_libs[@]}" -o "$binary"
fi

export SWIFT_BACKTRACE=enable=no
# Leaks are not what this looks for (the other helper's leak tests are); ASan's leak check at exit
# would also flag the Swift runtime's own caches.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1}

case "$mode" in
    build)
        echo "$binary"
        exit 0
        ;;
    replay)
        [[ $# -ge 1 ]] || usage
        exec "$binary" -runs=1 "$@"
        ;;
    traces)
        [[ "$target" == events && $# -ge 2 ]] || usage
        export FUZZ_TRACE_DIR=$1
        shift
        mkdir -p "$FUZZ_TRACE_DIR"
        # Every file of the arguments (directories expanded), in batches, each input run once.
        log=${FUZZ_TRACE_DIR%/}.log
        if ! find "$@" -type f -print0 | LC_ALL=C sort -z | xargs -0 -n 500 "$binary" -runs=1 >"$log" 2>&1; then
            tail -40 "$log" >&2
            exit 1
        fi
        echo "fuzz.sh: $(find "$FUZZ_TRACE_DIR" -name '*.trace' | wc -l) traces in $FUZZ_TRACE_DIR" >&2
        exit 0
        ;;
esac
[[ "$mode" =~ ^[0-9]+$ ]] || usage

corpus=${FUZZ_CORPUS_OUT:-}
if [[ -z "$corpus" ]]; then
    corpus=$(mktemp -d "${TMPDIR:-/tmp}/fuzz-$target.XXXXXX")
    trap 'rm -rf "$corpus"' EXIT
fi
mkdir -p "$corpus"
cp -n Fuzz/corpus/"$target"/* "$corpus"/ 2>/dev/null || true

dict=()
[[ -f Fuzz/$target.dict ]] && dict=(-dict="Fuzz/$target.dict")

echo "fuzz.sh: running $target for $mode s (corpus $corpus, artifacts Fuzz/artifacts/)" >&2
"$binary" -max_total_time="$mode" -timeout=25 -rss_limit_mb=4096 -max_len=8192 -print_final_stats=1 \
    -artifact_prefix="$root/Fuzz/artifacts/$target-" "${dict[@]}" "$@" "$corpus"

#!/usr/bin/env python3
"""The layout solver against kiwisolver's C++ core and its Python binding, in one run (BENCHMARKS.md,
"Layout solver": goals set against kiwi C++).

    scripts/kiwi-baseline.py [--quick] [--instructions] [--bench PATH]

1. Fetches kiwisolver's source distribution from PyPI (`pip download --no-binary :all: --no-deps`, the
   version of the installed Python package when there is one) into .build/kiwi-sdist: kiwi's solver is
   header-only C++ there (kiwi/*.h). Nothing of it is kept in the repository.
2. Compiles scripts/kiwi-baseline.cpp with `g++ -O2` against those headers. The harness rebuilds the system
   of `layout.constraints1000` itself (ScreenSystem in Sources/responder-bench/LayoutCases.swift); this
   script checks that it is the very system the Swift bench builds (RESPONDER_BENCH_LAYOUT_SYSTEM makes
   the bench write it), and that kiwi's values equal those of the Python binding.
3. Times, in this one run: ours (`responder-bench --case=layout.constraints1000 --json --no-baseline`,
   release build), kiwi C++ (from scratch; the edit through `suggestValue`), kiwi Python (the same two).
4. Prints a table with the ratios ours / kiwi C++ and the goals (within 1.5x of kiwi C++ each).
5. With --instructions, also instructions per operation under valgrind's callgrind, ours
   (`responder-bench --instructions`) and kiwi C++'s (the harness's `--count`), which a loaded machine does
   not move as it moves times.
Exit status: 0 when measured (goals met or not), 1 when something could not be built or disagrees.
"""
import argparse
import json
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
CACHE = ROOT / ".build" / "kiwi-sdist"
GOAL = 1.5


def fail(message):
    sys.exit("kiwi-baseline: " + message)


def kiwi_headers():
    """The folder that holds kiwi/kiwi.h, from the sdist (downloaded once into .build/kiwi-sdist)."""
    try:
        import importlib.metadata as metadata
        wanted = "kiwisolver==" + metadata.version("kiwisolver")
    except Exception:
        wanted = "kiwisolver"
    CACHE.mkdir(parents=True, exist_ok=True)
    archives = sorted(CACHE.glob("kiwisolver-*.tar.gz"))
    if wanted != "kiwisolver":
        archives = [a for a in archives if a.name == "kiwisolver-%s.tar.gz" % wanted.split("==")[1]]
    if not archives:
        command = [sys.executable, "-m", "pip", "download", "-q", "--disable-pip-version-check",
                   "--no-binary", ":all:", "--no-deps", "-d", str(CACHE), wanted]
        if subprocess.run(command).returncode != 0:
            fail("could not download kiwisolver's source distribution: " + " ".join(command))
        archives = sorted(CACHE.glob("kiwisolver-*.tar.gz"))
        if not archives:
            fail("pip downloaded no kiwisolver-*.tar.gz into %s" % CACHE)
    archive = archives[-1]
    folder = CACHE / archive.name[: -len(".tar.gz")]
    if not (folder / "kiwi" / "kiwi.h").exists():
        with tarfile.open(archive) as tar:
            members = [m for m in tar.getmembers() if "/kiwi/" in m.name and m.name.endswith(".h")]
            try:
                tar.extractall(CACHE, members=members, filter="data")
            except TypeError:  # Python before 3.11.4 has no extraction filters; the members are headers
                tar.extractall(CACHE, members=members)
    if not (folder / "kiwi" / "kiwi.h").exists():
        fail("%s has no kiwi/kiwi.h" % archive)
    return folder


def build_harness(headers):
    compiler = shutil.which("g++")
    if not compiler:
        fail("g++ is not installed (apt-get install g++)")
    binary = CACHE / "kiwi-baseline"
    source = ROOT / "scripts" / "kiwi-baseline.cpp"
    command = [compiler, "-O2", "-std=c++17", "-I", str(headers), str(source), "-o", str(binary)]
    if subprocess.run(command).returncode != 0:
        fail("the harness did not compile: " + " ".join(command))
    return binary, subprocess.run([compiler, "--version"], capture_output=True, text=True).stdout.split("\n")[0]


def same_system(ours, theirs):
    """Both in kiwi_oracle.py's format; the numbers compared as numbers."""
    a, b = ours["systems"][0], theirs["systems"][0]
    if a["variables"] != b["variables"] or len(a["ops"]) != len(b["ops"]):
        return "variables %s / %s, constraints %d / %d" % (
            a["variables"], b["variables"], len(a["ops"]), len(b["ops"]))
    for x, y in zip(a["ops"], b["ops"]):
        if (x["relation"], x["strength"], x["constant"]) != (y["relation"], y["strength"], y["constant"]) or [
            [int(v), float(c)] for v, c in x["terms"]
        ] != [[int(v), float(c)] for v, c in y["terms"]]:
            return "constraint %d: %s / %s" % (x["id"], x, y)
    return None


def python_kiwi(system, repeats, sample_seconds):
    """kiwi's Python binding: from scratch (as scripts/kiwi_oracle.py --time) and the suggestValue edit."""
    import kiwisolver as kiwi

    sys.path.insert(0, str(ROOT / "scripts"))
    import kiwi_oracle

    state = kiwi_oracle.Replay(system["variables"])
    ops = system["ops"]
    constraints = [state.constraint(op, op["constant"]) for op in ops]

    def median_per_op(operation):
        operation()
        samples = []
        for _ in range(repeats):
            count, start = 0, time.perf_counter_ns()
            while True:
                operation()
                count += 1
                elapsed = time.perf_counter_ns() - start
                if elapsed >= sample_seconds * 1e9:
                    break
            samples.append(elapsed / count)
        return statistics.median(samples)

    def scratch():
        solver = kiwi.Solver()
        for constraint in constraints:
            solver.addConstraint(constraint)
        solver.updateVariables()

    scratch_ns = median_per_op(scratch)
    values = [v.value() for v in state.variables]
    # The edit: constraint 2 is the container's `width == 375` (ScreenSystem.editedIndex), variable 2 its
    # width; as in the C++ harness, the width becomes a strong edit variable.
    if ops[2]["terms"] != [[2, 1.0]] and ops[2]["terms"] != [[2, 1]]:
        fail("constraint 2 is not the container's width: %s" % ops[2])
    solver = kiwi.Solver()
    for index, constraint in enumerate(constraints):
        if index != 2:
            solver.addConstraint(constraint)
    width = state.variables[2]
    solver.addEditVariable(width, "strong")
    flip = [False]

    def edit():
        flip[0] = not flip[0]
        solver.suggestValue(width, 375 if flip[0] else 414)
        solver.updateVariables()

    edit_ns = median_per_op(edit)
    return scratch_ns, edit_ns, values


def ours(bench, system_path):
    environment = dict(os.environ, RESPONDER_BENCH_LAYOUT_SYSTEM=str(system_path))
    command = [str(bench), "--case=layout.constraints1000", "--json", "--no-baseline"]
    if QUICK:
        command.append("--quick")
    run = subprocess.run(command, capture_output=True, text=True, env=environment)
    if run.returncode != 0:
        fail("%s exited %d:\n%s" % (" ".join(command), run.returncode, run.stderr))
    rows = {}
    for line in run.stdout.splitlines():
        if line.startswith("{"):
            row = json.loads(line)
            rows[row["case"]] = row
    return rows


def kiwi_instructions(binary, case, operations):
    """Instructions per operation of kiwi C++, counted by callgrind as responder-bench --instructions counts
    ours: only inside the harness's counted loop, after set-up and warm-up."""
    with tempfile.TemporaryDirectory() as folder:
        out = pathlib.Path(folder) / "callgrind.out"
        run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=%s" % out,
                              "--collect-atstart=no", "--toggle-collect=kiwi_baseline_counted_loop",
                              str(binary), "--count", case, str(operations)], capture_output=True, text=True)
        if run.returncode != 0:
            fail("callgrind on the harness failed:\n" + run.stderr[-2000:])
        for line in out.read_text().splitlines():
            if line.startswith("summary:") or line.startswith("totals:"):
                return int(line.split()[-1]) / operations
    fail("callgrind wrote no total")


def instructions(bench, binary):
    if not shutil.which("valgrind"):
        fail("--instructions needs valgrind (apt-get install valgrind)")
    run = subprocess.run([str(bench), "--instructions", "--json", "--case=layout.constraints1000"],
                         capture_output=True, text=True)
    if run.returncode != 0:
        fail("responder-bench --instructions failed:\n" + run.stderr[-2000:])
    ours = {row["case"]: row["instructions_per_op"] for row in map(json.loads, run.stdout.splitlines())
            if row}
    print("| case | ours (instructions/op) | kiwi C++ (instructions/op) | ours / kiwi C++ |")
    print("| --- | --- | --- | --- |")
    # The operation counts are responder-bench's own for these cases (LayoutCases.swift).
    for name, case, operations in [("layout.constraints1000", "scratch", 20),
                                   ("layout.constraints1000.edit", "edit", 200)]:
        theirs = kiwi_instructions(binary, case, operations)
        print("| `%s` | {:,.0f} | {:,.0f} | %.2fx |".format(ours[name], theirs) % (
            name, ours[name] / theirs))


def main():
    global QUICK
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer samples (as responder-bench --quick)")
    parser.add_argument("--instructions", action="store_true",
                        help="also count instructions per operation under callgrind (ours and kiwi C++)")
    parser.add_argument("--bench", default=str(ROOT / ".build" / "release" / "responder-bench"),
                        help="the release responder-bench (built when missing)")
    options = parser.parse_args()
    QUICK = options.quick
    bench = pathlib.Path(options.bench)
    if not bench.exists():
        if subprocess.run(["swift", "build", "-c", "release", "--product", "responder-bench"], cwd=ROOT).returncode:
            fail("the release responder-bench did not build")

    headers = kiwi_headers()
    binary, compiler = build_harness(headers)
    harness_system = json.loads(subprocess.run([str(binary), "--system"], capture_output=True, text=True,
                                               check=True).stdout)
    with tempfile.TemporaryDirectory() as folder:
        system_path = pathlib.Path(folder) / "system.json"
        rows = ours(bench, system_path)
        swift_system = json.loads(system_path.read_text())
    difference = same_system(swift_system, harness_system)
    if difference:
        fail("the C++ harness does not build the bench's system: " + difference)
    cpp = json.loads(subprocess.run([str(binary)] + (["--quick"] if QUICK else []), capture_output=True,
                                    text=True, check=True).stdout)
    py_scratch, py_edit, py_values = python_kiwi(harness_system["systems"][0], 15 if QUICK else 41,
                                                 0.002 if QUICK else 0.01)
    disagreement = max(abs(a - b) for a, b in zip(cpp["values"], py_values))
    if disagreement > 1e-6:
        fail("kiwi C++ and kiwi Python disagree by %g" % disagreement)

    import kiwisolver
    print("kiwisolver %s (C++ headers from its sdist, %s -O2; Python binding %s), %s" % (
        headers.name.split("-")[1], compiler, kiwisolver.__version__, "quick" if QUICK else "full"))
    print("the C++ harness builds the bench's system (1,000 constraints, checked); kiwi C++ = kiwi Python "
          "values (max difference %.1e)" % disagreement)
    print()
    print("| case | ours | kiwi C++ | kiwi Python | ours / kiwi C++ | goal (<= %.1fx kiwi C++) |" % GOAL)
    print("| --- | --- | --- | --- | --- | --- |")
    for name, label, cpp_ns, py_ns in [
        ("layout.constraints1000", "from scratch", cpp["scratch_ns"], py_scratch),
        ("layout.constraints1000.edit", "the edit; kiwi: suggestValue", cpp["edit_ns"], py_edit),
    ]:
        mine = rows[name]["ns_per_op"]
        ratio = mine / cpp_ns
        verdict = "met" if ratio <= GOAL else "missed by %.0f %%" % ((ratio / GOAL - 1) * 100)
        print("| `%s` (%s) | %s | %s | %s | %.2fx | %s |" % (
            name, label, show(mine), show(cpp_ns), show(py_ns), ratio, verdict))
    if options.instructions:
        print()
        instructions(bench, binary)


def show(nanoseconds):
    return "{:,.1f} µs".format(nanoseconds / 1000) if nanoseconds < 1e7 else "{:,.0f} µs".format(nanoseconds / 1000)


QUICK = False

if __name__ == "__main__":
    main()

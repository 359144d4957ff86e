#!/usr/bin/env python3
"""Validates `responder run --json` of every example (and docs/render/) against docs/schema/run-output.schema.json (SPEC X23).

An independent check: Python's `jsonschema` (draft 2020-12), not the Swift code that writes the JSON.
Usage: python3 scripts/validate-json.py [path/to/responder]  (default: .build/debug/responder)
Fails loudly when jsonschema is missing (CI installs it: .ci/run).
"""
import json
import pathlib
import subprocess
import sys

try:
    import jsonschema
except ImportError:
    sys.exit("validate-json: the Python package jsonschema is missing (python3 -m pip install jsonschema)")

root = pathlib.Path(__file__).resolve().parent.parent
cli = sys.argv[1] if len(sys.argv) > 1 else str(root / ".build" / "debug" / "responder")
schema = json.loads((root / "docs" / "schema" / "run-output.schema.json").read_text())
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)

examples = sorted((root / "Examples" / "Scenarios").glob("*.yaml")) + sorted((root / "docs" / "render").glob("*.yaml"))
if not examples:
    sys.exit("validate-json: no examples found")
failures = 0
lines_checked = 0
kinds_seen = set()
for example in examples:
    # trace.summary may be off in a file: the summary and final lines are then absent, as documented.
    run = subprocess.run([cli, "run", "--json", str(example)], capture_output=True, text=True)
    if run.returncode != 0:
        print(f"{example.name}: responder exited {run.returncode}: {run.stderr.strip()}")
        failures += 1
        continue
    lines = run.stdout.splitlines()
    finals = 0
    for number, line in enumerate(lines, 1):
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as error:
            print(f"{example.name}:{number}: not JSON: {error}")
            failures += 1
            continue
        lines_checked += 1
        kinds_seen.add(obj.get("kind"))
        finals += obj.get("kind") == "final"
        errors = sorted(validator.iter_errors(obj), key=lambda e: list(e.path))
        for error in errors[:3]:
            print(f"{example.name}:{number}: {error.message} at {list(error.absolute_path)}")
        failures += bool(errors)
    if finals != 1:
        print(f"{example.name}: expected exactly one final line, got {finals}")
        failures += 1
print(f"validate-json: {len(examples)} examples, {lines_checked} lines, kinds {sorted(k for k in kinds_seen if k)}")
if failures:
    sys.exit(f"validate-json: {failures} failures")

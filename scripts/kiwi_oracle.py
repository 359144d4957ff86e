#!/usr/bin/env python3
"""Independent oracle for ResponderKit's Cassowary solver (docs/SPEC.md LY11): kiwisolver.

Usage:
  kiwi_oracle.py < systems.json > results.json
      Replays each system's operations on kiwisolver and prints, for every operation, whether it was
      accepted and the value of every variable afterwards.
  kiwi_oracle.py --time REPEATS < system.json
      The benchmark baseline (layout.constraints1000): solves one system from scratch REPEATS times
      and prints {"median_ns": ..., "values": [...]}.

Input: {"systems": [{"variables": N, "ops": [...]}, ...]} (one system for --time). Operations:
  {"op": "add", "id": I, "terms": [[var, coefficient], ...], "constant": C, "relation": "<=|==|>=",
   "strength": S}             S is a number (kiwi's strength) or null for required
  {"op": "remove", "id": I}
  {"op": "constant", "id": I, "constant": C}   kiwi cannot change a constant: remove, add the new one
  (a remove or constant step naming a constraint that was refused does nothing)
  {"op": "edit", "var": V, "strength": S}, {"op": "suggest", "var": V, "value": X}, {"op": "unedit", "var": V}

After kiwisolver refuses a constraint (UnsatisfiableConstraint) its tableau is not always the previous
one (kiwi issue #52: a failed artificial-variable add leaves rows behind), so the oracle then rebuilds
its solver from the constraints and edits it has accepted. The systems the test generates have a
unique solution, so this rebuilt solver's answer is the answer.
"""
import json
import statistics
import sys
import time

try:
    import kiwisolver as kiwi
except ImportError:
    sys.stderr.write(
        "kiwi_oracle.py: the Python package 'kiwisolver' is not installed; "
        "run `python3 -m pip install kiwisolver` (.ci/run does)\n")
    sys.exit(3)


def strength_of(spec):
    return kiwi.strength.required if spec is None else float(spec)


class Replay:
    def __init__(self, count):
        self.variables = [kiwi.Variable("v%d" % index) for index in range(count)]
        self.accepted = {}  # id -> kiwi constraint, in acceptance order (dicts keep insertion order)
        self.edits = {}  # variable index -> [strength, suggested value]
        self.specs = {}  # id -> the operation that added it (terms, relation, strength)
        self.solver = kiwi.Solver()

    def constraint(self, spec, constant):
        terms = [kiwi.Term(self.variables[var], coefficient) for var, coefficient in spec["terms"]]
        expression = kiwi.Expression(terms, constant)
        return kiwi.Constraint(expression, spec["relation"], strength_of(spec["strength"]))

    def rebuild(self):
        self.solver = kiwi.Solver()
        for constraint in self.accepted.values():
            self.solver.addConstraint(constraint)
        for var, (strength, value) in self.edits.items():
            self.solver.addEditVariable(self.variables[var], strength)
            self.solver.suggestValue(self.variables[var], value)

    def apply(self, op):
        kind = op["op"]
        if kind == "add":
            constraint = self.constraint(op, op["constant"])
            try:
                self.solver.addConstraint(constraint)
            except kiwi.UnsatisfiableConstraint:
                self.rebuild()
                return False
            self.accepted[op["id"]] = constraint
            self.specs[op["id"]] = op
            return True
        if kind in ("remove", "constant") and op["id"] not in self.accepted:
            return True  # the constraint was refused earlier: nothing to do (the test skips it too)
        if kind == "remove":
            self.solver.removeConstraint(self.accepted.pop(op["id"]))
            self.specs.pop(op["id"])
            return True
        if kind == "constant":
            spec = self.specs[op["id"]]
            old = self.accepted[op["id"]]
            new = self.constraint(spec, op["constant"])
            self.solver.removeConstraint(old)
            try:
                self.solver.addConstraint(new)
            except kiwi.UnsatisfiableConstraint:
                self.rebuild()  # `old` is still among the accepted constraints
                return False
            self.accepted[op["id"]] = new
            return True
        if kind == "edit":
            strength = strength_of(op["strength"])
            self.solver.addEditVariable(self.variables[op["var"]], strength)
            self.edits[op["var"]] = [strength, 0.0]
            return True
        if kind == "suggest":
            self.solver.suggestValue(self.variables[op["var"]], op["value"])
            self.edits[op["var"]][1] = op["value"]
            return True
        if kind == "unedit":
            self.solver.removeEditVariable(self.variables[op["var"]])
            del self.edits[op["var"]]
            return True
        raise ValueError("unknown operation %r" % kind)

    def values(self):
        self.solver.updateVariables()
        return [variable.value() for variable in self.variables]


def replay(system):
    state = Replay(system["variables"])
    results = []
    for op in system["ops"]:
        try:
            accepted = state.apply(op)
        except Exception as error:  # kiwi's own failures (e.g. InternalSolverError) end this system
            results.append({"error": "%s: %s" % (type(error).__name__, error)})
            break
        results.append({"ok": accepted, "values": state.values()})
    return results


def time_from_scratch(system, repeats):
    state = Replay(system["variables"])
    constraints = [state.constraint(op, op["constant"]) for op in system["ops"] if op["op"] == "add"]
    samples = []
    for _ in range(repeats):
        start = time.perf_counter_ns()
        solver = kiwi.Solver()
        for constraint in constraints:
            solver.addConstraint(constraint)
        solver.updateVariables()
        samples.append(time.perf_counter_ns() - start)
    return {"median_ns": statistics.median(samples), "values": [v.value() for v in state.variables]}


def main():
    document = json.load(sys.stdin)
    if len(sys.argv) == 3 and sys.argv[1] == "--time":
        json.dump(time_from_scratch(document["systems"][0], int(sys.argv[2])), sys.stdout)
    elif len(sys.argv) == 1:
        json.dump({"results": [replay(system) for system in document["systems"]]}, sys.stdout)
    else:
        sys.stderr.write(__doc__)
        sys.exit(2)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()

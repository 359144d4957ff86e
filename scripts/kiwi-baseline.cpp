// The layout baseline against kiwisolver's C++ core (BENCHMARKS.md, "Layout solver"): the system of
// `layout.constraints1000` (Sources/responder-bench/LayoutCases.swift, `ScreenSystem`) rebuilt here
// constraint by constraint with the same SplitMix64 draws, solved by kiwi's header-only C++ solver.
// Built and run by scripts/kiwi-baseline.sh, which fetches the headers from kiwisolver's PyPI source
// distribution (nothing of kiwi is kept in this repository).
//
//   kiwi-baseline            {"scratch_ns": ..., "edit_ns": ..., "values": [...], "wide_values": [...]}
//   kiwi-baseline --system   the system in scripts/kiwi_oracle.py's JSON format (to compare it with
//                            the one the Swift bench writes, and for kiwi's Python binding)
//   kiwi-baseline --quick    fewer samples (15 of 2 ms instead of 41 of 10 ms), as responder-bench
//
// Timing follows responder-bench's harness: a warm-up, then the median over samples, each sample
// running enough operations to last the sample time (steady_clock).
#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

namespace {

struct SplitMix64 {
    uint64_t state;
    uint64_t next() {
        state += 0x9E3779B97F4A7C15ULL;
        uint64_t z = state;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    double unit() { return double(next() >> 11) / double(1ULL << 53); }
};

enum class Relation { le, eq, ge };

struct Spec {
    std::vector<std::pair<int, double>> terms;
    double constant;
    Relation relation;
    double priority;  // UIKit's priority; 1000 is required
};

struct Box {
    int left, top, width, height;
};

// ScreenSystem.init(random:) line by line; the container's width constraint is `editedIndex`.
struct ScreenSystem {
    int variableCount = 0;
    std::vector<Spec> specs;
    size_t editedIndex = 0;
    int containerWidth = 0;

    Box box() {
        variableCount += 4;
        return {variableCount - 4, variableCount - 3, variableCount - 2, variableCount - 1};
    }
    void add(std::vector<std::pair<int, double>> terms, Relation relation, double constant, double priority = 1000) {
        specs.push_back({std::move(terms), constant, relation, priority});
    }
    void centerVertically(Box item, Box row) {
        add({{item.top, 1}, {item.height, 0.5}, {row.top, -1}, {row.height, -0.5}}, Relation::eq, 0);
    }

    explicit ScreenSystem(SplitMix64& random) {
        Box container = box();
        containerWidth = container.width;
        add({{container.left, 1}}, Relation::eq, 0);
        add({{container.top, 1}}, Relation::eq, 0);
        editedIndex = specs.size();
        add({{container.width, 1}}, Relation::eq, -375);
        Box header = box();
        add({{header.left, 1}, {container.left, -1}}, Relation::eq, -16);
        add({{header.left, 1}, {header.width, 1}, {container.left, -1}, {container.width, -1}}, Relation::eq, 16);
        add({{header.top, 1}, {container.top, -1}}, Relation::eq, -20);
        add({{header.height, 1}}, Relation::eq, -44);
        Box title = box();
        add({{title.left, 1}, {title.width, 0.5}, {header.left, -1}, {header.width, -0.5}}, Relation::eq, 0);
        add({{title.top, 1}, {title.height, 0.5}, {header.top, -1}, {header.height, -0.5}}, Relation::eq, 0);
        add({{title.width, 1}}, Relation::eq, -double(int64_t(random.unit() * 100) + 120));
        add({{title.height, 1}}, Relation::eq, -22);
        add({{title.left, 1}, {header.left, -1}}, Relation::ge, -8);
        int aboveTop = header.top, aboveHeight = header.height;
        double gap = 8;
        for (int index = 0; index < 47; ++index) {
            Box row = box(), label = box(), button = box(), toggle = box();
            add({{row.left, 1}, {container.left, -1}}, Relation::eq, 0);
            add({{row.width, 1}, {container.width, -1}}, Relation::eq, 0);
            add({{row.top, 1}, {aboveTop, -1}, {aboveHeight, -1}}, Relation::eq, -gap);
            add({{row.height, 1}}, Relation::ge, -44);
            add({{row.height, 1}, {label.height, -1}}, Relation::ge, -22);
            add({{row.height, 1}}, Relation::eq, 0, 50);
            add({{label.left, 1}, {row.left, -1}}, Relation::eq, -16);
            centerVertically(label, row);
            add({{label.height, 1}}, Relation::eq, -20.5);
            double labelWidth = double(int64_t(random.unit() * 220) + 40);
            add({{label.width, 1}}, Relation::le, -labelWidth, 251);
            add({{label.width, 1}}, Relation::ge, -labelWidth, 750);
            add({{label.left, 1}, {label.width, 1}, {button.left, -1}}, Relation::le, 8);
            centerVertically(button, row);
            add({{button.height, 1}}, Relation::eq, -30);
            double buttonWidth = double(int64_t(random.unit() * 46) + 44);
            add({{button.width, 1}}, Relation::ge, -buttonWidth, 751);
            add({{button.width, 1}}, Relation::le, -buttonWidth, 250);
            add({{button.left, 1}, {button.width, 1}, {toggle.left, -1}}, Relation::eq, 8);
            add({{toggle.left, 1}, {toggle.width, 1}, {row.left, -1}, {row.width, -1}}, Relation::eq, 16);
            centerVertically(toggle, row);
            add({{toggle.width, 1}}, Relation::eq, -51);
            add({{toggle.height, 1}}, Relation::eq, -31);
            aboveTop = row.top;
            aboveHeight = row.height;
            gap = 1;
        }
        add({{container.top, 1}, {container.height, 1}, {aboveTop, -1}, {aboveHeight, -1}}, Relation::eq, 0);
        if (specs.size() != 1000) {
            std::fprintf(stderr, "kiwi-baseline: the screen has %zu constraints\n", specs.size());
            std::exit(1);
        }
    }
};

kiwi::RelationalOperator kiwiRelation(Relation relation) {
    switch (relation) {
        case Relation::le: return kiwi::OP_LE;
        case Relation::eq: return kiwi::OP_EQ;
        default: return kiwi::OP_GE;
    }
}

// As kiwi_oracle.py: a UIKit priority below 1000 is kiwi's strength as it is; 1000 is required.
double kiwiStrength(double priority) { return priority >= 1000 ? kiwi::strength::required : priority; }

std::vector<kiwi::Constraint> constraints(
    const ScreenSystem& system, const std::vector<kiwi::Variable>& variables, bool withWidth) {
    std::vector<kiwi::Constraint> result;
    for (size_t index = 0; index < system.specs.size(); ++index) {
        if (!withWidth && index == system.editedIndex) continue;
        const Spec& spec = system.specs[index];
        std::vector<kiwi::Term> terms;
        for (auto [variable, coefficient] : spec.terms) terms.emplace_back(variables[variable], coefficient);
        result.emplace_back(
            kiwi::Expression(terms, spec.constant), kiwiRelation(spec.relation), kiwiStrength(spec.priority));
    }
    return result;
}

// The median nanoseconds per operation, responder-bench's way.
double measure(bool quick, const std::function<void()>& operation) {
    using Clock = std::chrono::steady_clock;
    const auto sampleTarget = std::chrono::milliseconds(quick ? 2 : 10);
    const int samples = quick ? 15 : 41;
    auto warmEnd = Clock::now() + sampleTarget;
    long batch = 0;
    while (Clock::now() < warmEnd || batch < 1) {
        operation();
        ++batch;
    }
    std::vector<double> perOperation;
    for (int sample = 0; sample < samples; ++sample) {
        long count = 0;
        auto start = Clock::now();
        auto now = start;
        do {
            operation();
            ++count;
            now = Clock::now();
        } while (now - start < sampleTarget);
        perOperation.push_back(std::chrono::duration<double, std::nano>(now - start).count() / double(count));
    }
    std::sort(perOperation.begin(), perOperation.end());
    return perOperation[perOperation.size() / 2];
}

void printValues(const char* key, const std::vector<kiwi::Variable>& variables) {
    std::printf("\"%s\": [", key);
    for (size_t index = 0; index < variables.size(); ++index)
        std::printf("%s%.17g", index ? ", " : "", variables[index].value());
    std::printf("]");
}

void printSystem(const ScreenSystem& system) {
    static const char* relations[] = {"<=", "==", ">="};
    std::printf("{\"systems\": [{\"variables\": %d, \"ops\": [", system.variableCount);
    for (size_t index = 0; index < system.specs.size(); ++index) {
        const Spec& spec = system.specs[index];
        std::printf("%s{\"op\": \"add\", \"id\": %zu, \"terms\": [", index ? ", " : "", index);
        for (size_t term = 0; term < spec.terms.size(); ++term)
            std::printf("%s[%d, %.17g]", term ? ", " : "", spec.terms[term].first, spec.terms[term].second);
        std::printf("], \"constant\": %.17g, \"relation\": \"%s\", \"strength\": ", spec.constant,
            relations[int(spec.relation)]);
        if (spec.priority >= 1000) std::printf("null}");
        else std::printf("%.17g}", spec.priority);
    }
    std::printf("]}]}\n");
}

}  // namespace

// The only function whose instructions callgrind collects under `--count` (as responder-bench's
// `countedLoop`): set-up and warm-up are outside it.
extern "C" __attribute__((noinline)) void kiwi_baseline_counted_loop(long count, const std::function<void()>& operation) {
    for (long index = 0; index < count; ++index) operation();
}

int main(int argc, char** argv) {
    bool quick = false, systemOnly = false;
    const char* countCase = nullptr;
    long countOperations = 0;
    for (int index = 1; index < argc; ++index) {
        if (!std::strcmp(argv[index], "--quick")) quick = true;
        else if (!std::strcmp(argv[index], "--system")) systemOnly = true;
        else if (!std::strcmp(argv[index], "--count") && index + 2 < argc) {
            countCase = argv[++index];
            countOperations = std::atol(argv[++index]);
        } else {
            std::fprintf(stderr, "usage: kiwi-baseline [--quick] [--system] [--count scratch|edit N]\n");
            return 2;
        }
    }
    SplitMix64 random{1000};
    ScreenSystem system(random);
    if (systemOnly) {
        printSystem(system);
        return 0;
    }
    std::vector<kiwi::Variable> variables;
    for (int index = 0; index < system.variableCount; ++index)
        variables.emplace_back("v" + std::to_string(index));

    // From scratch: a new solver, the 1,000 addConstraint calls, updateVariables (the constraint objects
    // are made beforehand, as the Swift case makes its `LinearConstraint`s once). Timed after the checks.
    const auto narrow = constraints(system, variables, true);

    // The reference answers for the two widths, from scratch (the wide one with the constant changed).
    {
        kiwi::Solver solver;
        for (const auto& constraint : narrow) solver.addConstraint(constraint);
        solver.updateVariables();
    }
    std::vector<double> narrowValues;
    for (const auto& variable : variables) narrowValues.push_back(variable.value());
    std::vector<double> wideValues;
    {
        kiwi::Solver solver;
        auto wide = constraints(system, variables, false);
        for (const auto& constraint : wide) solver.addConstraint(constraint);
        solver.addConstraint(kiwi::Constraint(
            kiwi::Expression({kiwi::Term(variables[system.containerWidth], 1)}, -414), kiwi::OP_EQ));
        solver.updateVariables();
        for (const auto& variable : variables) wideValues.push_back(variable.value());
    }

    // The edit: kiwi cannot change a constant in place, so the container's width is an edit variable
    // (strong: above every UIKit priority of the screen, which are plain numbers in kiwi) in place of the
    // `width == 375` constraint, and the edit is `suggestValue` 375 <-> 414, then updateVariables.
    kiwi::Solver solver;
    for (const auto& constraint : constraints(system, variables, false)) solver.addConstraint(constraint);
    kiwi::Variable width = variables[system.containerWidth];
    solver.addEditVariable(width, kiwi::strength::strong);
    solver.suggestValue(width, 375);
    solver.updateVariables();
    double difference = 0;
    for (size_t index = 0; index < variables.size(); ++index)
        difference = std::max(difference, std::fabs(variables[index].value() - narrowValues[index]));
    solver.suggestValue(width, 414);
    solver.updateVariables();
    for (size_t index = 0; index < variables.size(); ++index)
        difference = std::max(difference, std::fabs(variables[index].value() - wideValues[index]));
    if (difference > 1e-6) {
        std::fprintf(stderr, "kiwi-baseline: the suggestValue path disagrees with a re-solve by %g\n", difference);
        return 1;
    }
    bool flip = false;
    auto editOperation = [&] {
        flip = !flip;
        solver.suggestValue(width, flip ? 375 : 414);
        solver.updateVariables();
    };
    auto scratchOperation = [&] {
        kiwi::Solver fresh;
        for (const auto& constraint : narrow) fresh.addConstraint(constraint);
        fresh.updateVariables();
    };
    if (countCase) {
        // Instructions per operation (run under callgrind by scripts/kiwi-baseline.py --instructions): a
        // warm-up of a quarter of the operations, then the counted loop.
        std::function<void()> operation = std::strcmp(countCase, "edit") ? std::function<void()>(scratchOperation)
                                                                          : std::function<void()>(editOperation);
        for (long index = 0; index < std::max(3L, countOperations / 4); ++index) operation();
        kiwi_baseline_counted_loop(countOperations, operation);
        std::printf("%s %ld\n", countCase, countOperations);
        return 0;
    }
    double edit = measure(quick, editOperation);
    double scratch = measure(quick, scratchOperation);

    std::printf("{\"scratch_ns\": %.1f, \"edit_ns\": %.1f, ", scratch, edit);
    {
        kiwi::Solver again;
        for (const auto& constraint : narrow) again.addConstraint(constraint);
        again.updateVariables();
    }
    printValues("values", variables);
    std::printf("}\n");
    return 0;
}

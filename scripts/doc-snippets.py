#!/usr/bin/env python3
"""Writes Tests/DocSnippetTests/DocSnippets.swift: every Swift code block of README.md, docs/*.md and the
DocC catalogs (articles, and the tutorials' code files under Resources/), so that the normal test build
compiles the code the documentation shows (README, "Documentation"), and `swift test` runs the self-contained ones.

Each snippet becomes one declaration of the generated file, named after where it comes from:
- a block of statements becomes `@MainActor @Test func` (it runs);
- a block that declares things (types, functions, `@Test` functions) becomes the body of a
  `@MainActor @Suite struct`, so that two snippets may declare the same names; its `@Test`s run;
- `import` lines are gathered at the top of the file.
A block preceded (on the line just before its fence) by an HTML comment changes that:
- `<!-- snippet: compile-only: why -->` compiles it without running it (its `@Test` attributes are
  dropped: e.g. a snapshot assertion that would record a reference file);
- `<!-- snippet: skip: why -->` leaves it out (not Swift of this package: a manifest, iOS-only code,
  an interface listing). The reason is required and printed;
- `<!-- snippet: given: code -->` puts `code` (Swift on one line) before the block, for a block that
  continues the page's example (`let simulator = EventSimulator()`), as a doctest's hidden lines.

    scripts/doc-snippets.py          write the file
    scripts/doc-snippets.py --check  exit 1 if it differs from what would be written (CI)
    scripts/doc-snippets.py --list   print each snippet's source, mode and (for skips) reason
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "Tests" / "DocSnippetTests" / "DocSnippets.swift"

FENCE = re.compile(r"^(?P<indent>[ \t]*)```swift[ \t]*$")
DIRECTIVE = re.compile(r"<!--\s*snippet:\s*(?P<mode>skip|compile-only|given)\s*:\s*(?P<why>.+?)\s*-->")
DECLARATION = re.compile(
    r"^(@|(private |fileprivate |internal |public |open |final |nonisolated )*"
    r"(func|class|struct|enum|protocol|extension|actor|typealias)\b)")
ALWAYS_IMPORTED = ["Foundation", "ResponderKit", "Testing"]


def markdown_files():
    files = [ROOT / "README.md"]
    files += sorted((ROOT / "docs").glob("*.md"))
    files += sorted(ROOT.glob("Sources/*/*.docc/**/*.md"))
    return files


def tutorial_code_files():
    return sorted(ROOT.glob("Sources/*/*.docc/**/Resources/*.swift"))


class Snippet:
    def __init__(self, source, line, code, mode="run", why=""):
        self.source, self.line, self.code, self.mode, self.why = source, line, code, mode, why

    @property
    def name(self):
        stem = re.sub(r"[^A-Za-z0-9]+", "_", self.source).strip("_")
        return f"{stem}_{self.line}"


def blocks(path):
    """The Swift blocks of a Markdown file: (line of the fence, dedented code, directive or None)."""
    lines = path.read_text().split("\n")
    found = []
    i = 0
    while i < len(lines):
        match = FENCE.match(lines[i])
        if not match:
            i += 1
            continue
        indent = match.group("indent")
        directive = DIRECTIVE.search(lines[i - 1]) if i > 0 else None
        start = i + 1
        j = start
        while j < len(lines) and lines[j].strip() != "```":
            j += 1
        if j == len(lines):
            sys.exit(f"{path.relative_to(ROOT)}:{i + 1}: a ```swift block is never closed")
        body = [line[len(indent):] if line.startswith(indent) else line.lstrip() for line in lines[start:j]]
        found.append((i + 1, "\n".join(body).rstrip() + "\n", directive))
        i = j + 1
    return found


def snippets():
    result = []
    for path in markdown_files():
        source = str(path.relative_to(ROOT))
        for line, code, directive in blocks(path):
            if directive and directive.group("mode") == "given":
                result.append(Snippet(source, line, directive.group("why") + "\n" + code))
            elif directive:
                result.append(Snippet(source, line, code, directive.group("mode"), directive.group("why")))
            else:
                result.append(Snippet(source, line, code))
    for path in tutorial_code_files():
        result.append(Snippet(str(path.relative_to(ROOT)), 1, path.read_text()))
    return result


def drop_test_attributes(code):
    """`@Test`, `@Test(...)` (balanced parentheses) and `@Suite...` removed: compiled, never run."""
    out = []
    i = 0
    while i < len(code):
        match = re.compile(r"@(Test|Suite)\b").match(code, i)
        if not match:
            out.append(code[i])
            i += 1
            continue
        i = match.end()
        if i < len(code) and code[i] == "(":
            depth = 0
            while i < len(code):
                depth += {"(": 1, ")": -1}.get(code[i], 0)
                i += 1
                if depth == 0:
                    break
        while i < len(code) and code[i] == " ":
            i += 1
    return "".join(out)


def render(all_snippets):
    imports = set(ALWAYS_IMPORTED)
    parts = []
    for snippet in all_snippets:
        if snippet.mode == "skip":
            continue
        body = []
        for line in snippet.code.split("\n"):
            m = re.match(r"^import\s+(\w+)\s*$", line)
            if m:
                imports.add(m.group(1))
            else:
                body.append(line)
        code = "\n".join(body).strip("\n")
        if snippet.mode == "compile-only":
            code = drop_test_attributes(code)
        declares = any(DECLARATION.match(line) for line in code.split("\n"))
        indented = "\n".join(("    " + line) if line.strip() else "" for line in code.split("\n"))
        header = f"// {snippet.source}:{snippet.line} ({snippet.mode})"
        if declares:
            suite = "@Suite " if snippet.mode == "run" else ""
            parts.append(f"{header}\n@MainActor {suite}struct {snippet.name} {{\n{indented}\n}}\n")
        else:
            test = "@Test " if snippet.mode == "run" else ""
            parts.append(f"{header}\n@MainActor {test}func {snippet.name}() throws {{\n{indented}\n}}\n")
    head = (
        "// swift-format-ignore-file\n"
        "// Generated by scripts/doc-snippets.py from the documentation's Swift blocks: do not edit; edit the\n"
        "// documentation and run the script (CI runs it with --check).\n"
        "// Each snippet is one declaration named after its file and line, so the test build compiles it.\n"
    )
    import_lines = "".join(f"import {name}\n" for name in sorted(imports))
    return head + import_lines + "\n" + "\n".join(parts)


def main():
    all_snippets = snippets()
    text = render(all_snippets)
    if "--list" in sys.argv:
        for s in all_snippets:
            print(f"{s.source}:{s.line}: {s.mode}" + (f" ({s.why})" if s.why else ""))
        return
    counts = {mode: sum(1 for s in all_snippets if s.mode == mode) for mode in ("run", "compile-only", "skip")}
    summary = f"{len(all_snippets)} snippets: {counts['run']} run, {counts['compile-only']} compile only, " \
        f"{counts['skip']} skipped"
    if "--check" in sys.argv:
        if not OUT.exists() or OUT.read_text() != text:
            sys.exit(f"{OUT.relative_to(ROOT)} is out of date: run scripts/doc-snippets.py ({summary})")
        print(f"doc snippets up to date ({summary})")
        return
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(text)
    print(f"wrote {OUT.relative_to(ROOT)} ({summary})")


if __name__ == "__main__":
    main()

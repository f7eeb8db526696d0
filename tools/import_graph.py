"""The import graph of game/: who imports whom, and the circles (strongly connected components).

    python tools/import_graph.py            # prints every circle among game/ modules, largest first

Why: screens that import screens and low layers that import high ones tie the game into knots
that no part can be loaded, tested or changed alone. tests/test_import_graph.py holds the rules
(no screen imports a screen, game/db imports nothing above it, no circle among the scenes); this
module only reads the source. Every import counts, including those inside functions (they run
sooner or later), except those under ``if TYPE_CHECKING:`` (never run).
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def module_name(path: Path, root: Path = ROOT) -> str:
    """Returns the dotted module name of a .py file under root (a package's __init__ is the package)."""
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _runtime_nodes(tree: ast.AST):
    """Yields every node except those under ``if TYPE_CHECKING:`` blocks."""
    stack = [tree]
    while stack:
        node = stack.pop()
        yield node
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child.test):
                stack.extend(child.orelse)
                continue
            stack.append(child)


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def imports_of(path: Path, modules: set[str], root: Path = ROOT) -> set[str]:
    """Returns the modules of ``modules`` that the file imports (``from pkg import mod`` names mod when
    mod is a module, else pkg)."""
    me = module_name(path, root)
    package = me if path.name == "__init__.py" else me.rpartition(".")[0]
    out: set[str] = set()
    for node in _runtime_nodes(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                out.add(_known(alias.name, modules))
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                out.add(sub if sub in modules else _known(base, modules))
    out.discard("")
    out.discard(me)
    return out


def _known(name: str, modules: set[str]) -> str:
    """Returns name, or its nearest enclosing package in modules ("" when outside them)."""
    while name and name not in modules:
        name = name.rpartition(".")[0]
    return name


def module_graph(package: str = "game", root: Path = ROOT) -> dict[str, set[str]]:
    """Returns {module: modules of the package it imports} for every .py file of the package."""
    files = sorted((root / package.replace(".", "/")).rglob("*.py"))
    modules = {module_name(f, root) for f in files}
    return {module_name(f, root): imports_of(f, modules, root) for f in files}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Returns the strongly connected components of more than one module, largest first (Tarjan,
    iterative so a deep graph cannot exhaust the stack)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    counter = 0
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph.get(start, ()))))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return sorted(found, key=lambda c: (-len(c), c))


def main(argv: list[str] | None = None) -> int:
    """Prints the circles of game/ (or of the package named on the command line)."""
    args = sys.argv[1:] if argv is None else argv
    found = circles(module_graph(args[0] if args else "game"))
    for component in found:
        print(f"{len(component)} modules: " + " ".join(component))
    if not found:
        print("no circles")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

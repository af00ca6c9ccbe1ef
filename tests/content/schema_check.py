"""A small JSON Schema checker (the subset of draft 2020-12 the pack schema uses), so the tests
can hold the shipped content against the schema file without a new dependency."""

from __future__ import annotations

import re
from typing import Any

Json = Any

_TYPES: dict[str, Any] = {
    "object": dict,
    "array": list,
    "string": str,
    "boolean": bool,
}


def _is(kind: str, v: Json) -> bool:
    if kind == "integer":
        return isinstance(v, int) and not isinstance(v, bool)
    return isinstance(v, _TYPES[kind])


def errors(schema: Json, v: Json, root: Json | None = None, path: str = "$") -> list[str]:
    """Every place where ``v`` breaks ``schema`` (empty when it conforms)."""
    root = schema if root is None else root
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[1]
        rest = {k: x for k, x in schema.items() if k != "$ref"}
        return errors(root["$defs"][name], v, root, path) + (
            errors(rest, v, root, path) if rest else []
        )
    out: list[str] = []
    if "type" in schema and not _is(schema["type"], v):
        return [f"{path}: expected {schema['type']}"]
    if "const" in schema and v != schema["const"]:
        return [f"{path}: expected {schema['const']!r}"]
    if "enum" in schema and v not in schema["enum"]:
        return [f"{path}: {v!r} not in {schema['enum']}"]
    if "oneOf" in schema:
        ok = [s for s in schema["oneOf"] if not errors(s, v, root, path)]
        if len(ok) != 1:
            return [f"{path}: matches {len(ok)} of the oneOf schemas"]
    if isinstance(v, str):
        if len(v) < schema.get("minLength", 0):
            out.append(f"{path}: too short")
        if "pattern" in schema and not re.search(schema["pattern"], v):
            out.append(f"{path}: {v!r} does not match {schema['pattern']}")
    if isinstance(v, int) and not isinstance(v, bool) and v < schema.get("minimum", v):
        out.append(f"{path}: below {schema['minimum']}")
    if isinstance(v, list):
        if len(v) < schema.get("minItems", 0) or len(v) > schema.get("maxItems", len(v)):
            out.append(f"{path}: wrong number of items")
        if "items" in schema:
            for i, x in enumerate(v):
                out += errors(schema["items"], x, root, f"{path}[{i}]")
    if isinstance(v, dict):
        props = schema.get("properties", {})
        for k in schema.get("required", []):
            if k not in v:
                out.append(f"{path}: missing {k!r}")
        for k, x in v.items():
            if k in props:
                out += errors(props[k], x, root, f"{path}.{k}")
            elif schema.get("additionalProperties") is False:
                out.append(f"{path}.{k}: not allowed")
    return out

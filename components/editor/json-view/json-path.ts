// Finds the text an issue's path names (e.g. "questions[3].options[0].label") in the JSON view's document, with
// jsonc-parser's tree, so a marker sits exactly on the value (or key) the API's message is about.
import { findNodeAtLocation, type Node, type Segment } from "jsonc-parser";

export type TextRange = { offset: number; length: number };

/** "questions[3].options[0].label" → ["questions", 3, "options", 0, "label"]. */
export function pathSegments(path: string): Segment[] {
  const segments: Segment[] = [];
  for (const match of path.matchAll(/\[(\d+)\]|\.?([^.[\]]+)/g))
    segments.push(match[1] !== undefined ? Number(match[1]) : match[2]);
  return segments;
}

/** The property node (key and value) named `key` in `node` or, for logic references nested in $and/$or, below it. */
function findProperty(node: Node, key: string): Node | undefined {
  for (const child of node.children ?? []) {
    if (child.type === "property" && child.children?.[0]?.value === key) return child;
  }
  for (const child of node.children ?? []) {
    const inner = child.type === "property" ? child.children?.[1] : child;
    const found = inner ? findProperty(inner, key) : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * The node a path names, else its nearest existing ancestor. `key` asks for the property's key rather than its value
 * (a reference to an unknown question is a key of the logic expression).
 */
export function nodeAtPath(root: Node, path: string, options: { key?: boolean } = {}): Node {
  let node = root;
  const segments = pathSegments(path);
  for (const [index, segment] of segments.entries()) {
    const last = index === segments.length - 1;
    if (typeof segment === "number") {
      const next = findNodeAtLocation(node, [segment]);
      if (!next) return node;
      node = next;
      continue;
    }
    const property =
      node.type === "object"
        ? (node.children?.find((child) => child.children?.[0]?.value === segment) ??
          (last ? findProperty(node, segment) : undefined))
        : undefined;
    if (!property?.children) return node;
    node = last && options.key ? property.children[0] : (property.children[1] ?? property.children[0]);
  }
  return node;
}

export const rangeOf = (node: Node): TextRange => ({ offset: node.offset, length: node.length });

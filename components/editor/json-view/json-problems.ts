// Every problem of the JSON view's text as a range with a message: the API's own rules (validateDefinition, which
// runs analyseExpression on logic) word for word, plus what the API lets pass but support staff want to see —
// properties no type knows (kept, but ignored) and lenient forms such as "true" or "5" in strings.
import { parseTree, type Node } from "jsonc-parser";
import { QUESTION_TYPE_INFO, QUESTION_TYPES, validateDefinition, type QuestionType } from "@/lib/questions";
import { nodeAtPath, rangeOf, type TextRange } from "./json-path";

export type ProblemSeverity = "error" | "warning" | "info";
export type JsonProblem = TextRange & { path: string; rule: string; message: string; severity: ProblemSeverity };

const EVENT_KEYS = new Set(["name", "type", "questions"]);
const QUESTION_KEYS = new Set(["id", "type", "label", "required"]);
const OPTION_KEYS: Record<string, Set<string>> = {
  select: new Set(["value", "label", "initialVal", "options"]),
  checkboxGroup: new Set(["id", "label", "initialVal"]),
  radio: new Set(["id", "label"]),
};

const value = (node: Node | undefined): unknown => node?.value;
const properties = (node: Node | undefined): [string, Node, Node | undefined][] =>
  node?.type === "object"
    ? (node.children ?? []).flatMap((child) =>
        child.children
          ? [
              [String(child.children[0].value), child.children[0], child.children[1]] as [
                string,
                Node,
                Node | undefined,
              ],
            ]
          : [],
      )
    : [];

/** The problems of the text; none when it is not JSON (the parse error is shown on its own). */
export function jsonProblems(text: string, data: unknown): JsonProblem[] {
  const root = parseTree(text);
  if (!root || root.type !== "object") return [];
  const event = data as { type?: unknown; questions?: unknown };
  const eventType = event.type === "checkIn" ? "checkIn" : "standard";
  const problems: JsonProblem[] = validateDefinition(event.questions, { eventType }).map((issue) => ({
    ...rangeOf(nodeAtPath(root, issue.path, { key: issue.rule === "logicReference" })),
    ...issue,
    severity: "error",
  }));
  const add = (node: Node, path: string, rule: string, message: string, severity: ProblemSeverity) =>
    problems.push({ ...rangeOf(node), path, rule, message, severity });

  for (const [key, keyNode] of properties(root)) {
    if (!EVENT_KEYS.has(key))
      add(
        keyNode,
        key,
        "unknownProperty",
        `'${key}' is not part of an event's definition: only name, type and questions are saved here.`,
        "warning",
      );
  }
  const questions = properties(root).find(([key]) => key === "questions")?.[2];
  (questions?.type === "array" ? (questions.children ?? []) : []).forEach((question, index) => {
    const type = value(properties(question).find(([key]) => key === "type")?.[2]);
    if (typeof type !== "string" || !(QUESTION_TYPES as readonly string[]).includes(type)) return;
    const info = QUESTION_TYPE_INFO[type as QuestionType];
    const known = new Map(info.properties.map((property) => [property.name, property.kind]));
    for (const [key, keyNode, valueNode] of properties(question)) {
      const at = `questions[${index}].${key}`;
      const kind = known.get(key);
      if (!kind && !QUESTION_KEYS.has(key))
        add(
          keyNode,
          at,
          "unknownProperty",
          `'${key}' is not a property of a ${type} question; the API keeps it but nothing uses it.`,
          "warning",
        );
      if (valueNode) lenient(valueNode, kind, at, add);
      if (key === "options" && valueNode?.type === "array") checkOptions(valueNode, `${at}`, OPTION_KEYS[type], add);
    }
  });
  return problems;
}

type Add = (node: Node, path: string, rule: string, message: string, severity: ProblemSeverity) => void;

function lenient(node: Node, kind: string | undefined, at: string, add: Add) {
  if (node.type !== "string") return;
  if (kind === "boolean" && (node.value === "true" || node.value === "false"))
    add(
      node,
      at,
      "stringBoolean",
      `${at.split(".").pop()} is a yes/no value written as a string; write ${node.value} without quotes.`,
      "info",
    );
  if (kind === "integer" && /^-?\d+$/.test(String(node.value)))
    add(
      node,
      at,
      "stringInteger",
      `${at.split(".").pop()} is a whole number written as a string; write ${node.value} without quotes.`,
      "info",
    );
}

function checkOptions(list: Node, at: string, keys: Set<string> | undefined, add: Add) {
  (list.children ?? []).forEach((option, index) => {
    const here = `${at}[${index}]`;
    for (const [key, keyNode, valueNode] of properties(option)) {
      if (keys && !keys.has(key))
        add(
          keyNode,
          `${here}.${key}`,
          "unknownProperty",
          `'${key}' is not a property of an option here (${[...keys].join(", ")}).`,
          "warning",
        );
      if (key === "initialVal" && valueNode) lenient(valueNode, "boolean", `${here}.${key}`, add);
      if (key === "options" && valueNode?.type === "array") checkOptions(valueNode, `${here}.options`, keys, add);
    }
  });
}

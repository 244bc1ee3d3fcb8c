// Values compared with a question that has options but are none of them (such a rule never holds for a valid answer):
// the visual rules refuse
// such a rule, so code mode marks it with the same check and the same words (ruleValueProblem), wherever in the
// expression it sits. The API accepts it (the condition is merely never true for that value), so this is the
// studio's own check.
import { REGEX_STRING } from "@/lib/logic/operator-names";
import { ruleValueProblem, type RuleQuestion } from "./rule-operators";
import { isPlainObject } from "@/lib/logic/is-plain-object";

export type OptionValueProblem = { path: (string | number)[]; message: string };

const OPTION_TYPES = new Set(["select", "radio", "checkboxGroup"]);
const JOINS = new Set(["$and", "$or", "$nor"]);

/** "compares 'x' with …" → "Compares 'x' with ….", as the visual rules say it (ruleProblem). */
const sentence = (phrase: string) => `${phrase[0].toUpperCase()}${phrase.slice(1)}.`;

export function optionValueProblems(expression: unknown, questions: readonly RuleQuestion[]): OptionValueProblem[] {
  const byId = new Map<string, RuleQuestion>();
  for (const question of questions) if (!byId.has(question.id)) byId.set(question.id, question);
  const problems: OptionValueProblem[] = [];

  const value = (question: RuleQuestion, item: unknown, path: (string | number)[]) => {
    // A "/…/" text is a pattern, and patterns are not option values.
    if (typeof item === "string" && REGEX_STRING.test(item)) return;
    const problem = ruleValueProblem(question, "equals", item);
    if (problem) problems.push({ path, message: sentence(problem) });
  };
  const condition = (question: RuleQuestion, cond: unknown, path: (string | number)[]) => {
    if (!isPlainObject(cond) || !Object.keys(cond).some((key) => key.startsWith("$"))) {
      // A whole list or an object is another matter (the visual rules explain it); only single values are options.
      if (!Array.isArray(cond) && !isPlainObject(cond) && cond !== null) value(question, cond, path);
      return;
    }
    for (const [op, arg] of Object.entries(cond)) {
      const at = [...path, op];
      if (op === "$eq" || op === "$ne") {
        if (arg !== null && !Array.isArray(arg) && !isPlainObject(arg)) value(question, arg, at);
      } else if ((op === "$in" || op === "$nin" || op === "$all") && Array.isArray(arg)) {
        arg.forEach((item, index) => {
          if (item !== null && !Array.isArray(item) && !isPlainObject(item)) value(question, item, [...at, index]);
        });
      } else if (op === "$not" || op === "$elemMatch") condition(question, arg, at);
    }
  };
  const walk = (node: unknown, path: (string | number)[]) => {
    if (!isPlainObject(node)) return;
    for (const [key, child] of Object.entries(node)) {
      if (JOINS.has(key) && Array.isArray(child)) child.forEach((item, index) => walk(item, [...path, key, index]));
      else if (!key.startsWith("$")) {
        const question = byId.get(key);
        if (question && OPTION_TYPES.has(question.type)) condition(question, child, [...path, key]);
      }
    }
  };
  walk(expression, []);
  return problems;
}

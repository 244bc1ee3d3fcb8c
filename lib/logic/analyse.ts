// Structural checks of one logic expression (analyse-core.ts), with RE2 deciding which regular expressions may be
// used (regex-safety.ts).
import { analyseExpressionWith, type Analysis } from "./analyse-core";
import { regexProblem } from "./regex-safety";

export { expressionReferences, type Analysis, type LogicProblem, type StateReference } from "./analyse-core";

export function analyseExpression(expression: unknown, path = ""): Analysis {
  return analyseExpressionWith(expression, path, regexProblem);
}

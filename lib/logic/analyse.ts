// Structural checks of one logic expression (analyse-without-re2.ts), with RE2 deciding which regular expressions may
// be
// used (regex-safety.ts).
import { analyseExpressionWith, type Analysis } from "./analyse-without-re2";
import { regexProblem } from "./regex-safety";

export { expressionReferences, type Analysis, type LogicProblem, type StateReference } from "./analyse-without-re2";

export function analyseExpression(expression: unknown, path = ""): Analysis {
  return analyseExpressionWith(expression, path, regexProblem);
}

// Which regular expressions a definition may carry: those RE2 compiles within the caps (regex-engine.ts), with RE2
// loaded by this import (lib/logic/safe-regex.ts).
import "./safe-regex";

export { regexProblem } from "./regex-engine";

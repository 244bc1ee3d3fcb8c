// User patterns on RE2 (regex-engine.ts holds the rules, re2-compiler.ts RE2 itself). Importing this module loads RE2
// at once: the server, the SDK and the studio import it; the capture app loads RE2 only for a form that needs it
// (load-regex-compiler.ts).
export * from "./regex-engine";
export { builtinRegex, re2Compiler } from "./re2-compiler";

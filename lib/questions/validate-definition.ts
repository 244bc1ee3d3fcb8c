// validateDefinition with RE2 loaded, as the server, the SDK and the studio use it. The rules themselves are in
// validate-definition-without-re2.ts, which the editor's check worker imports, loading RE2 only for a form that
// carries a pattern of its own (lib/editor-store/issues-check.ts).
import "../logic/safe-regex";

export * from "./validate-definition-without-re2";

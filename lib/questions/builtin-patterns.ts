// The built-in patterns of the email, url and social types and a question's own pattern (value-patterns.ts), with
// RE2 loaded (like every pattern a value meets on the server and in the studio), and the date formats.
import "../logic/safe-regex";

export { SOCIAL_MAX_LENGTH } from "./constants";
export { DATE_FORMATS, isValidDateValue, type DateSubtype } from "./date-formats";
export { compilePattern, EMAIL_PATTERN, patternParts, SOCIAL_PATTERN, URL_PATTERN } from "./value-patterns";

// No source line is wider than the formatter's width (printWidth in prettier.config.mjs). Prettier wraps code to
// it, but leaves alone what it cannot break: a comment, a long string or class list, a line of JSX text. This finds
// those in every file Prettier formats (its ignore files apply) with a code or stylesheet extension, measured the
// way Prettier measures (a wide character counts two). Markdown is not held to it: a table row is as wide as it is.
// `npm run lint` runs it; `node scripts/check-line-width.mjs` prints each line with its width and kind.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as prettier from "prettier";

export const EXTENSIONS = new Set([".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs", ".css"]);
const IGNORE_FILES = [".gitignore", ".prettierignore"];

const CLASS_TOKEN = /^[!a-z0-9@*&>:[\]()/.%_#=,-]+$/;
const TEST_NAME = /^(it|test|describe)(\.\w+)*(\(.*\))?\(/;

/** Whether one of the line's string literals is a class list (four or more class-like words, one with a dash). */
function holdsClassList(line) {
  return [...line.matchAll(/"([^"]*)"|'([^']*)'|`([^`]*)`/g)].some((match) => {
    const words = (match[1] ?? match[2] ?? match[3]).trim().split(/\s+/);
    return (
      words.length >= 4 && words.every((word) => CLASS_TOKEN.test(word)) && words.some((word) => word.includes("-"))
    );
  });
}

/**
 * What makes a line too long, for the report: a comment, a class list, a test's name, another string (a message,
 * a regular expression, a line of a template), a line of JSX text, or code Prettier could have wrapped (it leaves
 * none after `npm run format`).
 * @param {string} line
 * @param {{ jsx?: boolean, inTemplate?: boolean }} [context] whether the file may hold JSX text, and whether the
 *   line starts inside a template literal
 * @returns {"comment" | "class list" | "test name" | "string" | "jsx-text" | "code"}
 */
export function kindOf(line, { jsx = false, inTemplate = false } = {}) {
  const text = line.trim();
  if (!inTemplate && /^(\/\/|\/\*|\*|\{\s*\/\*)/.test(text)) return "comment";
  if (/className=/.test(text) || holdsClassList(text)) return "class list";
  if (TEST_NAME.test(text)) return "test name";
  if (inTemplate || /["'`]/.test(text) || /^\/[^/*]/.test(text)) return "string";
  if (jsx && !/(=>|[;{(,]$|^[<)}\]])/.test(text)) return "jsx-text";
  return "code";
}

/** Whether a template literal is still open at the end of `line`, given whether one was at its start. */
function templateOpenAfter(line, inTemplate) {
  if (!inTemplate && /^\s*(\/\/|\*|\/\*)/.test(line)) return false;
  const ticks = line.replace(/\\./g, "").split("`").length - 1;
  return ticks % 2 === 1 ? !inTemplate : inTemplate;
}

/**
 * The lines of `text` wider than `width`.
 * @param {string} text
 * @param {number} width
 * @param {{ jsx?: boolean, measure?: (line: string) => number }} [options]
 * @returns {{ line: number, width: number, kind: ReturnType<typeof kindOf> }[]}
 */
export function wideLines(text, width, { jsx = false, measure = prettier.util.getStringWidth } = {}) {
  const wide = [];
  let inTemplate = false;
  text.split(/\r?\n/).forEach((line, index) => {
    const measured = measure(line);
    if (measured > width) wide.push({ line: index + 1, width: measured, kind: kindOf(line, { jsx, inTemplate }) });
    inTemplate = templateOpenAfter(line, inTemplate);
  });
  return wide;
}

/** The files under `root` that Prettier formats and this check reads, as paths relative to `root`. */
export async function sourceFiles(root) {
  const ignored = async (relative) =>
    (
      await prettier.getFileInfo(path.join(root, relative), {
        ignorePath: IGNORE_FILES.map((file) => path.join(root, file)),
      })
    ).ignored;
  const files = [];
  const walk = async (folder) => {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        // A folder an ignore file names (dependencies, builds, generated code) is skipped whole.
        if (entry.name === "node_modules" || entry.name === ".git" || (await ignored(path.join(relative, "probe.ts"))))
          continue;
        await walk(relative);
      } else if (EXTENSIONS.has(path.extname(entry.name)) && !(await ignored(relative))) files.push(relative);
    }
  };
  await walk("");
  return files.sort();
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const counts = { comment: 0, "class list": 0, "test name": 0, string: 0, "jsx-text": 0, code: 0 };
  let total = 0;
  let width = 0;
  for (const file of await sourceFiles(root)) {
    const absolute = path.join(root, file);
    width = (await prettier.resolveConfig(absolute))?.printWidth ?? 80;
    const jsx = /\.[jt]sx$/.test(file);
    for (const wide of wideLines(fs.readFileSync(absolute, "utf8"), width, { jsx })) {
      console.log(`${file}:${wide.line}: ${wide.width} columns (${wide.kind})`);
      counts[wide.kind] += 1;
      total += 1;
    }
  }
  if (total === 0) return;
  const kinds = Object.entries(counts)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${count} ${kind}`);
  console.error(`\n${total} lines wider than ${width} columns (${kinds.join(", ")}): break them by hand.`);
  process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();

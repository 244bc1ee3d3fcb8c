// The studio guide cannot rot silently: every image that docs/studio.md and the README show exists, every PNG in
// docs/images is shown somewhere, and the screenshot script (scripts/screenshots.ts) writes exactly those PNGs, so a
// picture the guide needs is never one that `npm run docs:screenshots` no longer refreshes.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "..");
const DOCUMENTS = ["README.md", "docs/studio.md"];
const IMAGES = "docs/images";

/**
 * The local images a Markdown file shows (`![alt](path)` and `<img src="path">`), as paths from the repository root.
 */
export function imagesOf(markdown: string, file: string): string[] {
  const targets = [
    ...[...markdown.matchAll(/!\[[^\]]*\]\(\s*(?:<([^>]+)>|([^)\s]+))(?:\s+"[^"]*")?\s*\)/g)].map(
      (match) => match[1] ?? match[2],
    ),
    ...[...markdown.matchAll(/<img\b[^>]*\bsrc=["']([^"']+)["']/g)].map((match) => match[1]),
  ];
  return targets
    .filter((target) => !/^[a-z]+:/i.test(target))
    .map((target) => path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(target.split("#")[0]))));
}

const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const shown = new Map(DOCUMENTS.map((file) => [file, imagesOf(read(file), file)]));
const pngs = fs
  .readdirSync(path.join(root, IMAGES))
  .filter((name) => name.endsWith(".png"))
  .map((name) => `${IMAGES}/${name}`)
  .sort();

describe("the studio guide's images", () => {
  it("reads Markdown and HTML images relative to their file, and skips remote ones", () => {
    const markdown =
      '![Editor](images/editor.png) ![x](<images/a b.png> "title") <img ' +
      'src="./images/c.png" alt=""> ![r](https://example.com/r.png)';
    expect(imagesOf(markdown, "docs/studio.md")).toEqual([
      "docs/images/editor.png",
      "docs/images/a b.png",
      "docs/images/c.png",
    ]);
    expect(imagesOf("![Editor](docs/images/editor.png)", "README.md")).toEqual(["docs/images/editor.png"]);
  });

  it("every image the guide and the README show exists", () => {
    const missing = [...shown].flatMap(([file, images]) =>
      images.filter((image) => !fs.existsSync(path.join(root, image))).map((image) => `${image} (in ${file})`),
    );
    expect(missing).toEqual([]);
  });

  it("the README shows the editor and links to the guide", () => {
    expect(shown.get("README.md")).toContain(`${IMAGES}/editor.png`);
    expect(read("README.md")).toMatch(/\]\(docs\/studio\.md\)/);
  });

  it("every PNG in docs/images is shown by the guide or the README", () => {
    const used = new Set([...shown.values()].flat());
    expect(pngs.filter((image) => !used.has(image))).toEqual([]);
  });

  it("the guide's links to its own sections lead to a heading", () => {
    const guide = read("docs/studio.md");
    // GitHub's anchors: the heading in lower case, without punctuation, spaces as hyphens.
    const anchors = new Set(
      [...guide.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) =>
        match[1]
          .toLowerCase()
          .replace(/[^\p{L}\p{N}\s-]/gu, "")
          .trim()
          .replace(/\s/g, "-"),
      ),
    );
    const links = [...guide.matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => !anchors.has(link))).toEqual([]);
  });

  it("the screenshot script writes exactly the PNGs in docs/images, each under 300 kB", () => {
    const names = [...read("scripts/screenshots.ts").matchAll(/\bshot\(\s*\w+\s*,\s*"([\w-]+)"\s*\)/g)].map(
      (match) => `${IMAGES}/${match[1]}.png`,
    );
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(pngs);
    expect(pngs.filter((image) => fs.statSync(path.join(root, image)).size >= 300 * 1024)).toEqual([]);
  });
});

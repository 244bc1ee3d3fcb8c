// `npm run sdk:pack [-- --out <dir>]`: builds and packs the SDK (build.ts), then prints the tarball's path, ready
// for `npm install <path>` in another project. Without --out, into a new temporary folder.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { packSdk } from "./build";

const at = process.argv.indexOf("--out");
const outDir =
  at > 0 && process.argv[at + 1]
    ? path.resolve(process.argv[at + 1])
    : fs.mkdtempSync(path.join(os.tmpdir(), "capture-sdk-"));
fs.mkdirSync(outDir, { recursive: true });
console.log(packSdk(outDir));

// Copies the barcode-detector polyfill's WebAssembly (zxing-wasm's reader) into public/capture/, where
// lib/capture/barcode-reader.ts tells the polyfill to load it from: our own origin, never a CDN. Runs before
// `next build` and `npm run dev`; the copy is not committed (.gitignore), the package is its source.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// Resolved from barcode-detector, so the .wasm is the one its glue code was built with.
const require = createRequire(createRequire(import.meta.url).resolve("barcode-detector"));
const source = require.resolve("zxing-wasm/reader/zxing_reader.wasm");
const target = path.join("public", "capture", "zxing_reader.wasm");
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.copyFileSync(source, target);
console.log(`${target}: ${fs.statSync(target).size} bytes from zxing-wasm`);

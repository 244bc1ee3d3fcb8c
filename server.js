// `npm start`: the compiled server (server/main.ts, built into dist/ by `npm run build`). Plain JavaScript needing
// no development tooling, so that an install without dev dependencies starts.
"use strict";
const fs = require("node:fs");
const path = require("node:path");

if (!fs.existsSync(path.join(__dirname, "dist", "server.js"))) {
  process.stderr.write("No production build found. Run `npm run build` first, then `npm start`.\n");
  process.exit(1);
}
require("./dist/server.js");

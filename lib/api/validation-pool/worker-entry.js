// The validation worker's entry point under tsx (npm run dev, the unit tests): runs the TypeScript sources. The
// compiled server starts dist/validation-worker.js instead (npm run build).
"use strict";
require("tsx/cjs");
require("./worker.ts");

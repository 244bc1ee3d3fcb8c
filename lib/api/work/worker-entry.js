// The validation worker's entry point: like server.js, it runs the TypeScript sources through tsx.
"use strict";
require("tsx/cjs");
require("./worker.ts");

// npm run docs:openapi — writes docs/openapi.json from lib/api/openapi.ts.
import fs from "node:fs";
import path from "node:path";
import { openApiDocument } from "../lib/api/openapi";

fs.writeFileSync(path.join(__dirname, "..", "docs", "openapi.json"), `${JSON.stringify(openApiDocument, null, 2)}\n`);

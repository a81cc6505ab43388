// Writes openapi/openapi.json from the zod schemas (never edit that file by hand).
// `npm run openapi`; a test fails when the committed file drifts from the app.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createApp, OPENAPI_INFO } from "../src/http/app.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const doc = createApp().getOpenAPI31Document(OPENAPI_INFO);
writeFileSync(`${root}openapi/openapi.json`, JSON.stringify(doc, null, 2) + "\n");
console.log(`openapi/openapi.json: ${Object.keys(doc.paths ?? {}).length} paths`);

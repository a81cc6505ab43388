import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { openapiTypes, TYPES_FILE } from "../../scripts/openapi-types.mjs";

// The typed client of test/e2e/typed-client.test.ts is built on types generated from the
// committed document: they must be what openapi-typescript makes of it now.
describe("generated client types", () => {
  it("test/e2e/openapi-types.ts is what openapi-typescript generates from openapi/openapi.json (run `npm run openapi`)", async () => {
    expect(readFileSync(TYPES_FILE, "utf8")).toBe(await openapiTypes());
  });
});

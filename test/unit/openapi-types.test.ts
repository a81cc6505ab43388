import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CLIENT_TYPES_FILE, openapiTypes, TYPES_FILE } from "../../scripts/openapi-types.mjs";

// /play's api() and the typed client of test/e2e/typed-client.test.ts are typed from types
// generated from the committed document: they must be what openapi-typescript makes of it now.
describe("generated client types", () => {
  it("openapi/openapi-types.ts is what openapi-typescript generates from openapi/openapi.json (run `npm run openapi`)", async () => {
    expect(readFileSync(TYPES_FILE, "utf8")).toBe(await openapiTypes());
  });

  it("the client package's copy (clients/typescript/src/openapi-types.ts) is the same", async () => {
    expect(readFileSync(CLIENT_TYPES_FILE, "utf8")).toBe(await openapiTypes());
  });
});

import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import committed from "../../openapi/openapi.json" with { type: "json" };
import pkg from "../../package.json" with { type: "json" };
import { createApp, OPENAPI_INFO } from "../../src/http/app.ts";

describe("OpenAPI document", () => {
  const generated = createApp().getOpenAPI31Document(OPENAPI_INFO);

  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(
      generated as unknown as Parameters<Validator["validate"]>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(generated.openapi).toBe("3.1.0");
  });

  it("states the project's license, GPL-3.0-or-later as package.json says (Aisleriot's, see NOTICE)", () => {
    expect(pkg.license).toBe("GPL-3.0-or-later");
    expect(generated.info.license).toEqual({ name: pkg.license, identifier: pkg.license });
  });

  it("openapi/openapi.json is what the schemas generate (run `npm run openapi` after changing them)", () => {
    expect(JSON.parse(JSON.stringify(generated))).toEqual(committed);
  });

  it("types query, path and header parameters as a URL can carry them: never null", () => {
    const nullable: string[] = [];
    for (const [path, item] of Object.entries(generated.paths ?? {}))
      for (const [method, op] of Object.entries(item ?? {})) {
        const params = (op as { parameters?: { name: string; schema?: { type?: unknown } }[] }).parameters;
        for (const p of params ?? [])
          if (JSON.stringify(p.schema?.type ?? "").includes("null"))
            nullable.push(`${method} ${path} ${p.name}`);
      }
    expect(nullable).toEqual([]);
  });
});

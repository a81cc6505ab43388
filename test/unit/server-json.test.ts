import Ajv from "ajv";
import addFormats from "ajv-formats";
import { describe, expect, it } from "vitest";
import server from "../../server.json" with { type: "json" };
import { OPENAPI_INFO } from "../../src/http/app.ts";
import { TOOLS } from "../../src/mcp/server.ts";
import { connectToApp } from "../../scripts/mcp-tool-table.mjs";
import schema from "../fixtures/mcp-registry/server.schema.json" with { type: "json" };

// server.json, the entry of this server in the official MCP Registry, checked as the registry
// checks it: its published JSON schema (test/fixtures/mcp-registry/server.schema.json, a copy of
// https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json, which the
// registry keeps as internal/validators/schemas/2025-12-11.json in
// github.com/modelcontextprotocol/registry, MIT) and the rules its publish step adds in code
// (internal/validators: names, versions, remote URLs).

type ServerJson = Record<string, unknown>;

const ajv = new Ajv({ allErrors: true });
// The schema annotates its fields with OpenAPI's `example`: a word, not a constraint.
ajv.addVocabulary(["example"]);
addFormats(ajv);
const validate = ajv.compile(schema);

const errorsOf = (document: ServerJson) =>
  validate(document) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);

/** The registry's name rule: one slash between a reverse-DNS namespace and a name. */
const NAME = /^[a-zA-Z0-9][a-zA-Z0-9.-]*[a-zA-Z0-9]\/[a-zA-Z0-9][a-zA-Z0-9._-]*[a-zA-Z0-9]$/;
/** Version strings the registry refuses as ranges (^1.2.3, >=1.0, 1.x, 1 - 2, 1 || 2). */
const RANGE = /^\s*(?:[~^<>=]|.*\s-\s|.*\|\||(?:\d+\.)*[xX*])/;

interface Remote {
  type: string;
  url: string;
  variables?: Record<string, { isRequired?: boolean; placeholder?: string }>;
}
const remotes = server.remotes as Remote[];

/** A remote's URL with each `{variable}` replaced by its placeholder (what a client would fill in). */
const filledIn = (remote: Remote) =>
  remote.url.replace(/\{([^}]+)\}/g, (_, name: string) => remote.variables?.[name]?.placeholder ?? "");

describe("server.json (the official MCP Registry)", () => {
  it("is valid against the registry's published schema, which it names", () => {
    expect(server.$schema).toBe(schema.$id);
    expect(errorsOf(server)).toEqual([]);
  });

  it("the schema refuses what the registry refuses (so the check above can fail)", () => {
    const broken: [string, ServerJson][] = [
      ["no slash in the name", { ...server, name: "patience" }],
      ["a description over 100 characters", { ...server, description: "x".repeat(101) }],
      ["no version", { ...server, version: undefined }],
      ["a local transport as a remote", { ...server, remotes: [{ type: "stdio" }] }],
      ["a remote URL that is not http(s)", { ...server, remotes: [{ ...remotes[0], url: "ftp://x/mcp" }] }],
    ];
    for (const [what, document] of broken)
      expect(errorsOf(JSON.parse(JSON.stringify(document)) as ServerJson), what).not.toEqual([]);
  });

  it("passes the registry's own checks: name, version, remote URLs over https with every variable defined", () => {
    expect(server.name).toMatch(NAME);
    expect(server.version).not.toBe("latest");
    expect(server.version).not.toMatch(RANGE);
    expect(remotes.length).toBeGreaterThan(0);
    for (const remote of remotes) {
      expect(remote.type).toBe("streamable-http");
      for (const [, name] of remote.url.matchAll(/\{([^}]+)\}/g)) {
        expect(remote.variables?.[name!], name).toBeDefined();
        expect(remote.variables?.[name!]?.isRequired, name).toBe(true);
      }
      const url = new URL(filledIn(remote));
      expect(url.protocol).toBe("https:");
      expect(["localhost", "127.0.0.1"]).not.toContain(url.hostname);
      expect(url.hostname.endsWith(".localhost")).toBe(false);
    }
  });

  it("has the API's version, as the MCP server and the OpenAPI document give it", async () => {
    const client = await connectToApp();
    try {
      expect(client.getServerVersion()?.version).toBe(server.version);
    } finally {
      await client.close();
    }
    expect(OPENAPI_INFO.info.version).toBe(server.version);
  });

  it("its remote names this server's endpoint: the official client lists the tools at that path", async () => {
    for (const remote of remotes) {
      const client = await connectToApp(new URL(filledIn(remote)).pathname);
      try {
        const { tools } = await client.listTools();
        expect(tools.map((tool) => tool.name)).toEqual(TOOLS.map((tool) => tool.name));
      } finally {
        await client.close();
      }
    }
  });
});

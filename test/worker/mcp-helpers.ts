import {
  Client as ClientV2,
  StreamableHTTPClientTransport as TransportV2,
} from "@modelcontextprotocol/client";
import { Client as ClientV1 } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport as TransportV1 } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import { env, SELF } from "cloudflare:test";
import { expect } from "vitest";
import { z } from "zod";
import { createApp } from "../../src/http/app.ts";
import type { GameReply, Position } from "../../src/mcp/schemas.ts";
import { TOOLS } from "../../src/mcp/server.ts";
import { BASE } from "./helpers.ts";

export const MCP_URL = `${BASE}/mcp`;

/** The two eras of client: the current SDK negotiating 2026-07-28, and a 2025-era SDK v1 client. */
export const ERAS = ["modern", "legacy"] as const;
export type Era = (typeof ERAS)[number];

export interface ToolResult {
  content: { type: string; text?: string; uri?: string; mimeType?: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}

/** What both clients can do, typed as the tests use it. */
export interface McpClient {
  readonly era: Era;
  listTools(): Promise<{
    tools: { name: string; inputSchema: object; outputSchema?: object; annotations?: object }[];
  }>;
  callTool(params: { name: string; arguments?: Record<string, unknown> }): Promise<ToolResult>;
  listResources(): Promise<{ resources: { uri: string; mimeType?: string }[] }>;
  readResource(params: {
    uri: string;
  }): Promise<{ contents: { uri: string; text?: string; mimeType?: string }[] }>;
  listPrompts(): Promise<{ prompts: { name: string }[] }>;
  getPrompt(params: {
    name: string;
    arguments?: Record<string, string>;
  }): Promise<{ messages: { content: { type: string; text?: string } }[] }>;
  close(): Promise<void>;
}

/** Where a client's requests go: the Worker under test (SELF) unless a test passes its own app. */
export type Send = (url: string, init: RequestInit) => Promise<Response>;
const toSelf: Send = (url, init) => SELF.fetch(url, init);

/** Requests go to `send`, with whatever headers a test adds. */
const fetchVia =
  (headers: Record<string, string>, send: Send) =>
  (url: string | URL, init?: RequestInit): Promise<Response> => {
    const merged = new Headers(init?.headers);
    for (const [name, value] of Object.entries(headers)) merged.set(name, value);
    return send(String(url), { ...init, headers: merged });
  };

/** An official MCP client of `era`, connected to /mcp of the Worker under test (or of `send`'s app). */
export async function connect(
  era: Era,
  headers: Record<string, string> = {},
  send: Send = toSelf,
): Promise<McpClient> {
  const url = new URL(MCP_URL);
  const info = { name: "patience-tests", version: "1.0.0" };
  if (era === "modern") {
    const client = new ClientV2(info, { versionNegotiation: { mode: "auto" } });
    await client.connect(new TransportV2(url, { fetch: fetchVia(headers, send) }));
    expect(client.getProtocolEra()).toBe("modern");
    return Object.assign(client as unknown as McpClient, { era });
  }
  const client = new ClientV1(info);
  await client.connect(new TransportV1(url, { fetch: fetchVia(headers, send) }));
  return Object.assign(client as unknown as McpClient, { era });
}

/** Every text block of a result, joined. */
export const textOf = (result: ToolResult): string =>
  result.content.flatMap((block) => (block.type === "text" && block.text ? [block.text] : [])).join("\n");

/** A game tool's structured reply, checked to be a success. */
export function replyOf(result: ToolResult): GameReply & { position: Position } {
  expect(result.isError ?? false, textOf(result)).toBe(false);
  const reply = result.structuredContent as GameReply | undefined;
  expect(reply?.position).toBeDefined();
  return reply as GameReply & { position: Position };
}

/** A game tool's refusal: its code, checked to be a tool error. */
export function refusalOf(result: ToolResult): {
  code: string;
  message: string;
  params?: Record<string, unknown>;
  position?: Position;
} {
  expect(result.isError, textOf(result)).toBe(true);
  const reply = result.structuredContent as GameReply | undefined;
  expect(reply?.error).toBeDefined();
  return { ...reply!.error!, ...(reply?.position ? { position: reply.position } : {}) };
}

/** A raw POST to /mcp (for what no client sends: foreign origins, huge bodies, garbage). */
export const rawPost = (body: string, headers: Record<string, string> = {}) =>
  SELF.fetch(MCP_URL, { method: "POST", headers: { ...POST_HEADERS, ...headers }, body });

const POST_HEADERS = { "Content-Type": "application/json", Accept: "application/json, text/event-stream" };
const limitedApp = createApp();

/** A raw POST to /mcp from client `ip` with the rate limiter on (the suite runs with it off). */
export const limitedPost = (body: string, ip: string, headers: Record<string, string> = {}) =>
  limitedApp.request(
    "/mcp",
    { method: "POST", headers: { ...POST_HEADERS, "CF-Connecting-IP": ip, ...headers }, body },
    { ...env, RATE_LIMIT: undefined },
  );

const ajv = new Ajv2020({ allErrors: true, strict: true });
// The mark of a reply part that tools/list lists by its type alone (src/mcp/listed-schema.ts).
ajv.addVocabulary(["x-listed"]);

/** Each tool's whole reply contract: its zod output schema as JSON Schema (closed objects). */
const contracts = new Map(
  TOOLS.map((tool) => [tool.name, ajv.compile(z.toJSONSchema(tool.output, { io: "output" }))]),
);

/**
 * The tools' schemas compiled with a JSON Schema 2020-12 validator (strict: unknown keywords
 * are errors); `check` validates a result's structured content against its tool's output
 * schema as tools/list gives it (the outline a client validates by) and against the tool's
 * whole contract (every field, nothing else).
 */
export async function toolSchemas(client: McpClient) {
  const { tools } = await client.listTools();
  const outputs = new Map<string, ValidateFunction>();
  for (const tool of tools) {
    expect(tool.inputSchema, tool.name).toMatchObject({ type: "object" });
    expect(tool.outputSchema, tool.name).toMatchObject({ type: "object" });
    ajv.compile(tool.inputSchema);
    outputs.set(tool.name, ajv.compile(tool.outputSchema!));
  }
  return {
    tools,
    check(name: string, result: ToolResult) {
      for (const validate of [outputs.get(name)!, contracts.get(name)!])
        expect(validate(result.structuredContent), JSON.stringify(validate.errors)).toBe(true);
    },
  };
}

import {
  createMcpHandler,
  isJsonContentType,
  isLegacyRequest,
  localhostAllowedOrigins,
  originValidationResponse,
  WebStandardStreamableHTTPServerTransport,
} from "@modelcontextprotocol/server";
import { Hono } from "hono";
import type { Bindings } from "../env.ts";
import { PROBLEM_MESSAGES } from "../i18n/messages.ts";
import { countRequests } from "../durable/rate-limit.ts";
import { clientKey } from "../kit/client-key.ts";
import { langOf } from "../kit/lang.ts";
import { directCall, directFixed } from "./direct-call.ts";
import { buildServer, calledTool } from "./server.ts";
import type { ToolContext } from "./tool.ts";

// The MCP endpoint (Streamable HTTP, stateless), behind guards every answer of which is a
// JSON-RPC error: the Origin check, the API's rate limit and the body size limit. A plain
// tools/call, the bulk of the traffic, and a session's plain opening (initialize or
// server/discover, tools/list) are answered as the SDK would answer them but without a server
// of their own (direct-call.ts); every other request gets a fresh server instance from
// the official SDK, holding only what its request needs (a tool call, that tool), and a
// 2025-era request is answered as one JSON object rather than an SSE stream: each cuts what
// MCP costs beyond REST (`BENCH=mcp-cpu`).

/** Larger than any MCP request these tools take (a tools/call is a few hundred bytes). */
export const MAX_MCP_BODY_BYTES = 64 * 1024;

interface McpEnv {
  Bindings: Bindings;
  /**
   * Set by the app when mounted under it: the language its detector found (`?lang=`,
   * Accept-Language) and its clock.
   */
  Variables: { language?: string; now?: () => number };
}

/** A transport-level refusal, as the SDK's own: a JSON-RPC error with no id and its HTTP status. */
function jsonRpcError(
  status: number,
  message: string,
  data?: object,
  headers?: Record<string, string>,
  code = -32000,
) {
  return Response.json(
    { jsonrpc: "2.0", error: { code, message, ...(data ? { data } : {}) }, id: null },
    { status, headers },
  );
}

/** The SDK refuses a batch longer than this; counting further would charge for nothing. */
const MAX_COUNTED_CALLS = 101;

/** What a request's body holds, read once here and handed to the SDK parsed (it reads no copy). */
type Body =
  | { readonly kind: "none" }
  | { readonly kind: "too_large" }
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "json"; readonly parsed: unknown };

/** Reads a POST's body, at most the size the endpoint accepts. */
async function readBody(request: Request): Promise<Body> {
  if (request.method !== "POST" || request.body === null) return { kind: "none" };
  const reader = request.body.getReader();
  // Decoded as it comes (as Blob.text() would: UTF-8, a BOM dropped, bad bytes replaced).
  const decoder = new TextDecoder();
  let text = "";
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_MCP_BODY_BYTES) {
      await reader.cancel();
      return { kind: "too_large" };
    }
    text += decoder.decode(value, { stream: true });
  }
  text += decoder.decode();
  try {
    return { kind: "json", parsed: JSON.parse(text) as unknown };
  } catch {
    return { kind: "text", text };
  }
}

/** How many JSON-RPC calls a body carries: a batch's length, else 1. */
const callsIn = (body: Body): number =>
  body.kind === "json" && Array.isArray(body.parsed)
    ? Math.min(Math.max(body.parsed.length, 1), MAX_COUNTED_CALLS)
    : 1;

/**
 * Hostnames a browser page may call this endpoint from: this machine (local clients such as
 * the Inspector's web page) and those listed in MCP_ALLOWED_ORIGINS (comma-separated origins
 * or hostnames). A request's own Host is not trusted: after DNS rebinding it is the attacker's.
 */
export function allowedOriginHostnames(configured: string | undefined): string[] {
  const listed = (configured ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      if (!entry.includes("://")) return [entry.toLowerCase()];
      try {
        return [new URL(entry).hostname];
      } catch {
        return [];
      }
    });
  return [...localhostAllowedOrigins(), ...listed];
}

export function mcpRoutes() {
  return new Hono<McpEnv>()
    .all("/", async (c) => {
      const request = c.req.raw;
      // A present Origin that is not allowed is refused (403): DNS rebinding, cross-site calls.
      const foreign = originValidationResponse(request, allowedOriginHostnames(c.env.MCP_ALLOWED_ORIGINS));
      if (foreign) return foreign;
      const lang = langOf(c.get("language"));
      // The API's own key: a client has one budget for both.
      const key = clientKey(c.req.header("CF-Connecting-IP"));
      const tooMany = () =>
        jsonRpcError(
          429,
          PROBLEM_MESSAGES.rate_limited[lang],
          { code: "rate_limited" },
          { "Retry-After": "60" },
        );
      // Every request counts once before its body is read; a batch's other calls count after.
      if (!(await countRequests(c.env.RATE_LIMITER, c.env, key))) return tooMany();
      const body = await readBody(request);
      if (body.kind === "too_large")
        return jsonRpcError(413, `Request body too large: at most ${MAX_MCP_BODY_BYTES} bytes.`);
      const calls = callsIn(body);
      // JSON-RPC batches left the protocol in 2025-06-18: refused when a later version is asked.
      if (calls > 1 && (request.headers.get("MCP-Protocol-Version") ?? "") >= "2025-06-18") {
        const message = "Batch requests are not part of this protocol version.";
        return jsonRpcError(400, message, { code: "batch_not_supported" }, {}, -32600);
      }
      // Each call of a batch counts, as the same calls sent one by one would.
      if (calls > 1 && !(await countRequests(c.env.RATE_LIMITER, c.env, key, calls - 1))) return tooMany();
      const now = c.get("now") ?? Date.now;
      const context = { env: c.env, lang, now, origin: new URL(request.url).origin, client: key };
      // The body as read: parsed (the SDK then reads nothing again), else its text for the SDK
      // to refuse as it does (not JSON: 400).
      if (body.kind === "json")
        return (
          directFixed(request, body.parsed) ??
          directCall(request, body.parsed, context) ??
          sdkAnswer(request, body.parsed, context)
        );
      if (body.kind === "text") {
        // The text again, its length the text's own (not the length sent, if it was not UTF-8).
        const headers = new Headers(request.headers);
        headers.delete("Content-Length");
        return serve(new Request(request.url, { method: "POST", headers, body: body.text }), { context });
      }
      return serve(request, { context });
    })
    .onError((error) => {
      // Unexpected: logged for the operator; the caller learns nothing about internals.
      console.error("mcp endpoint failed", error);
      return jsonRpcError(500, PROBLEM_MESSAGES.internal_error.en, { code: "internal_error" });
    });
}

/**
 * A JSON request as the SDK answers it: any request but a plain tools/call (direct-call.ts),
 * which it would answer the same.
 */
export async function sdkAnswer(request: Request, parsed: unknown, context: ToolContext): Promise<Response> {
  const only = calledTool(parsed);
  // A request that names a 2026 revision is the entry's to classify; others are asked once.
  const later = (request.headers.get("MCP-Protocol-Version") ?? "") >= "2026";
  if (
    !later &&
    isJsonContentType(request.headers.get("Content-Type")) &&
    (await isLegacyRequest(request, parsed))
  )
    return serveLegacy(request, parsed, context, only);
  return serve(request, { context, only }, { parsedBody: parsed });
}

/** What the server of one request is built from: its context, and the one tool it calls. */
interface Served {
  readonly context: ToolContext;
  readonly only?: string;
}

/** A request through the SDK's entry, which serves both eras (2025's as an SSE stream). */
function serve(request: Request, { context, only }: Served, options: { parsedBody?: unknown } = {}) {
  const handler = createMcpHandler(() => buildServer(context, only), {
    maxRequestBodySize: MAX_MCP_BODY_BYTES,
  });
  return handler.fetch(request, options);
}

/**
 * A 2025-era JSON-RPC POST, served as the SDK's stateless fallback serves it (a fresh server
 * and transport, closed after the answer) but answered as JSON, which the transport may send
 * and every client reads: an SSE stream of one answer cost more CPU than many a call.
 */
async function serveLegacy(request: Request, parsedBody: unknown, context: ToolContext, only?: string) {
  try {
    const server = buildServer(context, only);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      return await transport.handleRequest(request, { parsedBody });
    } finally {
      void transport.close().catch(() => {});
      void server.close().catch(() => {});
    }
  } catch (error) {
    console.error("mcp endpoint failed", error);
    return jsonRpcError(500, "Internal server error", undefined, undefined, -32603);
  }
}

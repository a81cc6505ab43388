import {
  createMcpHandler,
  localhostAllowedOrigins,
  originValidationResponse,
} from "@modelcontextprotocol/server";
import { Hono } from "hono";
import type { Bindings } from "../env.ts";
import { DEFAULT_LANG, LANGS, type Lang } from "../i18n/lang.ts";
import { PROBLEM_MESSAGES } from "../i18n/messages.ts";
import { buildServer } from "./server.ts";

// The MCP endpoint (Streamable HTTP, stateless): every request gets a fresh server instance
// from the official SDK, in front of which stand the guards every answer of which is a
// JSON-RPC error: the Origin check, the API's rate limit and the body size limit.

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

export interface McpRoutesOptions {
  /** The key the rate limiter counts a client under: the API's own, so a client has one budget. */
  readonly clientKey: (address: string | undefined) => string;
}

/** A transport-level refusal, as the SDK's own: a JSON-RPC error with no id and its HTTP status. */
function jsonRpcError(status: number, message: string, data?: object, headers?: Record<string, string>) {
  return Response.json(
    { jsonrpc: "2.0", error: { code: -32000, message, ...(data ? { data } : {}) }, id: null },
    { status, headers },
  );
}

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

const langOf = (language: string | undefined): Lang =>
  (LANGS as readonly string[]).includes(language ?? "") ? (language as Lang) : DEFAULT_LANG;

export function mcpRoutes(options: McpRoutesOptions) {
  return new Hono<McpEnv>()
    .all("/", async (c) => {
      const request = c.req.raw;
      // A present Origin that is not allowed is refused (403): DNS rebinding, cross-site calls.
      const foreign = originValidationResponse(request, allowedOriginHostnames(c.env.MCP_ALLOWED_ORIGINS));
      if (foreign) return foreign;
      const lang = langOf(c.get("language"));
      const limiter = c.env.RATE_LIMITER;
      if (limiter && c.env.RATE_LIMIT !== "off") {
        const { success } = await limiter.limit({ key: options.clientKey(c.req.header("CF-Connecting-IP")) });
        if (!success) {
          const message = PROBLEM_MESSAGES.rate_limited[lang];
          return jsonRpcError(429, message, { code: "rate_limited" }, { "Retry-After": "60" });
        }
      }
      const now = c.get("now") ?? Date.now;
      const context = { env: c.env, lang, now, origin: new URL(request.url).origin };
      const handler = createMcpHandler(() => buildServer(context), {
        maxRequestBodySize: MAX_MCP_BODY_BYTES,
      });
      return handler.fetch(request);
    })
    .onError((error) => {
      // Unexpected: logged for the operator; the caller learns nothing about internals.
      console.error("mcp endpoint failed", error);
      return jsonRpcError(500, PROBLEM_MESSAGES.internal_error.en, { code: "internal_error" });
    });
}

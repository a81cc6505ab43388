import type { CallToolResult, ToolAnnotations } from "@modelcontextprotocol/server";
import type { z } from "zod";
import type { Bindings } from "../env.ts";
import type { ReplyContext } from "./position.ts";

/** What a tool call may use besides its arguments: the bindings and the request's defaults. */
export interface ToolContext extends ReplyContext {
  readonly env: Bindings;
  /** The caller's rate-limit key (its address; an IPv6 /64): its hourly quotas count by it. */
  readonly client: string;
  /** The clock daily challenges go by (epoch ms): the app's, so tests can move it. */
  readonly now: () => number;
}

/** One tool: its schemas, honest annotations and what it does. */
export interface Tool {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly input: z.ZodObject;
  readonly output: z.ZodObject;
  readonly annotations: ToolAnnotations;
  /** The tool's `_meta` in tools/list: where an MCP Apps view draws its results. */
  readonly meta?: Readonly<Record<string, unknown>>;
  readonly run: (args: unknown, context: ToolContext) => Promise<CallToolResult>;
}

/** A tool whose handler sees its arguments as its input schema types them (once validated). */
export function defineTool<I extends z.ZodObject>(tool: {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly input: I;
  readonly output: z.ZodObject;
  readonly annotations: ToolAnnotations;
  readonly meta?: Readonly<Record<string, unknown>>;
  readonly run: (args: z.output<I>, context: ToolContext) => Promise<CallToolResult> | CallToolResult;
}): Tool {
  return { ...tool, run: async (args, context) => tool.run(args as z.output<I>, context) };
}

// Annotations say what differs from MCP's defaults (destructive, not idempotent, open world):
// a hint left out is the default; destructive and idempotent hints mean nothing on a
// read-only tool.

/** Tools that make or change something here (a game, a player, an entry), and nothing outside. */
export const CHANGES: ToolAnnotations = {
  readOnlyHint: false,
  destructiveHint: false,
  openWorldHint: false,
};

/** Read-only tools that look at nothing outside this server. */
export const READ_ONLY: ToolAnnotations = {
  readOnlyHint: true,
  openWorldHint: false,
};

import {
  classifyInboundRequest,
  isJsonContentType,
  SERVER_INFO_META_KEY,
  SUPPORTED_PROTOCOL_VERSIONS,
  type CallToolResult,
} from "@modelcontextprotocol/server";
import { guarded, SERVER_INFO, TOOLS } from "./server.ts";
import type { Tool, ToolContext } from "./tool.ts";

// A tools/call of one of the tools, answered here as the SDK answers it, without the server and
// transport it builds for every request (registration, connection, dispatch, close): those cost
// more CPU than the call's own work. Only a call whose every part is plain is answered here: the
// SDK's own classifier (its zod schemas of a JSON-RPC request and of the 2026-07-28 envelope)
// has passed it, its standard headers agree, its arguments pass the tool's input schema. Any
// other request, a call whose arguments are refused included, goes through the SDK as before,
// so its answers (errors, refusals, every other method) are the SDK's own. The answer is the
// one the SDK would send, byte for byte (test/worker/mcp-direct.test.ts compares them).

/** The protocol revision whose per-request envelope this path serves (the SDK's modern one). */
const MODERN_REVISION = "2026-07-28";

const TOOLS_BY_NAME: ReadonlyMap<string, Tool> = new Map(TOOLS.map((tool) => [tool.name, tool]));

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Whether every key of `value` is one of `keys`. */
const onlyKeys = (value: Json, keys: readonly string[]) =>
  Object.keys(value).every((key) => keys.includes(key));

/** The keys of the 2026-07-28 envelope the official client sends: nothing else rides here. */
const ENVELOPE_KEYS = [
  "io.modelcontextprotocol/protocolVersion",
  "io.modelcontextprotocol/clientInfo",
  "io.modelcontextprotocol/clientCapabilities",
];

/** The call a request makes, when this path may answer it: its id, tool, arguments and era. */
interface PlainCall {
  readonly id: string | number;
  readonly tool: Tool;
  readonly args: unknown;
  readonly modern: boolean;
}

/** The call `message` makes, if it is a plain call of one of the tools (see above). */
function plainCall(request: Request, message: unknown): PlainCall | undefined {
  if (!isObject(message) || message.method !== "tools/call" || !isObject(message.params)) return undefined;
  const { params } = message;
  const tool = typeof params.name === "string" ? TOOLS_BY_NAME.get(params.name) : undefined;
  if (!tool || !onlyKeys(message, ["jsonrpc", "id", "method", "params"])) return undefined;
  if (!onlyKeys(params, ["name", "arguments", "_meta"])) return undefined;
  if (params.arguments !== undefined && !isObject(params.arguments)) return undefined;
  if (!isJsonContentType(request.headers.get("Content-Type"))) return undefined;
  const headers = {
    protocolVersionHeader: request.headers.get("MCP-Protocol-Version") ?? undefined,
    mcpMethodHeader: request.headers.get("Mcp-Method") ?? undefined,
    mcpNameHeader: request.headers.get("Mcp-Name") ?? undefined,
  };
  const route = classifyInboundRequest({ httpMethod: "POST", body: message, ...headers });
  const id = message.id as string | number;
  if (route.kind === "modern") {
    // The envelope as the classifier checked it, and every standard header present and agreeing.
    if (route.messageKind !== "request" || route.classification.revision !== MODERN_REVISION)
      return undefined;
    if (!isObject(params._meta) || !onlyKeys(params._meta, ENVELOPE_KEYS)) return undefined;
    if (headers.protocolVersionHeader?.trim() !== MODERN_REVISION) return undefined;
    if (headers.mcpMethodHeader?.trim() !== "tools/call" || headers.mcpNameHeader?.trim() !== tool.name)
      return undefined;
    return { id, tool, args: params.arguments, modern: true };
  }
  if (route.kind !== "legacy" || route.reason !== "no-claim" || params._meta !== undefined) return undefined;
  // What the SDK's streamable HTTP transport asks of a 2025-era POST.
  const accept = request.headers.get("Accept") ?? "";
  if (!accept.includes("application/json") || !accept.includes("text/event-stream")) return undefined;
  const version = headers.protocolVersionHeader;
  if (version !== undefined && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) return undefined;
  return { id, tool, args: params.arguments, modern: false };
}

/**
 * The answer to a plain tools/call, or undefined when the SDK is to answer the request. The
 * arguments are checked first (a refused call goes to the SDK, which words the refusal); the
 * tool runs only when this path answers.
 */
export function directCall(
  request: Request,
  message: unknown,
  context: ToolContext,
): Promise<Response> | undefined {
  const call = plainCall(request, message);
  if (!call) return undefined;
  const parsed = call.tool.input.safeParse(call.args ?? {});
  if (!parsed.success) return undefined;
  return answered(call, parsed.data, context);
}

async function answered(call: PlainCall, args: unknown, context: ToolContext): Promise<Response> {
  const result = checked(call.tool, await guarded(call.tool, context)(args));
  return Response.json(
    { result: call.modern ? stamped(result) : result, jsonrpc: "2.0", id: call.id },
    { status: 200, headers: { "Content-Type": "application/json" } },
  );
}

/** A result as the SDK's output check leaves it: a tool's reply has structured content, or is an error. */
function checked(tool: Tool, result: CallToolResult): CallToolResult {
  if (result.isError || result.structuredContent !== undefined) return result;
  const text = `Output validation error: Tool ${tool.name} has an output schema but no structured content was provided`;
  return { content: [{ type: "text", text }], isError: true };
}

/** What the 2026-07-28 revision adds to every result: its type, and the server's identity in `_meta`. */
function stamped(result: CallToolResult): Json {
  const typed: Json = result.resultType === undefined ? { ...result, resultType: "complete" } : result;
  const meta = typed._meta;
  if (meta === undefined) return { ...typed, _meta: { [SERVER_INFO_META_KEY]: SERVER_INFO } };
  if (!isObject(meta) || meta[SERVER_INFO_META_KEY] !== undefined) return typed;
  return { ...typed, _meta: { ...meta, [SERVER_INFO_META_KEY]: SERVER_INFO } };
}

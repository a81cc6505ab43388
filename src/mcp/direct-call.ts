import {
  classifyInboundRequest,
  isJsonContentType,
  LATEST_PROTOCOL_VERSION,
  SERVER_INFO_META_KEY,
  SUPPORTED_PROTOCOL_VERSIONS,
  type CallToolResult,
} from "@modelcontextprotocol/server";
import { guarded, SERVER_INFO, TOOLS } from "./server.ts";
import FIXED from "./fixed-answers.json" with { type: "json" };
import type { Tool, ToolContext } from "./tool.ts";
import { GAME_IDS } from "../games/registry.ts";

// A tools/call of one of the tools, answered here as the SDK answers it, without the server and
// transport it builds for every request (registration, connection, dispatch, close): those cost
// more CPU than the call's own work. Only a call whose every part is plain is answered here:
// a JSON-RPC request the SDK's schemas take, as its classifier would route it, its standard
// headers agreeing, its arguments passing the tool's input schema (zod). Any other request, a
// call whose arguments are refused included, goes through the SDK as before, so its answers
// (errors, refusals, every other method) are the SDK's own. The answer is the one the SDK would
// send, byte for byte (test/worker/mcp-direct.test.ts compares them).

/** The protocol revision whose per-request envelope this path serves (the SDK's modern one). */
const MODERN_REVISION = "2026-07-28";
/** The 2025-era revisions the SDK's transport serves (none names a per-request envelope). */
const LEGACY_REVISIONS: readonly string[] = SUPPORTED_PROTOCOL_VERSIONS.filter((v) => v < "2026");

/**
 * Whether the kept answers are this build's: written for the same games (a build registering
 * others lists other tools and schemas; its session opening goes through the SDK).
 */
const FIXED_FITS = (FIXED as { games?: readonly string[] }).games?.join() === GAME_IDS.join();

const TOOLS_BY_NAME: ReadonlyMap<string, Tool> = new Map(TOOLS.map((tool) => [tool.name, tool]));

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Whether every key of `value` is one of `keys`. */
const onlyKeys = (value: Json, keys: readonly string[]) =>
  Object.keys(value).every((key) => keys.includes(key));

const PROTOCOL_VERSION = "io.modelcontextprotocol/protocolVersion";
const CLIENT_INFO = "io.modelcontextprotocol/clientInfo";
const CLIENT_CAPABILITIES = "io.modelcontextprotocol/clientCapabilities";

/** The call a request makes, when this path may answer it: its id, tool, arguments and era. */
export interface PlainCall {
  readonly id: string | number;
  readonly tool: Tool;
  readonly args: unknown;
  readonly modern: boolean;
}

/** A plain request: its id and era. */
interface Plain {
  readonly id: string | number;
  readonly modern: boolean;
}

/**
 * The id and era of `message` (a body as JSON.parse gives it), if it is a plain request of
 * `method`: a JSON-RPC request as the SDK's schema has it (strict: no other key), its params
 * none but `keys` and, in the 2026-07-28 era, the envelope alone, with the standard headers
 * present and agreeing (`Mcp-Name` naming `name`, absent where there is none); a 2025-era one
 * with no `_meta`, a revision the SDK's transport serves and the Accept it asks.
 */
function plainRequest(
  request: Request,
  message: unknown,
  method: string,
  keys: readonly string[],
  name?: string,
): Plain | undefined {
  if (!isObject(message) || message.jsonrpc !== "2.0" || message.method !== method) return undefined;
  const { id } = message;
  const params = message.params === undefined ? {} : message.params;
  if (typeof id !== "string" && !Number.isSafeInteger(id)) return undefined;
  if (!onlyKeys(message, ["jsonrpc", "id", "method", "params"]) || !isObject(params)) return undefined;
  if (!onlyKeys(params, [...keys, "_meta"])) return undefined;
  if (!isJsonContentType(request.headers.get("Content-Type"))) return undefined;
  const version = request.headers.get("MCP-Protocol-Version");
  if (params._meta === undefined) {
    if (version !== null && !LEGACY_REVISIONS.includes(version)) return undefined;
    const accept = request.headers.get("Accept") ?? "";
    if (!accept.includes("application/json") || !accept.includes("text/event-stream")) return undefined;
    return { id: id as string | number, modern: false };
  }
  const meta = params._meta;
  if (version !== MODERN_REVISION || request.headers.get("Mcp-Method") !== method) return undefined;
  if ((request.headers.get("Mcp-Name") ?? undefined) !== name) return undefined;
  if (!isObject(meta) || !onlyKeys(meta, [PROTOCOL_VERSION, CLIENT_INFO, CLIENT_CAPABILITIES]))
    return undefined;
  if (meta[PROTOCOL_VERSION] !== MODERN_REVISION) return undefined;
  const taken = isPlainEnvelope(meta) || sdkTakesEnvelope(message, method, version, name);
  return taken ? { id: id as string | number, modern: true } : undefined;
}

/** The call `message` makes, if it is a plain call of one of the tools, its arguments an object. */
export function plainCall(request: Request, message: unknown): PlainCall | undefined {
  const params = isObject(message) ? message.params : undefined;
  if (!isObject(params)) return undefined;
  const tool = typeof params.name === "string" ? TOOLS_BY_NAME.get(params.name) : undefined;
  if (!tool || (params.arguments !== undefined && !isObject(params.arguments))) return undefined;
  const plain = plainRequest(request, message, "tools/call", ["name", "arguments"], tool.name);
  return plain && { ...plain, tool, args: params.arguments };
}

/** Whether the SDK's classifier (its zod schemas of the envelope) serves `message` as a 2026-07-28 request. */
function sdkTakesEnvelope(message: Json, method: string, version: string, name?: string): boolean {
  const route = classifyInboundRequest({
    httpMethod: "POST",
    body: message,
    protocolVersionHeader: version,
    mcpMethodHeader: method,
    ...(name !== undefined && { mcpNameHeader: name }),
  });
  return route.kind === "modern" && route.messageKind === "request";
}

// The envelope as the official clients and hosts send it, checked without the SDK's schema (which
// an isolate's first call would build, with every other 2026-07-28 schema, for ~8 ms): a client's
// name and version, capabilities of the shapes that schema certainly takes. Anything else is
// left to the SDK's classifier; a test checks that this never takes what it refuses.

const isString = (value: unknown) => typeof value === "string";
const objectsOnly = (value: unknown) => isObject(value) && Object.values(value).every(isObject);
const CLIENT_INFO_KEYS = ["name", "version", "title", "description", "websiteUrl"];
const CAPABILITIES = new Map<string, (value: unknown) => boolean>([
  ["experimental", objectsOnly],
  ["extensions", objectsOnly],
  ["sampling", (value) => objectsOnly(value) && onlyKeys(value as Json, ["context", "tools"])],
  [
    "roots",
    (value) =>
      isObject(value) &&
      onlyKeys(value, ["listChanged"]) &&
      (value.listChanged === undefined || typeof value.listChanged === "boolean"),
  ],
  [
    "elicitation",
    (value) =>
      objectsOnly(value) &&
      onlyKeys(value as Json, ["form", "url"]) &&
      [undefined, true, false].includes((value as { form?: Json }).form?.applyDefaults as boolean),
  ],
]);

/** A client's name and version (and title, description, website), as the SDK's schema takes them. */
const isPlainInfo = (info: unknown) =>
  isObject(info) &&
  isString(info.name) &&
  isString(info.version) &&
  onlyKeys(info, CLIENT_INFO_KEYS) &&
  Object.values(info).every(isString);

/** Whether the SDK's 2026-07-28 envelope schema certainly takes `meta` (see above). */
export function isPlainEnvelope(meta: Json): boolean {
  const info = meta[CLIENT_INFO];
  const capabilities = meta[CLIENT_CAPABILITIES];
  return (
    (info === undefined || isPlainInfo(info)) &&
    isObject(capabilities) &&
    Object.entries(capabilities).every(([key, value]) => CAPABILITIES.get(key)?.(value) ?? false)
  );
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

/**
 * The answer to a plain request whose answer is the same for every caller, or undefined when
 * the SDK is to answer it: tools/list (no cursor: the list is one page), server/discover (the
 * 2026-07-28 era's opening), initialize (the 2025 era's, its protocol version negotiated as the
 * SDK does). Each is the SDK's own result, kept in `fixed-answers.json` (`npm run docs:tools`
 * writes it; a test holds each answer equal to the SDK's), so that no isolate builds a server,
 * converts every tool's schemas or builds the SDK's wire schemas to serve it.
 */
export function directFixed(request: Request, message: unknown): Response | undefined {
  if (!FIXED_FITS) return undefined;
  const method = isObject(message) ? message.method : undefined;
  if (method === "tools/list") {
    const plain = plainRequest(request, message, "tools/list", []);
    return (
      plain &&
      jsonRpcResult(plain.id, { tools: FIXED.tools, ...(plain.modern ? FIXED.modern : FIXED.legacy) })
    );
  }
  if (method === "server/discover") {
    const plain = plainRequest(request, message, "server/discover", []);
    return plain?.modern ? jsonRpcResult(plain.id, FIXED.discover) : undefined;
  }
  if (method !== "initialize") return undefined;
  const params = (message as Json).params;
  if (!isObject(params) || !isString(params.protocolVersion) || !isPlainInfo(params.clientInfo))
    return undefined;
  if (!isObject(params.capabilities) || !Object.entries(params.capabilities).every(isBareCapability))
    return undefined;
  const plain = plainRequest(request, message, "initialize", [
    "protocolVersion",
    "capabilities",
    "clientInfo",
  ]);
  if (!plain || plain.modern) return undefined;
  const asked = params.protocolVersion as string;
  const protocolVersion = LEGACY_REVISIONS.includes(asked) ? asked : LATEST_PROTOCOL_VERSION;
  return jsonRpcResult(plain.id, { ...FIXED.initialize, protocolVersion });
}

/** A client's capability as 2025-era clients declare it, in a shape every era's schema takes. */
const isBareCapability = ([key, value]: [string, unknown]) =>
  (["roots", "sampling", "elicitation", "experimental"].includes(key) &&
    isObject(value) &&
    Object.keys(value).length === 0) ||
  (key === "roots" &&
    isObject(value) &&
    onlyKeys(value, ["listChanged"]) &&
    typeof value.listChanged === "boolean");

/** A JSON-RPC result as the SDK's transports send it. */
const jsonRpcResult = (id: string | number, result: unknown) =>
  Response.json(
    { result, jsonrpc: "2.0", id },
    { status: 200, headers: { "Content-Type": "application/json" } },
  );

async function answered(call: PlainCall, args: unknown, context: ToolContext): Promise<Response> {
  const result = checked(call.tool, await guarded(call.tool, context)(args));
  return jsonRpcResult(call.id, call.modern ? stamped(result) : result);
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

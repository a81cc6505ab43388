// The MCP SDK's runtime shims for the deployed Worker, without the eager schema build. On workerd
// the SDK's own shims call `preloadSchemas()` at import, building every protocol version's wire
// schemas at each isolate's start (~20 ms of the start's ~110 ms by `wrangler check startup`).
// Built lazily instead, an isolate starts in ~88 ms and its first MCP request pays for the few
// schemas it uses (`npm run bench`, BENCH=start: first_mcp_request ~25 ms against ~16 ms; the
// REST routes, most of the traffic, pay nothing). wrangler.toml's [alias] puts this module in
// place of `@modelcontextprotocol/server/_shims`; it exports what the SDK takes from there
// (`npm run bundle` fails if the SDK's workerd shims come back into the bundle).
export { CfWorkerJsonSchemaValidator as DefaultJsonSchemaValidator } from "@modelcontextprotocol/server/validators/cf-worker";

/** The stdio transport reads these; the Worker serves MCP over HTTP only, so they refuse. */
const notSupported = () => {
  throw new Error("StdioServerTransport is not supported in this environment.");
};
export const process = {
  get stdin() {
    return notSupported();
  },
  get stdout() {
    return notSupported();
  },
};

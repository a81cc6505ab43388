// A chat host, as small as one can be, for the MCP Apps test: built for the browser by
// mcp-app.test.ts. It connects the official MCP client to this server's /mcp, calls a tool,
// loads the tool's ui:// view into a sandboxed iframe and joins the two with the extension's own
// host-side bridge (AppBridge), which forwards the view's tool calls to the server.
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { AppBridge, PostMessageTransport } from "@modelcontextprotocol/ext-apps/app-bridge";

declare global {
  interface Window {
    /** Calls `tool` with `args` and shows its view; resolves once the view has said it is ready. */
    showTool(tool: string, args: Record<string, unknown>): Promise<void>;
  }
}

window.showTool = async (tool, args) => {
  const info = { name: "test-host", version: "1.0.0" };
  const client = new Client(info);
  await client.connect(new StreamableHTTPClientTransport(new URL("/mcp", location.origin)));
  const listed = (await client.listTools()).tools.find((t) => t.name === tool);
  const uri = (listed?._meta as { ui?: { resourceUri?: string } } | undefined)?.ui?.resourceUri;
  if (!uri) throw new Error(`${tool} has no view`);
  const [view] = (await client.readResource({ uri })).contents as { text: string; mimeType: string }[];
  const result = await client.callTool({ name: tool, arguments: args });

  const iframe = document.createElement("iframe");
  // Scripts only: no same origin, so the view cannot reach this page or the network as it.
  iframe.setAttribute("sandbox", "allow-scripts");
  iframe.title = "MCP app";
  iframe.style.cssText = "width: 720px; height: 860px; border: 0";
  document.body.append(iframe);
  const bridge = new AppBridge(client, info, { serverTools: {} }, { hostContext: { locale: "en-US" } });
  const ready = new Promise<void>((resolve) => {
    bridge.oninitialized = () => {
      void bridge.sendToolInput({ arguments: args });
      void bridge.sendToolResult(result as Parameters<AppBridge["sendToolResult"]>[0]);
      resolve();
    };
  });
  await bridge.connect(new PostMessageTransport(iframe.contentWindow!, iframe.contentWindow!));
  iframe.srcdoc = view!.text;
  await ready;
};

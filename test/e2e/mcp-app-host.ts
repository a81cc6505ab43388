// A chat host, as small as one can be, for the MCP Apps test: built for the browser by
// mcp-app.test.ts. It connects the official MCP client to this server's /mcp, calls a tool,
// loads the tool's ui:// view into a sandboxed iframe of the size a host gives it and joins the
// two with the extension's own host-side bridge (AppBridge), which forwards the view's tool calls
// to the server and keeps what the view asks to put into the model's context.
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { AppBridge, PostMessageTransport } from "@modelcontextprotocol/ext-apps/app-bridge";

/** What the host saw of the view. */
interface Seen {
  /** The tools the view called, in order. */
  readonly calls: string[];
  /** The model context's text each update brought (the host keeps the last one). */
  readonly contexts: string[];
  /** The sizes the view asked for. */
  readonly sizes: { width?: number; height?: number }[];
}

declare global {
  interface Window {
    /**
     * Calls `tool` with `args` and shows its view in a frame `width` by `height` px; resolves
     * once the view has said it is ready.
     */
    showTool(
      tool: string,
      args: Record<string, unknown>,
      frame?: { width: number; height: number },
    ): Promise<void>;
    seen: Seen;
  }
}

window.seen = { calls: [], contexts: [], sizes: [] };

window.showTool = async (tool, args, frame = { width: 720, height: 860 }) => {
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
  iframe.style.cssText = `width: ${frame.width}px; height: ${frame.height}px; border: 0; display: block`;
  document.body.append(iframe);
  const bridge = new AppBridge(
    client,
    info,
    { serverTools: {}, updateModelContext: { text: {} } },
    { hostContext: { locale: "en-US" } },
  );
  bridge.onupdatemodelcontext = async ({ content }) => {
    window.seen.contexts.push(
      (content ?? []).map((block) => (block.type === "text" ? block.text : `[${block.type}]`)).join("\n"),
    );
    return {};
  };
  bridge.onsizechange = (size) => {
    window.seen.sizes.push(size);
  };
  const ready = new Promise<void>((resolve) => {
    bridge.oninitialized = () => {
      void bridge.sendToolInput({ arguments: args });
      void bridge.sendToolResult(result as Parameters<AppBridge["sendToolResult"]>[0]);
      resolve();
    };
  });
  await bridge.connect(new PostMessageTransport(iframe.contentWindow!, iframe.contentWindow!));
  // The bridge forwards the view's tool calls to the server (set up by connect): noted on the way.
  const forward = bridge.oncalltool!;
  bridge.oncalltool = (params, extra) => {
    window.seen.calls.push(params.name);
    return forward(params, extra);
  };
  iframe.srcdoc = view!.text;
  await ready;
};

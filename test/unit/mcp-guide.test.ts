import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TOOLS } from "../../src/mcp/server.ts";
import {
  connectToApp,
  listedTools,
  TABLE_END,
  TABLE_FILES,
  TABLE_START,
  tableCells,
  toolTable,
} from "../../scripts/mcp-tool-table.mjs";

// The chat assistants' guide (docs/mcp.md) against the server: its tool table is what the tool
// schemas say, and each host's configuration parses, has the fields that host documents, and
// names this server's endpoint.

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");
const guide = read("docs/mcp.md");

/** The fenced code blocks of a language in a Markdown text. */
const blocks = (text: string, lang: string) =>
  [...text.matchAll(new RegExp("^```" + lang + "\\n([\\s\\S]*?)^```$", "gm"))].map((m) => m[1]!);

/** The address `npm start` serves (wrangler.toml's [dev] port). */
const devPort = () => /^\[dev\][^[]*?^port = (\d+)$/m.exec(read("wrangler.toml"))?.[1];

describe("the guide's tool table", () => {
  it("is generated from the tools as tools/list gives them (npm run docs:tools)", async () => {
    const tools = await listedTools();
    expect(tools.map((tool) => tool.name)).toEqual(TOOLS.map((tool) => tool.name));
    const expected = tableCells(markers(toolTable(tools)));
    let tables = 0;
    for (const file of TABLE_FILES) {
      const cells = tableCells(read(file));
      if (cells === undefined) continue;
      tables++;
      expect(cells, `${file}: run npm run docs:tools`).toEqual(expected);
    }
    expect(tables).toBeGreaterThan(0);
    expect(tableCells(guide)).toBeDefined();
  });

  it("would differ if a schema did: an argument no longer required, or a reply field more", async () => {
    const tools = await listedTools();
    const table = tableCells(markers(toolTable(tools)));
    const required = tools.find((tool) => (tool.inputSchema.required ?? []).length > 0)!;
    const loosened = tools.map((tool) =>
      tool === required ? { ...tool, inputSchema: { ...tool.inputSchema, required: [] } } : tool,
    );
    expect(tableCells(markers(toolTable(loosened)))).not.toEqual(table);
    const replying = tools.find((tool) => tool.outputSchema !== undefined)!;
    const widened = tools.map((tool) =>
      tool === replying && tool.outputSchema
        ? {
            ...tool,
            outputSchema: {
              ...tool.outputSchema,
              properties: { ...(tool.outputSchema.properties as Record<string, object>), more: {} },
            },
          }
        : tool,
    );
    expect(tableCells(markers(toolTable(widened)))).not.toEqual(table);
  });
});

/** A table between the markers, as the generator writes it into a file. */
const markers = (table: string) => `${TABLE_START}\n\n${table}\n\n${TABLE_END}`;

/** The guide's section on adding the server to each host. */
const hostSection = () =>
  guide.slice(guide.indexOf("## Adding it to a host"), guide.indexOf("## The MCP Registry"));

describe("the guide's host configurations", () => {
  const local = `http://127.0.0.1:${devPort()}/mcp`;

  it("give VS Code its mcp.json (servers, type http, url) and Cursor its own (mcpServers, url)", () => {
    const configs = blocks(guide, "json").map((text) => JSON.parse(text) as Record<string, unknown>);
    const vscode = configs.find((c) => "servers" in c) as {
      servers: Record<string, Record<string, unknown>>;
    };
    const cursor = configs.find((c) => "mcpServers" in c) as {
      mcpServers: Record<string, Record<string, unknown>>;
    };
    expect(vscode?.servers.patience).toEqual({ type: "http", url: local });
    expect(cursor?.mcpServers.patience).toEqual({ url: local });
  });

  it("give Goose an extension of type streamable_http with its uri, and Claude Code its command", () => {
    const goose = blocks(guide, "yaml").find((text) => text.startsWith("extensions:"));
    expect(goose).toMatch(/^ {4}type: streamable_http$/m);
    expect(goose).toMatch(/^ {4}enabled: true$/m);
    expect(goose).toMatch(new RegExp(`^ {4}uri: ${local}$`, "m"));
    expect(guide).toContain(`goose session --with-streamable-http-extension ${local}`);
    expect(blocks(guide, "sh").join("\n")).toContain(`claude mcp add --transport http patience ${local}`);
  });

  it("name this server's endpoint: at each address they give, the official client lists the tools", async () => {
    const urls = [...hostSection().matchAll(/\bhttps?:\/\/(?:127\.0\.0\.1:\d+|<your host>)\/[a-z]*/g)].map(
      (m) => m[0],
    );
    expect(urls).toContain(local);
    expect(urls).toContain("https://<your host>/mcp");
    for (const path of new Set(urls.map((url) => new URL(url.replace("<your host>", "host")).pathname))) {
      const client = await connectToApp(path);
      try {
        const { tools } = await client.listTools();
        expect(
          tools.map((tool) => tool.name),
          path,
        ).toEqual(TOOLS.map((tool) => tool.name));
      } finally {
        await client.close();
      }
    }
  });

  it("cite each host's documentation and say which show the table and which text only", () => {
    const section = hostSection();
    for (const host of ["Claude", "Claude Code", "ChatGPT", "VS Code", "Cursor", "Goose"]) {
      const paragraph = section.split("\n\n").find((p) => p.startsWith(`**${host}**`));
      expect(paragraph, host).toMatch(/\]\(https:\/\/[^)]+\)/);
      expect(section, host).toMatch(new RegExp(`^\\| ${host}\\b.*\\| (the table|text only)`, "m"));
    }
    expect(section).toMatch(/^\| Claude Code +\| .* \| text only +\|$/m);
  });
});

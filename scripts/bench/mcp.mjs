// MCP figures on the local workerd (wrangler dev): requests per second of the play_move tool
// against the REST route it stands beside, POST /v1/sessions/{id}/moves (the same stored
// game, the same Durable Object), in one run, and their ratio. Every connection plays its own
// game, each request a legal move of the position the previous answer showed. And what a model
// reads: Maze deal 1 won by following hints (new_game, one hint, then play_move with withHint
// and the hint's number), the characters of every call's text content and structured copy
// summed (`mcp.maze1_win.*`); and what the tool list costs (`mcp.tools_list.*`). Prints JSON
// lines {"name","value","unit"}. BENCH_SECONDS sets each load's duration.
import autocannon from "autocannon";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { startLocalWorker } from "../local-worker.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
/** A stored game takes 1,000 moves; a connection moves on to a fresh game well before. */
const MOVES_PER_GAME = 900;
const emit = (name, value, unit) => console.log(JSON.stringify({ name, value, unit }));

/**
 * Runs a load where each connection plays its own games (three, moving on as one fills up):
 * `requestOf(game)` is the game's next request (path, headers, body), `next(game, text)` reads
 * the answer into the game and says whether the move was played.
 */
function load({ url, games, requestOf, next, duration = seconds }) {
  let failures = 0;
  let connection = 0;
  const setupClient = (client) => {
    const mine = games.slice(connection * 3, connection * 3 + 3);
    connection++;
    let game = mine.shift();
    client.setRequests([{ method: "POST", ...requestOf(game) }]);
    client.on("body", (raw) => {
      let ok;
      try {
        ok = next(game, raw.toString("utf8"));
      } catch {
        ok = false;
      }
      if (!ok) failures++;
      if (game.moves >= MOVES_PER_GAME && mine.length > 0) game = mine.shift();
      client.setRequests([{ method: "POST", ...requestOf(game) }]);
    });
  };
  return new Promise((resolve, reject) => {
    autocannon({ url, method: "POST", connections: CONNECTIONS, duration, setupClient }, (error, result) =>
      error ? reject(error) : resolve({ ...result, failures }),
    );
  });
}

/** The JSON-RPC message of an answer: a JSON body, or the data line of an SSE event. */
function rpcMessage(text) {
  const data = text.startsWith("{") ? text : /^data: (.*)$/m.exec(text)?.[1];
  return JSON.parse(data);
}

/**
 * What tools/list costs a model before its first move (hosts put it into the context of every
 * conversation): its JSON as the official client receives it, in characters (budget 16,000).
 */
async function toolsList(mcpUrl) {
  const client = new Client(
    { name: "patience-bench", version: "1.0.0" },
    { versionNegotiation: { mode: "auto" } },
  );
  await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl)));
  const listed = await client.listTools();
  await client.close();
  emit("mcp.tools_list.chars", JSON.stringify(listed).length, "chars");
  emit("mcp.tools_list.tools", listed.tools.length, "tools");
  const largest = Math.max(...listed.tools.map((tool) => JSON.stringify(tool).length));
  emit("mcp.tools_list.largest_tool.chars", largest, "chars");
}

/** Wins Maze deal 1 by hints as a model would, counting what every reply costs to read. */
async function maze1Win(mcpUrl) {
  const client = new Client(
    { name: "patience-bench", version: "1.0.0" },
    { versionNegotiation: { mode: "auto" } },
  );
  await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl)));
  const totals = { calls: 0, text: 0, structured: 0, worstMove: 0 };
  const call = async (name, args) => {
    const result = await client.callTool({ name, arguments: args });
    if (result.isError) throw new Error(`${name}: ${result.content[0]?.text}`);
    const text = result.content.reduce((n, c) => n + (c.type === "text" ? c.text.length : 0), 0);
    const structured = JSON.stringify(result.structuredContent ?? {}).length;
    totals.calls++;
    totals.text += text;
    totals.structured += structured;
    if (name === "play_move") totals.worstMove = Math.max(totals.worstMove, structured / text);
    return result.structuredContent;
  };
  const started = await call("new_game", { game: "maze", deal: 1 });
  const { handle } = started.position;
  let version = started.position.version;
  let hint = (await call("hint", { handle })).hint;
  let status = "playing";
  while (status === "playing" && totals.calls < 400) {
    if (hint?.number === undefined) throw new Error("maze deal 1: a hint without a move number");
    const reply = await call("play_move", { handle, move: hint.number, version, withHint: true });
    ({ version, status } = reply.position);
    hint = reply.hint;
  }
  await client.close();
  if (status !== "won") throw new Error(`maze deal 1 not won by hints (${status})`);
  emit("mcp.maze1_win.calls", totals.calls, "calls");
  emit("mcp.maze1_win.text_chars", totals.text, "chars");
  emit("mcp.maze1_win.structured_chars", totals.structured, "chars");
  // A play_move's structured copy against its text, the largest over the game (goal ≤ 1).
  emit("mcp.maze1_win.play_move_structured_vs_text.max", Number(totals.worstMove.toFixed(3)), "ratio");
}

/** play_move against the REST move under load, each connection playing its own games. */
async function loads(base) {
  const mcpUrl = `${base}/mcp`;
  let recorded;
  const client = new Client(
    { name: "patience-bench", version: "1.0.0" },
    { versionNegotiation: { mode: "auto" } },
  );
  await client.connect(
    new StreamableHTTPClientTransport(new URL(mcpUrl), {
      fetch: (url, init) => {
        const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
        if (body?.params?.name === "play_move")
          recorded = { headers: Object.fromEntries(new globalThis.Headers(init.headers)), body };
        return fetch(url, init);
      },
    }),
  );
  /** A fresh game per connection and two spare ones each: no load meets another's games. */
  const pool = async (start) => {
    const games = [];
    for (let i = 0; i < CONNECTIONS * 3; i++) games.push(await start(i + 1));
    return games;
  };
  const mcpPool = () =>
    pool(async (deal) => {
      const started = await client.callTool({ name: "new_game", arguments: { game: "maze", deal } });
      const { handle, version, legalMoves } = started.structuredContent.position;
      return { handle, version, count: legalMoves.length, moves: 0 };
    });
  const [warmGames, mcpGames, mcp2025Games] = [await mcpPool(), await mcpPool(), await mcpPool()];
  await client.callTool({
    name: "play_move",
    arguments: { handle: warmGames[0].handle, move: 1, version: warmGames[0].version },
  });
  warmGames[0].version++;
  if (!recorded) throw new Error("the client's play_move request was not recorded");
  await client.close();

  /** Reads a play_move answer into the game; true when the move was played. */
  const mcpNext = (game, text) => {
    const result = rpcMessage(text).result;
    const position = result?.structuredContent?.position;
    if (!position || result.isError) return false;
    game.version = position.version;
    game.count = position.legalMoves.length;
    game.moves++;
    return true;
  };
  /** A legal move of the position the last answer showed (the engines list at least one). */
  const choice = (game) => (game.moves % game.count) + 1;
  const modern = {
    requestOf: (game) => ({
      path: "/mcp",
      headers: recorded.headers,
      body: JSON.stringify({
        ...recorded.body,
        params: {
          ...recorded.body.params,
          arguments: { handle: game.handle, move: choice(game), version: game.version },
        },
      }),
    }),
  };
  // A 2025-era client: no envelope, served statelessly (answers come as SSE events).
  const legacy = {
    requestOf: (game) => ({
      path: "/mcp",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        "mcp-protocol-version": "2025-11-25",
      },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: {
          name: "play_move",
          arguments: { handle: game.handle, move: choice(game), version: game.version },
        },
      }),
    }),
  };

  // The REST route: stored games of the same deals, the owner's token, the current version.
  const restGames = await pool(async (deal) => {
    const res = await fetch(`${base}/v1/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ game: "maze", deal }),
    });
    const session = await res.json();
    return { ...session, count: session.legalMoves.length, moves: 0 };
  });
  const rest = {
    requestOf: (game) => ({
      path: `/v1/sessions/${game.id}/moves`,
      headers: { "content-type": "application/json", authorization: `Bearer ${game.ownerToken}` },
      body: JSON.stringify({ move: game.legalMoves[game.moves % game.count], version: game.version }),
    }),
    next: (game, text) => {
      const changed = JSON.parse(text);
      if (!changed.legalMoves) return false;
      Object.assign(game, {
        version: changed.version,
        legalMoves: changed.legalMoves,
        count: changed.legalMoves.length,
      });
      game.moves++;
      return true;
    },
  };

  // Warm-up, then the three loads one after another on the same runtime.
  await load({ url: mcpUrl, games: warmGames, ...modern, next: mcpNext, duration: 2 });
  const mcp = await load({ url: mcpUrl, games: mcpGames, ...modern, next: mcpNext });
  const mcp2025 = await load({ url: mcpUrl, games: mcp2025Games, ...legacy, next: mcpNext });
  // (Each connection's requests go to its own game's address.)
  const restRun = await load({ url: base, games: restGames, ...rest });
  for (const [name, run] of [
    ["mcp.play_move", mcp],
    ["mcp.play_move_2025", mcp2025],
    ["mcp.rest_session_move", restRun],
  ]) {
    if (run.non2xx > 0 || run.failures > 0)
      throw new Error(`${name}: ${run.non2xx} non-2xx answers, ${run.failures} moves not played`);
    emit(`${name}.requests_per_s`, Math.round(run.requests.average), "req/s");
    emit(`${name}.latency_p50`, run.latency.p50, "ms");
    emit(`${name}.latency_p99`, run.latency.p99, "ms");
  }
  emit(
    "mcp.play_move_vs_rest.ratio",
    Number((mcp.requests.average / restRun.requests.average).toFixed(3)),
    "ratio",
  );
}

const worker = await startLocalWorker({ vars: { RATE_LIMIT: "off" } });
try {
  const mcpUrl = `${worker.base}/mcp`;
  await toolsList(mcpUrl);
  await maze1Win(mcpUrl);
  // BENCH_MCP_LOADS=off: the reply sizes only.
  if (process.env.BENCH_MCP_LOADS !== "off") await loads(worker.base);
} finally {
  await worker.stop();
}

// CPU per request, as Workers bill and limit it, on the local workerd (wrangler dev): for each
// route of the OpenAPI document and each MCP tool, requests one at a time, each timed by the
// CPU that workerd's threads spent on it (/proc/<pid>/task/*/schedstat: nanoseconds of the
// scheduler's own clock, so a busy machine that preempts workerd does not count against it).
// Prints JSON lines {"name","value","unit"}: cpu.<route>.p50 / p99 / p999 / max in ms. The
// figures include what the local runtime adds to every request (its entry worker, HTTP):
// cpu.health is that floor; cpu.sessions.move_vs_stateless.beyond_floor_ratio is a stored Maze
// move's p50 beyond it over a stateless one's, the requests interleaved (cpu.interleaved.*);
// ...beyond_call_ratio is the stored move beyond a refused one (the object call's own floor: a
// stale version's 409) over the stateless move beyond health; cpu.call_floor.* is the runtime's
// own cost of one object call, on a probe that does nothing else (scripts/bench/call-floor), and
// ...call_floor_ratio that of a call writing a stored move's rows over the stateless move: the
// least beyond_floor_ratio any code could reach (cpu.sessions.move.beyond_call_floor: what the
// project's code adds to it, in ms);
// cpu.mcp.play_move_vs_rest.beyond_floor_ratio is MCP play_move's against the REST stored
// move's, likewise (cpu.interleaved_mcp.*). BENCH_CPU_N sets the requests per route (default 200);
// BENCH_CPU_ONLY (a regular expression) picks routes by name. `*_304` are conditional reads
// answered 304 (If-None-Match of the current ETag), beside the 200 they replace.
import { craftedRoutes, positionsFromPlay, statelessRoutes } from "../cpu-bench-kit.mjs";
import { startLocalWorker } from "../local-worker.mjs";
import { cpuNs, workerdPids } from "../workerd-cpu.mjs";

const N = Number(process.env.BENCH_CPU_N ?? 200);
const ONLY = new RegExp(process.env.BENCH_CPU_ONLY ?? "");
const emit = (name, value, unit) => console.log(JSON.stringify({ name, value, unit }));

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const worker = await startLocalWorker({ vars: { RATE_LIMIT: "off" } });
try {
  const pids = workerdPids(worker.pid);
  if (pids.length === 0) throw new Error("no workerd process found under wrangler dev");
  const call = async (method, path, body, headers = {}) => {
    const res = await fetch(worker.base + path, {
      method,
      headers: { "content-type": "application/json", ...headers },
      ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) };
  };

  /**
   * Times `N` requests of one route: `prepare(i)` (untimed) gives the i-th request as
   * [method, path, body?, headers?]; `check` says whether an answer is the expected one.
   */
  async function route(name, prepare, check = (r) => r.status < 300) {
    if (!ONLY.test(name)) return;
    const samples = [];
    let wrong = 0;
    for (let i = 0; i < N; i++) {
      const request = await prepare(i);
      const before = cpuNs(pids);
      const answer = await call(...request);
      samples.push((cpuNs(pids) - before) / 1e6);
      if (!check(answer, i)) wrong++;
    }
    if (wrong > 0) throw new Error(`${name}: ${wrong} of ${N} answers were not as expected`);
    samples.sort((a, b) => a - b);
    for (const [label, q] of [
      ["p50", 0.5],
      ["p99", 0.99],
      ["p999", 0.999],
    ])
      emit(`cpu.${name}.${label}`, Number(quantile(samples, q).toFixed(2)), "ms");
    emit(`cpu.${name}.max`, Number(samples.at(-1).toFixed(2)), "ms");
  }

  // Positions from real play (deals followed by their hints).
  const at = await positionsFromPlay(async (path, body) => (await call("POST", path, body)).json(), N);

  await route("health", () => ["GET", "/v1/health"]);
  await route("openapi", () => ["GET", "/openapi.json"]);
  await route("games", () => ["GET", "/v1/games"]);
  // A conditional read of the games with their current ETag: 304, no more than the 200.
  const gamesTag = (await call("GET", "/v1/games")).headers.get("etag");
  await route(
    "games_304",
    () => ["GET", "/v1/games", undefined, { "if-none-match": gamesTag }],
    (r) => r.status === 304,
  );
  await route("rules", (i) => ["GET", `/v1/games/${i % 2 ? "wall" : "maze"}?lang=es`]);
  await statelessRoutes(route, at);
  await craftedRoutes(route, async (path, body) => (await call("POST", path, body)).json());
  // Maze positions show every card: the solver takes them (its default budget).
  await route("maze.solve", (i) => ["POST", "/v1/games/maze/solve", { state: at("maze", i).state }]);

  // Stored games: one per request where a request changes it.
  const stored = async (game, deal) => (await call("POST", "/v1/sessions", { game, deal })).json();
  const owner = (s) => ({ authorization: `Bearer ${s.ownerToken}` });
  await route("sessions.create", (i) => ["POST", "/v1/sessions", { game: i % 2 ? "wall" : "maze", deal: i }]);
  const games = [];
  for (let i = 0; i < Math.min(N, 50); i++) games.push(await stored(i % 2 ? "wall" : "maze", 2000 + i));
  await route("sessions.read", (i) => ["GET", `/v1/sessions/${games[i % games.length].id}`]);
  // The same reads with the game's current ETag: 304 from its meta (the position not built).
  const readTags = new Map();
  await route(
    "sessions.read_304",
    async (i) => {
      const path = `/v1/sessions/${games[i % games.length].id}`;
      if (!readTags.has(path)) readTags.set(path, (await call("GET", path)).headers.get("etag"));
      return ["GET", path, undefined, { "if-none-match": readTags.get(path) }];
    },
    (r) => r.status === 304,
  );
  // Each conditional read beside the 200 it replaces, interleaved (both meet the machine in
  // the same state): the p50s, and what a 304 saves (ms; never below 0 but for noise).
  if (ONLY.test("conditional.interleaved")) {
    const reads = (i) => {
      const id = games[i % games.length].id;
      return [
        ["games", "/v1/games"],
        ["session", `/v1/sessions/${id}`],
        ["history", `/v1/sessions/${id}/history`],
        ["board_svg", `/v1/sessions/${id}/board.svg`],
      ];
    };
    const timed = {};
    const tagOf = new Map();
    for (let i = 0; i < N; i++) {
      for (const [key, path] of reads(i)) {
        if (!tagOf.has(path)) tagOf.set(path, (await call("GET", path)).headers.get("etag"));
        for (const [kind, headers, status] of [
          ["200", {}, 200],
          ["304", { "if-none-match": tagOf.get(path) }, 304],
        ]) {
          const before = cpuNs(pids);
          const answer = await call("GET", path, undefined, headers);
          (timed[`${key}.${kind}`] ??= []).push((cpuNs(pids) - before) / 1e6);
          if (answer.status !== status) throw new Error(`${path}: ${answer.status} ${answer.text}`);
        }
      }
    }
    const p50 = (key) =>
      quantile(
        [...timed[key]].sort((x, y) => x - y),
        0.5,
      );
    for (const key of Object.keys(timed))
      emit(`cpu.interleaved.${key}.p50`, Number(p50(key).toFixed(2)), "ms");
    for (const [key] of reads(0))
      emit(
        `cpu.conditional.${key}.saved_by_304`,
        Number((p50(`${key}.200`) - p50(`${key}.304`)).toFixed(2)),
        "ms",
      );
  }
  await route("sessions.move", async (i) => {
    const s = games[i % games.length];
    const now = (await call("GET", `/v1/sessions/${s.id}`)).json();
    return [
      "POST",
      `/v1/sessions/${s.id}/moves`,
      { move: now.legalMoves[0], version: now.version },
      owner(s),
    ];
  });
  // A stored move's CPU beyond the runtime's floor (health) against a stateless move's: Maze
  // moves, the requests interleaved (health, stateless, refused, stored) so that all meet the
  // machine in the same state; the ratio of the p50s beyond the floor. With them, the same way,
  // the runtime's own floor of one object call, measured on a probe Worker and object that only
  // cross the boundary (scripts/bench/call-floor, on a workerd of its own): a Worker alone
  // (`none`), an empty RPC, an RPC that writes what a stored move writes (a row inserted, one
  // updated), and a stored move's reply sent back as a structured-cloned value the Worker
  // serialises, as JSON text over RPC, or as a stub.fetch body (cpu.call_floor.<way>.beyond_none).
  // What the project's code adds to a stored move is the stored move beyond health less the
  // writing call beyond `none` (cpu.sessions.move.beyond_call_floor).
  if (ONLY.test("sessions.move_vs_stateless") || ONLY.test("sessions.call_floor")) {
    const probe = await startLocalWorker({ config: "scripts/bench/call-floor/wrangler.toml" });
    try {
      const probePids = workerdPids(probe.pid);
      const mazes = games.filter((_, i) => i % 2 === 0);
      const sample = mazes.at(-1);
      const sampleNow = (await call("GET", `/v1/sessions/${sample.id}`)).json();
      const reply = await call(
        "POST",
        `/v1/sessions/${sample.id}/moves`,
        { move: sampleNow.legalMoves[0], version: sampleNow.version },
        owner(sample),
      );
      await fetch(`${probe.base}/reply`, { method: "POST", body: reply.text });
      const ways = [
        "none",
        "rpc-empty",
        "rpc-write",
        "rpc-write-tx",
        "fetch-empty",
        "rpc-value",
        "rpc-text",
        "fetch-text",
      ];
      const timed = { health: [], stateless: [], refused: [], stored: [] };
      for (const way of ways) timed[way] = [];
      for (let i = 0; i < N; i++) {
        const s = mazes[i % (mazes.length - 1)];
        const now = (await call("GET", `/v1/sessions/${s.id}`)).json();
        if (now.legalMoves.length === 0) continue;
        const g = at("maze", i);
        for (const [key, request] of [
          ["health", ["GET", "/v1/health"]],
          ["stateless", ["POST", "/v1/games/maze/moves", { state: g.state, move: g.legalMoves[0] }]],
          // The same stored move at a stale version: the object call, the owner check and the
          // refusal, without the change itself.
          [
            "refused",
            [
              "POST",
              `/v1/sessions/${s.id}/moves`,
              { move: now.legalMoves[0], version: now.version + 1 },
              owner(s),
            ],
          ],
          [
            "stored",
            [
              "POST",
              `/v1/sessions/${s.id}/moves`,
              { move: now.legalMoves[0], version: now.version },
              owner(s),
            ],
          ],
        ]) {
          const before = cpuNs(pids);
          const answer = await call(...request);
          timed[key].push((cpuNs(pids) - before) / 1e6);
          if (answer.status !== (key === "refused" ? 409 : 200))
            throw new Error(`${key}: ${answer.status} ${answer.text}`);
        }
        // The probe's workerd warmed first (untimed), as the API's is by the read above; the ways
        // in turn in a rotating order, so that none always follows another.
        await (await fetch(`${probe.base}/none`)).arrayBuffer();
        for (const way of [...ways.slice(i % ways.length), ...ways.slice(0, i % ways.length)]) {
          const before = cpuNs(probePids);
          const res = await fetch(`${probe.base}/${way}`);
          await res.arrayBuffer();
          timed[way].push((cpuNs(probePids) - before) / 1e6);
          if (res.status !== 200) throw new Error(`call floor ${way}: ${res.status}`);
        }
      }
      const p50 = (key) =>
        quantile(
          [...timed[key]].sort((x, y) => x - y),
          0.5,
        );
      const ms = (value) => Number(value.toFixed(2));
      for (const key of ["health", "stateless", "refused", "stored"])
        emit(`cpu.interleaved.${key}.p50`, ms(p50(key)), "ms");
      const stateless = p50("stateless") - p50("health");
      emit(
        "cpu.sessions.move_vs_stateless.beyond_floor_ratio",
        Number(((p50("stored") - p50("health")) / stateless).toFixed(2)),
        "ratio",
      );
      // What the object's own change costs (beyond a refused change: the object call's floor)
      // against all of a stateless move (beyond health).
      emit(
        "cpu.sessions.move_vs_stateless.beyond_call_ratio",
        Number(((p50("stored") - p50("refused")) / stateless).toFixed(2)),
        "ratio",
      );
      emit("cpu.call_floor.none.p50", ms(p50("none")), "ms");
      emit("cpu.call_floor.reply_bytes", reply.text.length, "bytes");
      for (const way of ways.slice(1))
        emit(`cpu.call_floor.${way}.beyond_none`, ms(p50(way) - p50("none")), "ms");
      // The runtime's floor of a stored move (a call that writes its rows, no code of ours) over a
      // stateless move: the least beyond_floor_ratio any code could reach here.
      const writing = p50("rpc-write") - p50("none");
      emit(
        "cpu.sessions.move_vs_stateless.call_floor_ratio",
        Number((writing / stateless).toFixed(2)),
        "ratio",
      );
      emit("cpu.sessions.move.beyond_call_floor", ms(p50("stored") - p50("health") - writing), "ms");
      emit("cpu.sessions.stateless_move.beyond_floor", ms(stateless), "ms");
    } finally {
      await probe.stop();
    }
  }
  await route("sessions.hint", (i) => [
    "POST",
    `/v1/sessions/${games[i % games.length].id}/hint`,
    {},
    owner(games[i % games.length]),
  ]);
  await route("sessions.history", (i) => ["GET", `/v1/sessions/${games[i % games.length].id}/history`]);
  await route("sessions.board_svg", (i) => ["GET", `/v1/sessions/${games[i % games.length].id}/board.svg`]);
  const mazes = games.filter((_, i) => i % 2 === 0);
  await route("sessions.analysis_maze", async (i) => {
    const s = mazes[i % mazes.length];
    const now = (await call("GET", `/v1/sessions/${s.id}`)).json();
    // A new version each time: an analysis is kept per version.
    await call(
      "POST",
      `/v1/sessions/${s.id}/moves`,
      { move: now.legalMoves[0], version: now.version },
      owner(s),
    );
    return ["GET", `/v1/sessions/${s.id}/analysis`, undefined, owner(s)];
  });

  // The daily challenge: players, entries, the leaderboard.
  const today = new Date().toISOString().slice(0, 10);
  await route("daily.index", () => ["GET", "/v1/daily"]);
  await route("daily.challenge", (i) => ["GET", `/v1/daily/${i % 2 ? "wall" : "maze"}/${today}`]);
  await route("players.create", (i) => ["POST", "/v1/players", { name: `Bench ${i}` }]);
  const players = [];
  for (let i = 0; i < Math.min(N, 50); i++)
    players.push((await call("POST", "/v1/players", { name: `P${i}` })).json());
  await route("players.read", (i) => ["GET", `/v1/players/${players[i % players.length].id}`]);
  await route("daily.enter", async (i) => {
    const p = i < players.length ? players[i] : (await call("POST", "/v1/players", { name: `E${i}` })).json();
    return ["POST", `/v1/daily/maze/${today}/entries`, {}, { authorization: `Bearer ${p.token}` }];
  });
  await route("daily.leaderboard", () => ["GET", `/v1/daily/maze/${today}/leaderboard`]);

  // MCP tools, as a 2025-era client calls them (stateless JSON-RPC over POST).
  const rpc = (name, args) => [
    "POST",
    "/mcp",
    { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: args } },
    { accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-11-25" },
  ];
  const result = (answer) => {
    const data = answer.text.startsWith("{") ? answer.text : /^data: (.*)$/m.exec(answer.text)?.[1];
    return JSON.parse(data).result;
  };
  const toolOk = (answer) => answer.status === 200 && result(answer)?.isError !== true;
  await route("mcp.list_games", () => rpc("list_games", {}), toolOk);
  await route("mcp.get_rules", (i) => rpc("get_rules", { game: i % 2 ? "wall" : "maze" }), toolOk);
  await route("mcp.new_game", (i) => rpc("new_game", { game: i % 2 ? "wall" : "maze", deal: i }), toolOk);
  const handles = [];
  for (let i = 0; i < Math.min(N, 50); i++)
    handles.push(
      result(await call(...rpc("new_game", { game: i % 2 ? "wall" : "maze", deal: 3000 + i })))
        .structuredContent.position,
    );
  await route(
    "mcp.show_game",
    (i) => rpc("show_game", { handle: handles[i % handles.length].handle }),
    toolOk,
  );
  // MCP play_move against the REST stored move, Maze games, interleaved with the floor
  // (health): the ratio of their p50s beyond it (cpu.mcp.play_move_vs_rest.beyond_floor_ratio).
  if (ONLY.test("mcp.play_move_vs_rest")) {
    const timed = { health: [], rest: [], mcp: [] };
    const restGames = [];
    for (let i = 0; i < 20; i++) restGames.push(await stored("maze", 4000 + i));
    const mcpGames = handles.filter((_, i) => i % 2 === 0);
    for (let i = 0; i < N; i++) {
      const s = restGames[i % restGames.length];
      const h = mcpGames[i % mcpGames.length];
      const restNow = (await call("GET", `/v1/sessions/${s.id}`)).json();
      const mcpNow = result(await call(...rpc("show_game", { handle: h.handle }))).structuredContent.position;
      if (restNow.legalMoves.length === 0 || mcpNow.legalMoves.length === 0) continue;
      for (const [key, request, ok] of [
        ["health", ["GET", "/v1/health"], (a) => a.status === 200],
        [
          "rest",
          [
            "POST",
            `/v1/sessions/${s.id}/moves`,
            { move: restNow.legalMoves[0], version: restNow.version },
            owner(s),
          ],
          (a) => a.status === 200,
        ],
        ["mcp", rpc("play_move", { handle: h.handle, move: 1, version: mcpNow.version }), toolOk],
      ]) {
        const before = cpuNs(pids);
        const answer = await call(...request);
        timed[key].push((cpuNs(pids) - before) / 1e6);
        if (!ok(answer)) throw new Error(`${key}: ${answer.status} ${answer.text.slice(0, 200)}`);
      }
    }
    const at = (key, q) =>
      quantile(
        [...timed[key]].sort((x, y) => x - y),
        q,
      );
    for (const key of Object.keys(timed))
      for (const [label, q] of [
        ["p50", 0.5],
        ["p99", 0.99],
      ])
        emit(`cpu.interleaved_mcp.${key}.${label}`, Number(at(key, q).toFixed(2)), "ms");
    emit(
      "cpu.mcp.play_move_vs_rest.beyond_floor_ratio",
      Number(((at("mcp", 0.5) - at("health", 0.5)) / (at("rest", 0.5) - at("health", 0.5))).toFixed(2)),
      "ratio",
    );
  }
  await route(
    "mcp.play_move",
    async (i) => {
      const h = handles[i % handles.length];
      const now = result(await call(...rpc("show_game", { handle: h.handle }))).structuredContent.position;
      return rpc("play_move", { handle: h.handle, move: 1, version: now.version });
    },
    toolOk,
  );
  await route("mcp.hint", (i) => rpc("hint", { handle: handles[i % handles.length].handle }), toolOk);
  await route(
    "mcp.daily_challenge",
    (i) => rpc("daily_challenge", { game: i % 2 ? "wall" : "maze" }),
    toolOk,
  );
  // The table view's own tool (the board as SVG and every move's phrase), and ranked play.
  await route(
    "mcp.table_view",
    (i) => rpc("table_view", { handle: handles[i % handles.length].handle }),
    toolOk,
  );
  const mcpPlayers = [];
  await route(
    "mcp.become_player",
    (i) => rpc("become_player", { name: `Bench ${i}` }),
    (res) => {
      const player = result(res).structuredContent?.player;
      if (player) mcpPlayers.push(player);
      return toolOk(res);
    },
  );
  if (mcpPlayers.length > 0)
    await route(
      "mcp.enter_daily",
      (i) =>
        rpc("enter_daily", {
          game: i % 2 ? "wall" : "maze",
          playerToken: mcpPlayers[i % mcpPlayers.length].token,
        }),
      toolOk,
    );
  if (mcpPlayers.length > 0)
    await route(
      "mcp.show_player",
      (i) => rpc("show_player", { player: mcpPlayers[i % mcpPlayers.length].id }),
      toolOk,
    );
} finally {
  await worker.stop();
}

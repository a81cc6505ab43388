// What the two CPU benches (scripts/bench/cpu.mjs in workerd, cpu-node.mjs in-process) share:
// positions from real play and the requests of the stateless routes over them.
import { readFileSync } from "node:fs";

/**
 * `count` positions of each game from real play: deals followed by their hints, kept every
 * third move. `post(path, body)` answers the parsed JSON reply.
 */
export async function positionsFromPlay(post, count) {
  const positions = { wall: [], maze: [] };
  for (const game of ["wall", "maze"]) {
    for (let deal = 1; positions[game].length < count; deal++) {
      let g = await post(`/v1/games/${game}/deals`, { deal });
      for (let m = 0; m < 60 && g.status === "playing" && positions[game].length < count; m++) {
        if (m % 3 === 0) positions[game].push(g);
        const hint = await post(`/v1/games/${game}/hint`, { state: g.state });
        if (!hint.move) break;
        g = await post(`/v1/games/${game}/moves`, { state: g.state, move: hint.move });
      }
    }
  }
  return (game, i) => positions[game][i % positions[game].length];
}

/** Times each game's stateless routes with `route(name, prepare)` over the positions `at` gives. */
export async function statelessRoutes(route, at) {
  for (const game of ["wall", "maze"]) {
    await route(`${game}.deal`, (i) => ["POST", `/v1/games/${game}/deals`, { deal: 1000 + i }]);
    await route(`${game}.move`, (i) => {
      const g = at(game, i);
      return ["POST", `/v1/games/${game}/moves`, { state: g.state, move: g.legalMoves[0] }];
    });
    await route(`${game}.hint`, (i) => ["POST", `/v1/games/${game}/hint`, { state: at(game, i).state }]);
    await route(`${game}.board_svg`, (i) => [
      "GET",
      `/v1/games/${game}/board.svg?state=${encodeURIComponent(at(game, i).state)}`,
    ]);
  }
}

/**
 * Layouts a client may craft that make the searches work hardest: Maze's found by
 * hill-climbing on the hint's CPU (scripts/maze-hint-climb.mjs, kept in
 * test/fixtures/maze-hint-adversarial.json). Wall's are deals with every card face up and the
 * stock taken away (the solve route takes nothing hidden, so never a stock): they decide fast; a
 * Wall solve's worst is bounded by its positions (SOLVE_NODES) at ~9 µs each, measured on whole
 * deals (`BENCH=solver`).
 */
const CRAFTED_MAZE = JSON.parse(
  readFileSync(new URL("../test/fixtures/maze-hint-adversarial.json", import.meta.url), "utf8"),
).layouts.map((l) => l.slots);
const WALL_OPEN_DEALS = [217, 200, 208, 2, 24];

/**
 * Times the searches on crafted layouts: the Maze hint and solve, the Wall solve. `post(path,
 * body)` answers the parsed JSON reply (untimed: dealing a layout for its state token).
 */
export async function craftedRoutes(route, post) {
  const { wallEngine } = await import("../src/games/wall/index.ts");
  const maze = CRAFTED_MAZE.map((slots) => ({ slots }));
  const wall = WALL_OPEN_DEALS.map((deal) => {
    const layout = wallEngine.toLayout(wallEngine.deal(deal));
    const slots = layout.slots.map((pile, s) => (s === 53 ? [] : pile));
    return { ...layout, slots, faceUp: [true, true, true, true] };
  });
  const tokens = [];
  for (const layout of maze) tokens.push((await post("/v1/games/maze/deals", { layout })).state);
  await route("maze.hint.crafted", (i) => [
    "POST",
    "/v1/games/maze/hint",
    { state: tokens[i % tokens.length] },
  ]);
  await route("maze.solve.crafted", (i) => [
    "POST",
    "/v1/games/maze/solve",
    { layout: maze[i % maze.length] },
  ]);
  await route("wall.solve.crafted", (i) => [
    "POST",
    "/v1/games/wall/solve",
    { layout: wall[i % wall.length] },
  ]);
}

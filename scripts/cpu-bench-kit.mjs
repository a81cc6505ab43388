// What the two CPU benches (scripts/bench/cpu.mjs in workerd, cpu-node.mjs in-process) share:
// positions from real play and the requests of the stateless routes over them.

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

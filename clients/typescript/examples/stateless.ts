// Stateless play: nothing is stored. Each reply carries the game's signed `state`; send it back
// with the next move. Here Maze deal 1 is played to the end by following the API's hints.
import { unwrap, type PatienceClient } from "../src/index.ts";

export async function playMazeByHints(client: PatienceClient, deal = 1) {
  const maze = { path: { game: "maze" } } as const;
  let game = unwrap(await client.POST("/v1/games/{game}/deals", { params: maze, body: { deal } }));
  let moves = 0;
  while (game.status === "playing" && moves < 1000) {
    const hint = unwrap(
      await client.POST("/v1/games/{game}/hint", { params: maze, body: { state: game.state } }),
    );
    if (hint.move === null) break; // no move helps: the game is stuck
    game = unwrap(
      await client.POST("/v1/games/{game}/moves", {
        params: maze,
        body: { state: game.state, move: hint.move },
      }),
    );
    moves++;
  }
  return { status: game.status, score: game.score, moves };
}

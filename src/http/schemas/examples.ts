import { findGame } from "../../games/registry.ts";
import { play, snapshot } from "../../play/game-play.ts";

// Documented examples computed from the engines (Maze deal 1 and its first legal move), so
// the docs show real positions. Tokens are shortened placeholders: real ones are sealed.
const maze = findGame("maze")!;
const dealt = maze.deal(1);
const firstMove = maze.legalMoves(dealt)[0];
const moved = play(maze, dealt, firstMove);
if (!moved.ok) throw new Error("the example move must be legal");

const TOKEN = "AQRtYXplA2Rldi1hN2Yy…";

export const GAME_RESPONSE_EXAMPLE = { ...snapshot(maze, dealt), state: TOKEN, deal: 1 };

export const MOVE_RESPONSE_EXAMPLE = {
  ...snapshot(maze, moved.value.state),
  state: TOKEN,
  move: moved.value.move,
  events: moved.value.events,
};

// Not a computed hint: a search at Worker start-up would cost every cold start.
export const HINT_EXAMPLE = {
  move: firstMove,
  reason: "any_move",
  text: "Move 9♣ from slot 1 to slot 37: it leaves the ordered runs alone.",
  slots: [...maze.moveSlots(maze.view(dealt), firstMove)],
  params: { card: "9C", from: 1, to: 37 },
};

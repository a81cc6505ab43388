import { engineOf } from "../../games/registry.ts";
import { EXAMPLE_GAME } from "../../kit/games.ts";
import { play, snapshot } from "../../play/game-play.ts";

// Documented examples computed from the engines (the example game's deal 1 and its first
// legal move), so the docs show real positions. Tokens are shortened placeholders: real ones
// are sealed.
const game = engineOf(EXAMPLE_GAME);
const dealt = game.deal(1);
const firstMove = game.legalMoves(dealt)[0];
const moved = play(game, dealt, firstMove);
if (!moved.ok) throw new Error("the example move must be legal");

const TOKEN = "AQRtYXplA2Rldi1hN2Yy…";

export const GAME_RESPONSE_EXAMPLE = { ...snapshot(game, dealt), state: TOKEN, deal: 1 };

export const MOVE_RESPONSE_EXAMPLE = {
  ...snapshot(game, moved.value.state),
  state: TOKEN,
  move: moved.value.move,
  events: moved.value.events,
};

// Not a computed hint: a search at Worker start-up would cost every cold start.
export const HINT_EXAMPLE = {
  move: firstMove,
  reason: "any_move",
  text: "Move 9♣ onto the gap before 10♣: it leaves the ordered runs alone.",
  slots: [...game.moveSlots(game.view(dealt), firstMove)],
  params: { card: "9C", from: 1, to: 37 },
};

import { describe, expect, it } from "vitest";
import { fail, ok, type DealOptions, type GameEngine } from "../../src/engine/index.ts";
import {
  mazeEngine as maze,
  type MazeHintReason,
  type MazeMove,
  type MazeState,
} from "../../src/games/maze/index.ts";
import type { MazeEvent, MazeView } from "../../src/games/maze/index.ts";
import { GAME_IDS, engineOf } from "../../src/games/registry.ts";
import { dealOptionsFor } from "../../src/play/deal-options.ts";
import { randomDeal, replay, snapshot } from "../../src/play/game-play.ts";

// Deal options through the contract, with a game that has a variant: Maze dealt from Aisleriot's
// seed n ("up", the default) or from seed 2^32-1-n ("down"). Its state keeps its options and
// its deal number, as a game with draw one / draw three would keep which it is.

interface SeededState {
  readonly seed: "up" | "down";
  readonly number: number | null;
  readonly inner: MazeState;
}
const SEEDS = ["up", "down"] as const;
const seedOf = (options?: DealOptions): SeededState["seed"] => (options?.["seed"] === "down" ? "down" : "up");
const wrap = (seed: SeededState["seed"], number: number | null, inner: MazeState): SeededState => ({
  seed,
  number,
  inner,
});

const seeded: GameEngine<SeededState, MazeMove, MazeView, MazeEvent, MazeHintReason> = {
  ...maze,
  id: "seeded-maze",
  dealOptions: { seed: { values: SEEDS, default: "up" } },
  optionsOf: (state) => ({ seed: state.seed }),
  deal: (n, options) => {
    const seed = seedOf(options);
    return wrap(seed, n, maze.deal(seed === "down" ? 0xffffffff - n : n));
  },
  dealFrom: (pack, options) => {
    const dealt = maze.dealFrom(pack);
    return dealt.ok ? ok(wrap(seedOf(options), null, dealt.value)) : dealt;
  },
  toLayout: (state) => maze.toLayout(state.inner),
  origin: (state) => maze.origin(state.inner),
  fromLayout: (layout) => {
    const made = maze.fromLayout(layout);
    return made.ok ? ok(wrap("up", null, made.value)) : made;
  },
  legalMoves: (state) => maze.legalMoves(state.inner),
  applyMove: (state, move) => {
    const applied = maze.applyMove(state.inner, move);
    if (!applied.ok) return applied;
    return ok({ state: wrap(state.seed, state.number, applied.value.state), events: applied.value.events });
  },
  score: (state) => maze.score(state.inner),
  status: (state) => maze.status(state.inner),
  view: (state) => maze.view(state.inner),
  solve: (state, budget) => maze.solve(state.inner, budget),
  notation: {
    ...maze.notation,
    state: (state) => `${state.seed} ${maze.notation.state(state.inner)}`,
    parseState: () => fail("invalid_notation"),
  },
  // The seed in the first byte, the deal number (or none) in the next five, then Maze's bytes.
  encode: (state) =>
    Uint8Array.from([
      SEEDS.indexOf(state.seed),
      state.number === null ? 0 : 1,
      ...new Uint8Array(Uint32Array.of(state.number ?? 0).buffer),
      ...maze.encode(state.inner),
    ]),
  decode: (bytes) => {
    const seed = SEEDS[bytes[0] ?? -1];
    if (seed === undefined || bytes.length < 6) return fail("invalid_state");
    const inner = maze.decode(bytes.slice(6));
    const number = bytes[1] === 1 ? new Uint32Array(bytes.slice(2, 6).buffer)[0]! : null;
    return inner.ok ? ok(wrap(seed, number, inner.value)) : inner;
  },
  dealNumberOf: (state) => state.number,
};

describe("deal options in the engine contract", () => {
  it("are checked against what the game declares and completed with its defaults", () => {
    expect(dealOptionsFor(seeded)).toEqual(ok({ seed: "up" }));
    expect(dealOptionsFor(seeded, {})).toEqual(ok({ seed: "up" }));
    expect(dealOptionsFor(seeded, { seed: "down" })).toEqual(ok({ seed: "down" }));
    expect(dealOptionsFor(seeded, { seed: "sideways" })).toEqual(
      fail("invalid_deal_option", { game: "seeded-maze", option: "seed" }),
    );
    expect(dealOptionsFor(seeded, { seed: "up", draw: "three" })).toEqual(
      fail("invalid_deal_option", { game: "seeded-maze", option: "draw" }),
    );
    // Not a property of every object: a name is the game's own or nothing.
    expect(dealOptionsFor(seeded, { toString: "up" }).ok).toBe(false);
    expect(dealOptionsFor(seeded, { ["x".repeat(100)]: "up" })).toEqual(
      fail("invalid_deal_option", { game: "seeded-maze", option: "x".repeat(40) }),
    );
  });

  it("Wall and Maze declare none: every option is refused, none asked gives none", () => {
    for (const game of GAME_IDS) {
      const engine = engineOf(game);
      expect(engine.dealOptions ?? {}).toEqual({});
      expect(dealOptionsFor(engine)).toEqual(ok({}));
      expect(dealOptionsFor(engine, { draw: "three" })).toEqual(
        fail("invalid_deal_option", { game, option: "draw" }),
      );
    }
  });

  it("the same deal number with other options deals another game; with the same, the same game", () => {
    const up = seeded.deal(7, { seed: "up" });
    const down = seeded.deal(7, { seed: "down" });
    expect(seeded.view(down)).not.toEqual(seeded.view(up));
    expect(seeded.view(seeded.deal(7, { seed: "down" }))).toEqual(seeded.view(down));
    // No options: the defaults (Aisleriot's deal, as Maze's own).
    expect(seeded.view(seeded.deal(7))).toEqual(seeded.view(up));
    expect(seeded.view(up)).toEqual(maze.view(maze.deal(7)));
    expect(seeded.dealNumberOf(down)).toBe(7);
  });

  it("a state keeps its options through moves, its token and a replay", () => {
    const options = { seed: "down" };
    let state = seeded.deal(12, options);
    const moves: MazeMove[] = [];
    for (let i = 0; i < 6; i++) {
      const move = seeded.legalMoves(state)[i % 3];
      if (move === undefined) break;
      const applied = seeded.applyMove(state, move);
      if (!applied.ok) throw new Error(applied.error.code);
      state = applied.value.state;
      moves.push(move);
    }
    expect(moves.length).toBeGreaterThan(0);
    expect(seeded.optionsOf!(state)).toEqual(options);
    // The token: the options and the position come back whole.
    const decoded = seeded.decode(seeded.encode(state));
    expect(decoded.ok && seeded.optionsOf!(decoded.value)).toEqual(options);
    expect(decoded.ok && snapshot(seeded, decoded.value)).toEqual(snapshot(seeded, state));
    expect(decoded.ok && seeded.dealNumberOf(decoded.value)).toBe(12);
    // A replay (exports, leaderboards) from the deal number and its options is the same game;
    // without them, another.
    const replayed = replay(seeded, 12, moves, seeded.optionsOf!(state));
    expect(replayed.ok && snapshot(seeded, replayed.value.state)).toEqual(snapshot(seeded, state));
    const plain = replay(seeded, 12, moves);
    expect(plain.ok && snapshot(seeded, plain.value.state)).not.toEqual(snapshot(seeded, state));
  });

  it("a random deal keeps the options it was dealt with", () => {
    const state = randomDeal(seeded, undefined, { seed: "down" }) as SeededState;
    expect(seeded.optionsOf!(state)).toEqual({ seed: "down" });
    expect(seeded.origin(state)).toBe("random");
  });
});

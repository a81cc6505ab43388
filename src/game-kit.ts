import type { z } from "@hono/zod-openapi";
import type { GameEngine, PublicViewBase } from "./engine/index.ts";
import type { Texts } from "./i18n/lang.ts";
import type { MoveTexts } from "./i18n/move-texts.ts";
import type { GameTexts } from "./i18n/rules/index.ts";

// Everything a game supplies, in one object: what each table keyed by `GameId` holds for it.
// Wall and Maze keep their rows in those tables (src/i18n, src/http/schemas, src/durable);
// a game registered by another build (src/games/extra-games.ts) brings them in its kit, and
// the tables take them with `extraRows`. docs/adding-a-game.md lists the tables.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any engine, whatever its types
type Engine = GameEngine<any, any, any, any, string>;
type MoveOf<E extends Engine> = Parameters<E["applyMove"]>[1];
type ViewOf<E extends Engine> = ReturnType<E["view"]>;
type EventOf<E extends Engine> = Extract<ReturnType<E["applyMove"]>, { ok: true }>["value"]["events"][number];
type HintReasonOf<E extends Engine> = ReturnType<E["hint"]>["reason"];

/** A game's kit: write `{ … } satisfies GameKit<typeof engine>` and the compiler lists what is missing. */
export interface GameKit<E extends Engine> {
  readonly engine: E;
  /** Name, summary and full rules in every language (RULE_TEXTS). */
  readonly rules: GameTexts;
  /** One sentence per hint reason, in every language (HINT_TEXTS). */
  readonly hints: Readonly<Record<HintReasonOf<E>, Texts>>;
  /** A move and an event as short phrases for chat (MOVE_TEXTS). */
  readonly moveTexts: MoveTexts<ViewOf<E>, MoveOf<E>, EventOf<E>>;
  /** The move, view, event and layout as zod schemas (GAME_SCHEMAS), named OpenAPI components. */
  readonly schemas: {
    readonly move: z.ZodType<MoveOf<E>>;
    readonly view: z.ZodType<ViewOf<E> & PublicViewBase>;
    /** A union of event shapes (its `options` join every game's), `{type: "ended", status}` among them. */
    readonly event: z.ZodType<EventOf<E>> & { readonly options: readonly z.ZodType[] };
    readonly layout: z.ZodType;
  };
  /** Example moves, shown in the validation error of a move of no game's shape (MOVE_SHAPES). */
  readonly moveShapes: readonly object[];
  /** Positions a solve may visit per request, and an analysis in all (SOLVE_NODES, ANALYSIS_NODES). */
  readonly solveNodes: number;
  readonly analysisNodes: number;
}

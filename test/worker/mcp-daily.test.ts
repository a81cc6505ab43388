import { runInDurableObject } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardCode, cardLabel } from "../../src/cards/index.ts";
import { addDays, closesAt, daysFrom, opensAt, utcDateOf } from "../../src/daily/calendar.ts";
import { challengeName } from "../../src/daily/config.ts";
import { ChallengeStore } from "../../src/durable/challenge-store.ts";
import type { PublicViewBase } from "../../src/engine/index.ts";
import { mazeEngine } from "../../src/games/maze/index.ts";
import { wallEngine, type WallState } from "../../src/games/wall/index.ts";
import { createApp } from "../../src/http/app.ts";
import type { Challenge } from "../../src/mcp/schemas.ts";
import { textBoard } from "../../src/render/text-board.ts";
import { differentTwin, hiddenSlots } from "../support/wall-twin.ts";
import {
  act,
  auth,
  bindings,
  clockedApi,
  enter,
  newPlayer,
  okJson,
  playHints,
  type ChallengeJson,
} from "./daily-helpers.ts";
import { BASE } from "./helpers.ts";
import {
  connect,
  ERAS,
  refusalOf,
  replyOf,
  textOf,
  toolSchemas,
  type Send,
  type ToolResult,
} from "./mcp-helpers.ts";
import { get, readSession } from "./session-helpers.ts";

// The daily challenge through the MCP tools: daily_challenge shows a date's public challenge
// (never its hidden cards) and new_game deals it as an unranked stored game.

const FIRST_DATE = "2026-12-01";
const iso = (ms: number) => new Date(ms).toISOString();

/** An official client of `era`, every result checked against its tool's output schema. */
async function mcpClient(era: (typeof ERAS)[number], send?: Send) {
  const client = await connect(era, {}, send);
  const schemas = await toolSchemas(client);
  const call = async (name: string, args: Record<string, unknown>): Promise<ToolResult> => {
    const result = await client.callTool({ name, arguments: args });
    schemas.check(name, result);
    return result;
  };
  return { client, call };
}

/** daily_challenge's structured challenge, checked to be a success. */
function challengeOf(result: ToolResult): Challenge {
  expect(result.isError ?? false, textOf(result)).toBe(false);
  const { challenge } = result.structuredContent as { challenge?: Challenge };
  expect(challenge).toBeDefined();
  return challenge!;
}

describe.each(ERAS)("the daily challenge through a %s-era client (the real clock)", (era) => {
  let call: Awaited<ReturnType<typeof mcpClient>>["call"];
  let close: () => Promise<void>;
  beforeAll(async () => {
    const connected = await mcpClient(era);
    call = connected.call;
    close = () => connected.client.close();
  });
  afterAll(() => close());

  it("daily_challenge: today's public challenge, as GET /v1/daily shows it, and how to play it", async () => {
    const today = utcDateOf(Date.now());
    const result = await call("daily_challenge", { game: "maze", date: "today" });
    const challenge = challengeOf(result);
    const rest = (await (await get(`/v1/daily/maze/${today}`)).json()) as ChallengeJson;
    expect(challenge).toEqual({
      game: "maze",
      date: today,
      number: daysFrom(FIRST_DATE, today),
      status: "open",
      opensAt: rest.opensAt,
      closesAt: rest.closesAt,
      par: rest.par,
      commitment: rest.commitment,
      entries: rest.entries,
      url: `${BASE}/v1/daily/maze/${today}`,
      start: {
        board: textBoard(mazeEngine, rest.start.view as unknown as PublicViewBase, "en"),
        score: rest.start.score,
        maxScore: 48,
        legalMoves: rest.start.legalMoves.length,
      },
      play: {
        newGame: { game: "maze", daily: today },
        rankedEntry: `${BASE}/v1/daily/maze/${today}/entries`,
      },
    });
    // Without a date: today's.
    expect(challengeOf(await call("daily_challenge", { game: "maze" }))).toEqual(challenge);

    const text = textOf(result);
    expect(text).toContain(`Daily challenge of Maze for ${today} (number ${challenge.number}): open.`);
    expect(text).toContain(`Open from ${challenge.opensAt} to ${challenge.closesAt}`);
    expect(text).toContain(`Par: ${challenge.par} moves`);
    expect(text).toContain(`Commitment: ${challenge.commitment}`);
    expect(text).toContain("Entries: 0 ranked, 0 finished, 0 won.");
    expect(text).toContain(
      `legal moves: ${challenge.start.legalMoves}):\n${challenge.start.board.trimEnd()}`,
    );
    expect(text).toContain(`new_game with game "maze" and daily "${today}" starts an unranked game`);
    expect(text).toContain("Ranked play is only through the HTTP API, with a player token");
    expect(text).toContain(`POST ${BASE}/v1/daily/maze/${today}/entries`);
    expect(result.content.map((block) => block.type)).toEqual(["text"]);
    // In the language asked for.
    expect(textOf(await call("daily_challenge", { game: "maze", lang: "es" }))).toContain(
      `Desafío diario de Malla del ${today}`,
    );
  });

  it("dates it cannot serve are tool errors in the API's words; a deal and a date together too", async () => {
    const ahead = addDays(utcDateOf(Date.now()), 3);
    const early = refusalOf(await call("daily_challenge", { game: "wall", date: ahead }));
    expect(early).toEqual({
      code: "challenge_not_open",
      message: `The challenge of ${ahead} opens at ${iso(opensAt(ahead))}, when that date begins somewhere on Earth.`,
      params: { date: ahead, opensAt: iso(opensAt(ahead)) },
    });
    expect(textOf(await call("daily_challenge", { game: "wall", date: ahead }))).toMatch(
      /^Refused \(challenge_not_open\): The challenge of /,
    );
    const before = refusalOf(await call("daily_challenge", { game: "maze", date: "2026-11-30" }));
    expect(before).toMatchObject({
      code: "no_challenge",
      message: "There is no daily challenge before 2026-12-01.",
      params: { firstDate: "2026-12-01" },
    });
    for (const bad of ["2026-12-1", "12/01/2026", "yesterday", "2027-02-29", ""]) {
      const refused = refusalOf(await call("daily_challenge", { game: "maze", date: bad }));
      expect(refused, bad).toMatchObject({
        code: "invalid_date",
        message: "A date is a real date from 2000 to 2999, written YYYY-MM-DD (or today).",
      });
    }
    // new_game checks a daily date the same way, and takes a deal number or a date, not both.
    expect(refusalOf(await call("new_game", { game: "maze", daily: ahead })).code).toBe("challenge_not_open");
    expect(refusalOf(await call("new_game", { game: "wall", daily: "2026-11-30" })).code).toBe(
      "no_challenge",
    );
    expect(refusalOf(await call("new_game", { game: "maze", daily: "soon" })).code).toBe("invalid_date");
    expect(refusalOf(await call("new_game", { game: "maze", deal: 1, daily: "today" }))).toEqual({
      code: "deal_and_daily",
      message: "Give a deal number or a daily date, not both: a daily challenge has its own deal.",
    });
  });

  it("new_game with a daily date: the day's Maze deal, unranked, played by move numbers", async () => {
    const today = utcDateOf(Date.now());
    const challenge = challengeOf(await call("daily_challenge", { game: "maze" }));
    const startedResult = await call("new_game", { game: "maze", daily: "today" });
    const started = replyOf(startedResult);
    expect(started.daily).toEqual({ date: today, ranked: false });
    expect(started).not.toHaveProperty("deal");
    expect(started.position).toMatchObject({ board: challenge.start.board, score: challenge.start.score });
    expect(started.position.legalMoves).toHaveLength(challenge.start.legalMoves);
    expect(textOf(startedResult)).toMatch(
      new RegExp(
        `^New game of Maze, the deal of the ${today} daily challenge \\(unranked: ranked play is only through the HTTP API\\)\\. Its handle is ${started.position.handle}`,
      ),
    );

    const { handle } = started.position;
    let position = started.position;
    for (const wanted of [1, 2, 1, 3]) {
      const number = Math.min(wanted, position.legalMoves!.length);
      const listed = position.legalMoves![number - 1]!;
      const played = replyOf(await call("play_move", { handle, move: number, version: position.version }));
      expect(played.played).toMatchObject({ number, notation: listed });
      expect(played.position.version).toBe(position.version + 1);
      position = played.position;
    }
    expect(position).toMatchObject({ version: 5, status: "playing" });
    // Not ranked: undo as in any game.
    const undone = replyOf(await call("undo", { handle, version: position.version, board: true }));
    expect(undone.position.moveCount).toBe(3);

    // The stored game over HTTP: a daily deal, unranked, not exported while the date is open.
    const { watchId } = started.position.links!;
    const session = await readSession(watchId);
    expect(session).toMatchObject({ origin: "daily", daily: { date: today, ranked: false }, moveCount: 3 });
    const exported = await get(`/v1/sessions/${watchId}/export`);
    expect(exported.status).toBe(409);
    expect(((await exported.json()) as { code: string }).code).toBe("challenge_open");
    // The same deal for everyone.
    const again = replyOf(await call("new_game", { game: "maze", daily: today }));
    expect(again.position.board).toBe(challenge.start.board);
    expect(again.position.handle).not.toBe(handle);
  });
});

// A Wall challenge with a clock the test moves. Its twin is a second date whose deal is the
// first one's with the hidden cards (stock, face-down piles) reshuffled: every reply about the
// two must be the same but for the date, and no hidden card may appear in any of them.
const REAL = "2027-07-01";
const TWIN = "2027-07-02";

const challengeStub = (date: string) =>
  bindings.DAILY_CHALLENGES.get(bindings.DAILY_CHALLENGES.idFromName(challengeName("wall", date)));

/**
 * The cards of a Wall game a player has had in sight, position after position. Wall plays with
 * two packs: a card of which no copy has been in sight can be told apart in a reply (as its
 * code, or its board label), and must not be in any.
 */
function sightings() {
  const sighted = new Set<number>();
  return (result: unknown, state: WallState, what: string) => {
    const hidden = new Set(hiddenSlots(state));
    state.slots.forEach((pile, slot) => (hidden.has(slot) ? undefined : pile.forEach((c) => sighted.add(c))));
    const unseen = [...hidden].flatMap((slot) => state.slots[slot]!.filter((card) => !sighted.has(card)));
    const seen = JSON.stringify(result);
    for (const card of unseen) {
      expect(seen, `${what}: ${cardCode(card)} was never in sight`).not.toContain(`"${cardCode(card)}"`);
      expect(seen, `${what}: ${cardCode(card)} was never in sight`).not.toContain(cardLabel(card));
    }
    return unseen.length;
  };
}

describe.each(ERAS)("a Wall daily challenge through a %s-era client", (era) => {
  it("daily_challenge and new_game from it show no hidden card: the same for the deal and its twin", async () => {
    let now = Date.parse(`${REAL}T12:00:00Z`);
    const app = createApp({ now: () => now });
    const { client, call } = await mcpClient(era, async (url, init) => app.request(url, init, bindings));

    // The real challenge, prepared by the first request; its twin stored under the next date.
    const real = challengeOf(await call("daily_challenge", { game: "wall", date: REAL }));
    const stored = await runInDurableObject(challengeStub(REAL), (_, state) =>
      new ChallengeStore(state.storage.sql).challenge()!,
    );
    const decoded = wallEngine.decode(stored.initial);
    if (!decoded.ok) throw new Error("stored challenge does not decode");
    const start = decoded.value as WallState;
    const twin = differentTwin(start, wallEngine.notation.state);
    await runInDurableObject(challengeStub(TWIN), (_, state) =>
      new ChallengeStore(state.storage.sql).saveChallenge({
        ...stored,
        date: TWIN,
        candidate: stored.candidate + 7,
        layoutJson: JSON.stringify(wallEngine.toLayout(twin)),
        pack: [...stored.pack].reverse(),
        initial: wallEngine.encode(twin),
        proofJson: "[]",
        salt: "twin-salt",
      }),
    );
    expect(real.start.board).toBe(textBoard(wallEngine, wallEngine.view(start), "en"));
    expect(hiddenSlots(start).length).toBeGreaterThan(0);
    // Open, a Wall deal is offered for ranked entries only: no new_game arguments for it.
    expect(real.play.newGame).toBeUndefined();
    expect(real.play.rankedEntry).toBe(`${BASE}/v1/daily/wall/${REAL}/entries`);

    /** Every reply about `date`'s challenge and a game of it, with the date and ids made generic. */
    async function replies(date: string): Promise<string[]> {
      const number = daysFrom(FIRST_DATE, date);
      const generic = (value: unknown, ids: string[] = []) => {
        let text = JSON.stringify(value)
          .replaceAll(date, "<date>")
          .replaceAll(iso(opensAt(date)), "<opens>")
          .replaceAll(iso(closesAt(date)), "<closes>")
          .replaceAll(`(number ${number})`, "(number <n>)")
          .replaceAll(`"number":${number}`, '"number":"<n>"');
        for (const id of ids) text = text.replaceAll(id, "<id>");
        return text;
      };
      const out = [generic(await call("daily_challenge", { game: "wall", date }))];
      // While open, a Wall date is played only as ranked entries: no unranked game of it.
      const refused = await call("new_game", { game: "wall", daily: date });
      expect(refusalOf(refused).code).toBe("ranked_only_while_open");
      out.push(generic(refused));
      return out;
    }
    const mine = await replies(REAL);
    expect(mine).toHaveLength(2);
    expect(await replies(TWIN)).toEqual(mine);

    const expectNothingHidden = sightings();
    const challengeResult = await call("daily_challenge", { game: "wall", date: REAL });
    expect(expectNothingHidden(challengeResult, start, "daily_challenge")).toBeGreaterThan(10);
    const refused = await call("new_game", { game: "wall", daily: REAL });
    expectNothingHidden(refused, start, "new_game");
    expect(textOf(refused)).toContain("is played only as ranked entries");

    // Closed: the challenge says so and where its reveal is; it still deals, unranked.
    now = closesAt(REAL);
    const closedResult = await call("daily_challenge", { game: "wall", date: REAL });
    const closed = challengeOf(closedResult);
    expect(closed).toMatchObject({ status: "closed", start: real.start, par: real.par });
    expect(closed.play).toEqual({ newGame: { game: "wall", daily: REAL } });
    expect(closed).not.toHaveProperty("reveal");
    expect(textOf(closedResult)).toContain(`(number ${real.number}): closed.`);
    expect(textOf(closedResult)).toContain(
      `The challenge has closed: it takes no more ranked entries, and ${BASE}/v1/daily/wall/${REAL} shows its reveal`,
    );
    // Closed: an unranked game of it, as an archive; only the game's own rule is left (no
    // export of a Wall game still in play).
    const archived = replyOf(await call("new_game", { game: "wall", daily: REAL }));
    expect(archived.daily).toEqual({ date: REAL, ranked: false });
    const exported = await app.request(
      `${BASE}/v1/sessions/${archived.position.links!.watchId}/export`,
      {},
      bindings,
    );
    expect(((await exported.json()) as { code: string }).code).toBe("export_unavailable");
    await client.close();
  });
});

describe.each(ERAS)("daily_leaderboard through a %s-era client", (era) => {
  it("pages the board with hints, and a league's board lists its members only", async () => {
    const date = era === "modern" ? "2027-12-07" : "2027-12-08";
    const api = clockedApi(Date.parse(`${date}T12:00:00Z`));
    const app = createApp({ now: api.now });
    const { client, call } = await mcpClient(era, async (url, init) => app.request(url, init, bindings));
    const [ada, bo, cy] = await Promise.all(["Ada", "Bo", "Cy"].map((n) => newPlayer(api, n)));
    const entries = await Promise.all([ada, bo, cy].map((p) => enter(api, "maze", date, p!.token)));
    const won = await playHints(api, entries[0]!);
    await okJson(await act(api, entries[1]!, "resign"));
    await okJson(await act(api, entries[2]!, "resign"));
    const made = (await okJson(await api.post("/v1/leagues", { name: "Two" }, auth(ada!.token)), 201)) as {
      id: string;
      joinCode: string;
    };
    await okJson(await api.post(`/v1/leagues/${made.id}/members`, { code: made.joinCode }, auth(bo!.token)));

    const all = await call("daily_leaderboard", { game: "maze", date });
    const board = (
      all.structuredContent as { board: { rows: { name: string; hints: number }[]; next?: string } }
    ).board;
    expect(board.rows.map((r) => r.name).slice(0, 1)).toEqual(["Ada"]);
    expect(board.rows.map((r) => r.name).sort()).toEqual(["Ada", "Bo", "Cy"]);
    expect(board.rows[0]!.hints).toBe(won.moveCount);
    expect(board.next).toBeUndefined();
    expect(textOf(all)).toContain(`1 | Ada | won | ${won.moveCount} | ${won.moveCount} | 0 |`);
    const league = await call("daily_leaderboard", { game: "maze", date, league: made.id });
    const mine = (
      league.structuredContent as { board: { league: { name: string }; rows: { name: string }[] } }
    ).board;
    expect(mine.league.name).toBe("Two");
    expect(mine.rows.map((r) => r.name)).toEqual(["Ada", "Bo"]);
    expect(textOf(league)).toContain(", league Two");
    const unknown = await call("daily_leaderboard", { game: "maze", date, league: "nope" });
    expect(unknown.isError).toBe(true);
    await client.close();
  });
});

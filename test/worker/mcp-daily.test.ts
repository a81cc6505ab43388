import { runInDurableObject } from "cloudflare:test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardCode, cardLabel } from "../../src/cards/index.ts";
import { addDays, closesAt, daysFrom, opensAt, utcDateOf } from "../../src/daily/calendar.ts";
import { challengeName } from "../../src/daily/config.ts";
import { ChallengeStore } from "../../src/durable/daily-challenge/challenge-store.ts";
import type { PublicViewBase } from "../../src/engine/index.ts";
import { mazeEngine } from "../../src/games/maze/index.ts";
import { wallEngine, type WallState } from "../../src/games/wall/index.ts";
import { createApp } from "../../src/http/app.ts";
import type { Challenge } from "../../src/mcp/daily-schemas.ts";
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
      // The counts of the board's entries, and all ranked entries' total.
      entries: { ...rest.entries, all: rest.entries.all.total },
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
    expect(text).toContain("Entries on the global board: 0, 0 finished, 0 won; 0 ranked in all.");
    expect(text).toContain(
      `legal moves: ${challenge.start.legalMoves}):\n${challenge.start.board.trimEnd()}`,
    );
    expect(text).toContain(`new_game with game "maze" and daily "${today}" starts an unranked game`);
    expect(text).toContain(
      `Ranked, once per player: become_player makes a player (its token is shown once, for the user to keep), then enter_daily with game "maze", date "${today}" and that playerToken.`,
    );
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
        `^New game of Maze, the deal of the ${today} daily challenge \\(unranked: enter_daily plays it ranked\\)\\. Its handle is ${started.position.handle}`,
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
      new ChallengeStore(state.storage).challenge()!,
    );
    const decoded = wallEngine.decode(stored.initial);
    if (!decoded.ok) throw new Error("stored challenge does not decode");
    const start = decoded.value as WallState;
    const twin = differentTwin(start, wallEngine.notation.state);
    await runInDurableObject(challengeStub(TWIN), (_, state) =>
      new ChallengeStore(state.storage).saveChallenge({
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

    // A player made before either date opened (not established: both entries are off their global
    // boards for the same reason, so the replies agree).
    const madeAt = now;
    now = Date.parse(`${REAL}T00:00:00Z`) - 86_400_000;
    const player = (
      (await call("become_player", { name: "Twin" })).structuredContent as { player: { token: string } }
    ).player;
    now = madeAt;

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
      // The ranked entry, its hint, and a move that turns no card over (the first Wall move
      // of these deals attacks a face-up card; a reply that shows a new card differs by design).
      const enteredResult = await call("enter_daily", { game: "wall", date, playerToken: player.token });
      const entry = replyOf(enteredResult);
      const { handle } = entry.position;
      // In play, a Wall entry is not offered for watching (a watcher would see the stock dealt).
      expect(entry.position.links).toBeUndefined();
      expect(textOf(enteredResult)).not.toContain("watch");
      const shownResult = await call("show_game", { handle });
      expect(replyOf(shownResult).position.links).toBeUndefined();
      const ids = [handle!];
      out.push(generic(enteredResult, ids));
      out.push(generic(await call("hint", { handle }), ids));
      out.push(generic(shownResult, ids));
      out.push(generic(await call("table_view", { handle }), ids));
      return out;
    }
    const mine = await replies(REAL);
    expect(mine).toHaveLength(6);
    expect(mine[2]).toContain('"ranked":true');
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

describe.each(ERAS)("a ranked daily entry through MCP tools alone, with a %s-era client", (era) => {
  it("become_player, enter_daily, play by hints, then the board and the player's streak show it", async () => {
    const date = era === "modern" ? "2027-12-09" : "2027-12-10";
    let now = Date.parse(`${date}T12:00:00Z`);
    const app = createApp({ now: () => now });
    const { client, call } = await mcpClient(era, async (url, init) => app.request(url, init, bindings));

    expect(refusalOf(await call("become_player", { name: "   " })).code).toBe("invalid_player_name");
    const madeResult = await call("become_player", { name: "Ada" });
    const made = (madeResult.structuredContent as { player: { id: string; name: string; token: string } })
      .player;
    expect(made.name).toBe("Ada");
    expect(made.token.startsWith(`${made.id}.`)).toBe(true);
    // The token is shown once, in words too, for the user to keep.
    expect(textOf(madeResult)).toContain(`You are now the player Ada (id ${made.id})`);
    expect(textOf(madeResult)).toContain(made.token);

    // A token that is not the player's enters nothing.
    const forged = `${made.id}.${"A".repeat(43)}`;
    expect(refusalOf(await call("enter_daily", { game: "maze", playerToken: forged })).code).toBe(
      "invalid_player_token",
    );
    // Today's challenge (the app's clock): enter_daily's default date.
    const entered = await call("enter_daily", { game: "maze", playerToken: made.token });
    const entry = replyOf(entered);
    expect(entry.daily).toEqual({ date, ranked: true, player: { id: made.id, name: "Ada" }, listed: true });
    const { handle } = entry.position;
    expect(handle).toMatch(/^[0-9a-z]{26}$/);
    expect(textOf(entered)).toContain(
      `Ranked entry of the ${date} Maze daily challenge for Ada. Its handle is ${handle}`,
    );
    // The same call again (its answer lost): the same entry under the same handle, not a second one.
    const again = replyOf(await call("enter_daily", { game: "maze", date, playerToken: made.token }));
    expect(again.position).toMatchObject({ handle, version: entry.position.version });
    // An entry made over HTTP is not taken over here: once per player.
    const other = await newPlayer(clockedApi(now), "Bo");
    await enter(clockedApi(now), "maze", date, other!.token);
    expect(refusalOf(await call("enter_daily", { game: "maze", date, playerToken: other!.token })).code).toBe(
      "already_entered",
    );
    // The same stored game over HTTP: a ranked entry of this player.
    const session = (await (
      await app.request(`${BASE}/v1/sessions/${entry.position.links!.watchId}`, {}, bindings)
    ).json()) as { origin: string; daily: { date: string; ranked: boolean } };
    expect(session).toMatchObject({ origin: "daily", daily: { date, ranked: true } });

    // The table view knows it is ranked (its h key asks no hint there: hints count).
    const view = await call("table_view", { handle });
    expect(view.structuredContent).toMatchObject({ ranked: true, version: entry.position.version });

    // Played by hints to a win, one play_move a move.
    let reply = replyOf(await call("hint", { handle }));
    let version = entry.position.version;
    let calls = 0;
    let last: ToolResult | undefined;
    while (reply.position.status !== "won") {
      expect(calls++).toBeLessThan(400);
      now += 1000;
      last = await call("play_move", { handle, move: reply.hint!.number!, version, withHint: true });
      reply = replyOf(last);
      version = reply.position.version;
    }
    // The winning move's reply says what to share: the figures and a link, nothing of the deal.
    const { share } = reply as typeof reply & { share?: { text: string; url: string; image: string } };
    const link = `${BASE}/play?game=maze&date=${date}&entry=${made.id}`;
    expect(share).toEqual({
      text: expect.any(String) as string,
      url: link,
      image: `${BASE}/v1/daily/maze/${date}/entries/${made.id}/card.png`,
    });
    const [title, result, figures, shared] = share!.text.split("\n");
    expect([title, result, shared]).toEqual([
      `Patience Maze #${daysFrom(FIRST_DATE, date)} · ${date}`,
      `Won in ${calls} moves`,
      link,
    ]);
    expect(figures).toMatch(/^par \d+ \([+−±]\d+\) · \d+ hints? · streak [01]$/);
    expect(textOf(last!)).toContain(`To share (nothing of the deal):\n${share!.text}`);

    // The board lists the entry, its hints counted; the player's streak counts the win.
    const board = await call("daily_leaderboard", { game: "maze", date });
    const rows = (
      board.structuredContent as { board: { rows: { name: string; result: string; hints: number }[] } }
    ).board.rows;
    expect(rows).toHaveLength(1);
    // Hints: the first asked with hint, then one with every move but the winning one.
    expect(rows[0]).toMatchObject({ name: "Ada", result: "won", hints: calls });
    const profileResult = await call("show_player", { player: made.id });
    const profile = (
      profileResult.structuredContent as {
        player: {
          name: string;
          games: Record<string, { currentStreak: number; won: number; recent: { date: string }[] }>;
        };
      }
    ).player;
    expect(profile.name).toBe("Ada");
    expect(profile).not.toHaveProperty("token");
    expect(profile.games.maze).toMatchObject({ currentStreak: 1, won: 1, recent: [{ date, won: true }] });
    expect(textOf(profileResult)).toContain("Maze: streak 1 (best 1), 1 won of 1.");
    expect(refusalOf(await call("show_player", { player: "nobody" })).code).toBe("unknown_player");
    await client.close();
  });
});

describe("whether a Wall entry goes on the global board, through MCP", () => {
  it("daily_challenge with a playerToken says it before entering, and enter_daily after", async () => {
    const date = "2027-12-15";
    const now = Date.parse(`${date}T12:00:00Z`);
    const app = createApp({ now: () => now });
    const { client, call } = await mcpClient("modern", async (url, init) => app.request(url, init, bindings));
    const made = (
      (await call("become_player", { name: "Newcomer" })).structuredContent as { player: { token: string } }
    ).player;
    const reason = "the player was made less than 14 days before the date opened";

    const before = await call("daily_challenge", { game: "wall", date, playerToken: made.token });
    expect(challengeOf(before)).toMatchObject({
      listing: { entered: false, listed: false, reason: "player_too_new" },
    });
    expect(textOf(before)).toContain(
      `An entry of Newcomer made now is ranked play for streak and leagues, but not on the global board: ${reason}.`,
    );
    // Without a token: the public challenge, no listing.
    expect(challengeOf(await call("daily_challenge", { game: "wall", date }))).not.toHaveProperty("listing");

    const entered = await call("enter_daily", { game: "wall", date, playerToken: made.token });
    expect(replyOf(entered).daily).toMatchObject({ ranked: true, listed: false, reason: "player_too_new" });
    expect(textOf(entered)).toContain(`not on the date's global board: ${reason}.`);
    const after = await call("daily_challenge", { game: "wall", date, playerToken: made.token });
    expect(challengeOf(after).listing).toEqual({ entered: true, listed: false, reason: "player_too_new" });
    expect(refusalOf(await call("daily_challenge", { game: "wall", date, playerToken: "x.y" })).code).toBe(
      "invalid_player_token",
    );
    await client.close();
  });
});

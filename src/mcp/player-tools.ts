import { FREEZE_EVERY, MAX_FREEZES } from "../daily/streaks.ts";
import { players } from "../durable/clients.ts";
import { createPlayer, isPlayerId } from "../durable/player/player-credentials.ts";
import type { GameRecord, PlayerProfile } from "../durable/player/player-types.ts";
import { engineOf, GAME_IDS, type GameId } from "../games/registry.ts";
import { BOARD_WORDS, gameName } from "../i18n/board-words.ts";
import { format, type Lang } from "../i18n/lang.ts";
import { MCP_WORDS } from "../i18n/mcp-texts.ts";
import { entryHandle, objectName, ownerTokenOf } from "./handle.ts";
import { FULL, positionOf } from "./position.ts";
import { gameReply, refusalReply } from "./replies.ts";
import { BecomePlayerInput, EnterDailyInput, PlayerReplySchema, ShowPlayerInput } from "./daily-schemas.ts";
import { gameReplyWith } from "./schemas.ts";
import { CHANGES, defineTool, READ_ONLY, type ToolContext } from "./tool.ts";
import { admitEntry, admitPlayer } from "../kit/admission.ts";
import { challengeAt } from "../kit/daily.ts";
import { gameNamesListed, hidesCards } from "../kit/games.ts";
import { langOf } from "../kit/lang.ts";
import { unlistedText } from "./listing.ts";

// Daily challenges played ranked from a chat: a player made here (its token shown once, for the
// user to keep) or one the user already has, a ranked entry of an open date as a stored game
// with a handle like any other, and a player's public streaks. The same objects and rules as
// over HTTP (/v1/players, /v1/daily/{game}/{date}/entries): nothing is decided here.

const profileUrl = (context: ToolContext, id: string) => `${context.origin}/v1/players/${id}`;

export const becomePlayer = defineTool({
  name: "become_player",
  title: "Become a player",
  description:
    "Makes an anonymous player for the daily challenges: a name on leaderboards and a player token, shown once (only its hash is kept). Give the token to the user to keep, as a password: enter_daily takes it.",
  input: BecomePlayerInput,
  output: PlayerReplySchema,
  annotations: CHANGES,
  run: async (args, context) => {
    const lang = langOf(args.lang, context.lang);
    // As over HTTP: the per-minute limit, the name, the hourly and daily quotas.
    const name = await admitPlayer(context.env, context.client, args.name, context.now());
    if (!name.ok) return refusalReply(name.error, lang);
    const created = await createPlayer(context.env, name.value, context.now());
    if (!created.ok) return refusalReply(created.error, lang);
    const { id, token, createdAt } = created.value;
    const player = { id, name: created.value.name, createdAt, token, profileUrl: profileUrl(context, id) };
    return {
      content: [
        { type: "text", text: format(MCP_WORDS.player_made[lang], { name: player.name, id, token }) },
      ],
      structuredContent: { player },
    };
  },
});

export const enterDaily = defineTool({
  name: "enter_daily",
  title: "Enter a daily challenge, ranked",
  description:
    "A ranked entry of an open daily challenge for the player of playerToken, once per player: a game of the day's deal, played by its handle like any game. Its result is recorded when it ends: every move counts, hints count on the board, no undo in " +
    `${gameNamesListed("or", hidesCards)}. Returns the handle, the board and the numbered legal moves.`,
  input: EnterDailyInput,
  output: gameReplyWith("daily"),
  annotations: CHANGES,
  run: async (args, context) => {
    const lang = langOf(args.lang, context.lang);
    const at = challengeAt(context.env, args.game, args.date ?? "today", context.now());
    if (!at.ok) return refusalReply(at.error, lang);
    const { date, challenge, ref } = at.value;
    const entrant = await admitEntry(context.env, context.client, args.playerToken.trim(), date);
    if (!entrant.ok) return refusalReply(entrant.error, lang);
    // Derived, not drawn: a retried call (its answer lost) gets the same entry and handle back.
    const handle = await entryHandle(args.playerToken.trim(), args.game, date);
    const entered = await challenge.enter({
      ...ref,
      ...entrant.value,
      // The entry's stored game is the handle's, as every game this façade starts.
      gameName: objectName(handle),
      ownerToken: await ownerTokenOf(handle),
    });
    if (!entered.ok) return refusalReply(entered.error, lang);
    const { ownerToken: _secret, ...snapshot } = entered.value.session;
    // Without a watch link where the deal hides cards (positionOf leaves it out in play).
    const position = positionOf(handle, snapshot, { ...context, lang }, FULL);
    const hides = engineOf(args.game).hasHiddenCards;
    const { unlisted } = entered.value;
    const lead = [
      format(MCP_WORDS.entered[lang], {
        date,
        game: gameName(args.game, lang),
        name: entered.value.name,
        handle,
      }),
      position.links && format(MCP_WORDS.entered_watch[lang], { watch: position.links.watchUrl }),
      hides && MCP_WORDS.entered_no_undo[lang],
      unlisted !== null && format(MCP_WORDS.entered_unlisted[lang], { reason: unlistedText(unlisted, lang) }),
    ]
      .filter(Boolean)
      .join(" ");
    const daily = {
      date,
      ranked: true,
      player: { id: entrant.value.playerId, name: entered.value.name },
      listed: unlisted === null,
      ...(unlisted !== null ? { reason: unlisted } : {}),
    };
    return gameReply({ position, daily }, lead, lang);
  },
});

/** Results of each game show_player gives (the profile over HTTP has more, for a calendar). */
const MCP_RECENT = 10;

/** A player's profile in words: each game's streaks, then its latest results. */
function profileText(profile: PlayerProfile, lang: Lang): string {
  const lines = [
    format(MCP_WORDS.player_head[lang], {
      name: profile.name,
      id: profile.id,
      since: profile.createdAt.slice(0, 10),
    }),
  ];
  for (const game of GAME_IDS) {
    const record = profile.games[game];
    const { currentStreak: current, bestStreak: best, won, played } = record;
    let line = format(MCP_WORDS.player_game[lang], {
      game: gameName(game, lang),
      current,
      best,
      won,
      played,
    });
    if (record.freezes > 0 || current > 0)
      line += ` ${format(MCP_WORDS.player_freezes[lang], { freezes: record.freezes, max: MAX_FREEZES, every: FREEZE_EVERY })}`;
    if (record.frozen.length > 0)
      line += ` ${format(MCP_WORDS.player_frozen[lang], { dates: record.frozen.join(", ") })}`;
    if (record.recent.length > 0) {
      const results = record.recent
        .map((r) => `${r.date} ${BOARD_WORDS[r.won ? "won" : "lost"][lang]} (${r.score}, ${r.moves})`)
        .join(", ");
      line += ` ${format(MCP_WORDS.player_recent[lang], { results })}`;
    }
    lines.push(line);
  }
  return lines.join("\n");
}

export const showPlayer = defineTool({
  name: "show_player",
  title: "Show a player",
  description:
    "A player's public profile by id: for each game, its current and best streaks of daily challenges won, how many it played and won, and its latest results.",
  input: ShowPlayerInput,
  output: PlayerReplySchema,
  annotations: READ_ONLY,
  run: async (args, context) => {
    const lang = langOf(args.lang, context.lang);
    const id = args.player.trim();
    if (!isPlayerId(id)) return refusalReply({ code: "unknown_player" }, lang);
    const profile = await players(context.env).byId(id).profile(context.now());
    if (!profile.ok) return refusalReply(profile.error, lang);
    // A model pays for every character: the latest MCP_RECENT results are enough to talk about.
    const { games: all, ...who } = profile.value;
    const games = Object.fromEntries(
      GAME_IDS.map((game): [GameId, GameRecord] => {
        const record = all[game];
        return [
          game,
          {
            ...record,
            recent: record.recent.slice(0, MCP_RECENT),
            frozen: record.frozen.slice(0, MCP_RECENT),
          },
        ];
      }),
    ) as PlayerProfile["games"];
    const shown = { ...profile.value, games };
    const player = { ...who, profileUrl: profileUrl(context, id), games };
    return {
      content: [{ type: "text", text: profileText(shown, lang) }],
      structuredContent: { player },
    };
  },
});

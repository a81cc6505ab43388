// The daily challenge: one deal per game and date, the same for everyone. A player (a name and a
// token, kept by you) enters it ranked: the server plays the entry and records its result.
import { unwrap, type PatienceClient } from "../src/index.ts";

export async function enterTodaysMaze(client: PatienceClient, name = "Example player") {
  const today = unwrap(await client.GET("/v1/daily"));
  const player = unwrap(await client.POST("/v1/players", { body: { name } }));
  const asPlayer = { authorization: `Bearer ${player.token}` };
  const challenge = { path: { game: "maze" as const, date: today.date } };
  const entry = unwrap(
    await client.POST("/v1/daily/{game}/{date}/entries", { params: challenge, headers: asPlayer }),
  );
  // The entry is a stored game: play it with its owner token, as any stored game.
  const moved = unwrap(
    await client.POST("/v1/sessions/{id}/moves", {
      params: { path: { id: entry.id } },
      headers: { authorization: `Bearer ${entry.ownerToken}` },
      body: { move: entry.legalMoves[0]!, version: entry.version },
    }),
  );
  const board = unwrap(await client.GET("/v1/daily/{game}/{date}/leaderboard", { params: challenge }));
  return { date: today.date, games: today.challenges.map((c) => c.game), player, entry, moved, board };
}

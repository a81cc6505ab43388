// A league: a board among friends. Its maker shares the join code; members see each other's
// daily results and streaks there.
import { unwrap, type PatienceClient } from "../src/index.ts";

export async function leagueOfTwo(client: PatienceClient) {
  const maker = unwrap(await client.POST("/v1/players", { body: { name: "Ana" } }));
  const friend = unwrap(await client.POST("/v1/players", { body: { name: "Biel" } }));
  const league = unwrap(
    await client.POST("/v1/leagues", {
      headers: { authorization: `Bearer ${maker.token}` },
      body: { name: "Lunch break" },
    }),
  );
  const joined = unwrap(
    await client.POST("/v1/leagues/{id}/members", {
      params: { path: { id: league.id } },
      headers: { authorization: `Bearer ${friend.token}` },
      body: { code: league.joinCode },
    }),
  );
  const streaks = unwrap(
    await client.GET("/v1/leagues/{id}/streaks", { params: { path: { id: league.id } } }),
  );
  return { league, joined, streaks };
}

// A stored game: the server keeps it (an id and an owner token; anyone may watch, only the owner
// plays). Every change names the version it expects, so a retried or raced request cannot apply
// twice. Here a Wall game: a move, an undo, a hint (hidden cards stay hidden) and its history.
import { unwrap, type PatienceClient } from "../src/index.ts";

export async function storedWallGame(client: PatienceClient, deal = 7) {
  const created = unwrap(await client.POST("/v1/sessions", { body: { game: "wall", deal } }));
  const owner = { authorization: `Bearer ${created.ownerToken}` };
  const id = { path: { id: created.id } };

  const moved = unwrap(
    await client.POST("/v1/sessions/{id}/moves", {
      params: id,
      headers: owner,
      body: { move: created.legalMoves[0]!, version: created.version },
    }),
  );
  const undone = unwrap(
    await client.POST("/v1/sessions/{id}/undo", {
      params: id,
      headers: owner,
      body: { version: moved.version },
    }),
  );
  const hint = unwrap(await client.POST("/v1/sessions/{id}/hint", { params: id, headers: owner }));
  const history = unwrap(await client.GET("/v1/sessions/{id}/history", { params: id }));
  return { id: created.id, versions: [created.version, moved.version, undone.version], hint, history };
}

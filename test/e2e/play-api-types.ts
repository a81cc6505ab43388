// Type-level checks of /play's api() (public/play/api.js): `npm run typecheck` fails when a call
// that the document does not allow compiles. Never run; only compiled.
import { api } from "../../public/play/api.js";

export const typeChecks = () => [
  // A path with parameters needs them, each by its name.
  // @ts-expect-error: no params for /v1/sessions/{id}
  api("GET", "/v1/sessions/{id}"),
  // @ts-expect-error: a misspelled parameter
  api("GET", "/v1/sessions/{id}", { params: { idd: "x" } }),
  // @ts-expect-error: a body field the document does not have
  api("POST", "/v1/sessions", { body: { game: "maze", deal: 1, dael: 2 } }),
  // What the document allows compiles, and the reply is typed.
  api("GET", "/v1/sessions/{id}", { params: { id: "x" } }).then((s) => s.moveSlots),
  api("GET", "/v1/games"),
];

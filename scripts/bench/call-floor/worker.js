/* global Response */
import { DurableObject } from "cloudflare:workers";

// The call-floor probe (wrangler.toml beside): each path is one way for a Worker to ask a
// Durable Object, with nothing else done on either side. `PUT /reply` gives the object a reply
// to send back (a stored move's, as the API gives it), kept as a value and as its JSON text.

export class Probe extends DurableObject {
  #value = null;
  #text = "null";
  #seq = 0;

  /** A stored move's writes, as the API's object makes them: a row inserted, one updated. */
  write(state) {
    const sql = this.ctx.storage.sql;
    if (this.#seq === 0)
      sql.exec(
        "CREATE TABLE IF NOT EXISTS moves (seq INTEGER PRIMARY KEY, state BLOB NOT NULL);" +
          "CREATE TABLE IF NOT EXISTS meta (k INTEGER PRIMARY KEY, cursor INTEGER NOT NULL);" +
          "INSERT OR IGNORE INTO meta VALUES (1, 0)",
      );
    this.#seq++;
    sql.exec("INSERT OR REPLACE INTO moves (seq, state) VALUES (?, ?)", this.#seq, state);
    sql.exec("UPDATE meta SET cursor = ? WHERE k = 1", this.#seq);
    return null;
  }
  /** The same writes in one storage transaction (`transactionSync`), as the API's object makes them. */
  writeInTransaction(state) {
    return this.ctx.storage.transactionSync(() => this.write(state));
  }
  keep(text) {
    this.#text = text;
    this.#value = JSON.parse(text);
  }
  empty() {
    return null;
  }
  value() {
    return this.#value;
  }
  text() {
    return this.#text;
  }
  async fetch(request) {
    return new URL(request.url).pathname === "/text"
      ? new Response(this.#text, { headers: { "content-type": "application/json" } })
      : new Response(null, { status: 204 });
  }
}

const JSON_TYPE = { "content-type": "application/json" };
const POSITION = new Uint8Array(80).fill(7);

export default {
  async fetch(request, env) {
    const path = new URL(request.url).pathname;
    if (path === "/v1/health") return new Response("ok");
    const stub = env.PROBE.get(env.PROBE.idFromName("probe"));
    switch (path) {
      case "/reply":
        await stub.keep(await request.text());
        return new Response(null, { status: 204 });
      // No object: the Worker alone (the floor the others are measured from).
      case "/none":
        return new Response("null", { headers: JSON_TYPE });
      case "/rpc-empty":
        await stub.empty();
        return new Response("null", { headers: JSON_TYPE });
      // An empty call that writes what a stored move writes (2 statements, ~80 bytes of position).
      case "/rpc-write":
        await stub.write(POSITION);
        return new Response("null", { headers: JSON_TYPE });
      case "/rpc-write-tx":
        await stub.writeInTransaction(POSITION);
        return new Response("null", { headers: JSON_TYPE });
      case "/fetch-empty":
        await (await stub.fetch("http://probe/")).arrayBuffer();
        return new Response("null", { headers: JSON_TYPE });
      // The reply as a structured-cloned value, serialised by the Worker.
      case "/rpc-value":
        return new Response(JSON.stringify(await stub.value()), { headers: JSON_TYPE });
      // The reply as a JSON text the Worker passes on.
      case "/rpc-text":
        return new Response(await stub.text(), { headers: JSON_TYPE });
      case "/fetch-text":
        return new Response((await stub.fetch("http://probe/text")).body, { headers: JSON_TYPE });
      default:
        return new Response("not found", { status: 404 });
    }
  },
};

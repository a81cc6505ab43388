// The Aisleriot oracle (the project's driver in scripts/oracle/aisleriot/, see its README) as a
// request/reply pipe, and what its replies mean to the scripts that record fixtures from it or
// compare the engines against it (record-wall-traces, record-maze-traces, fidelity-sweep).
// ORACLE=path overrides where the oracle is.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const ORACLE_PATH =
  process.env.ORACLE ?? fileURLToPath(new URL("./aisleriot/aisleriot-oracle", import.meta.url));

const INSTALL = "sudo apt-get install aisleriot guile-3.0 (Debian, Ubuntu)";

/**
 * What the driver needs from the system and lacks, as a sentence that says how to install it;
 * null when Guile 3.0 runs and Aisleriot's compiled game files are where the driver looks for
 * them (lib/oracle/engine.scm: AISLERIOT_GUILE_DIR, then /usr/lib/<multiarch>/aisleriot/guile/3.0,
 * /usr/lib, /usr/local/lib, /usr/lib64).
 */
export function missingSystemPackages() {
  const guile = spawnSync("guile", ["-c", "(display (effective-version))"], { encoding: "utf8" });
  if (guile.error || guile.status !== 0)
    return `the Aisleriot oracle needs GNU Guile 3.0 (guile not found on PATH): ${INSTALL}`;
  const version = guile.stdout.trim();
  if (version !== "3.0") return `the Aisleriot oracle needs Guile 3.0, found guile ${version}: ${INSTALL}`;
  const multiarch = existsSync("/usr/lib")
    ? readdirSync("/usr/lib").filter((entry) => entry.includes("-linux-"))
    : [];
  const dirs = [
    process.env.AISLERIOT_GUILE_DIR,
    ...multiarch.map((entry) => `/usr/lib/${entry}/aisleriot/guile/3.0`),
    ...["/usr/lib", "/usr/local/lib", "/usr/lib64"].map((lib) => `${lib}/aisleriot/guile/3.0`),
  ];
  if (!dirs.some((dir) => dir && existsSync(`${dir}/aisleriot/api.go`)))
    return `the Aisleriot oracle needs GNOME Aisleriot's compiled game files (aisleriot/api.go, not found; AISLERIOT_GUILE_DIR=dir overrides): ${INSTALL}`;
  return null;
}

/**
 * One oracle process. Requests are written at once and the replies come back in order, one
 * line each, so a batch (every `droppable?` of a position) costs one round trip.
 */
export function startOracle() {
  const missing = process.env.ORACLE ? null : missingSystemPackages();
  if (missing) throw new Error(missing);
  const child = spawn(ORACLE_PATH, [], { stdio: ["pipe", "pipe", "inherit"] });
  const lines = createInterface({ input: child.stdout });
  /** Per request still unanswered: its batch's reply and failure. */
  const waiting = [];
  // An oracle that cannot start or stops answering fails every request with a sentence that
  // says where it was looked for, instead of a stack trace or a silent exit.
  let failure = null;
  const fail = (why) => {
    failure ??= new Error(
      `${why} (oracle: ${ORACLE_PATH}; ORACLE=path overrides; see scripts/oracle/aisleriot/README.md)`,
    );
    for (const w of waiting.splice(0)) w.reject(failure);
  };
  child.on("error", (error) => fail(`the oracle did not start: ${error.message}`));
  child.on("exit", (code, signal) => fail(`the oracle stopped (${signal ?? `exit ${code}`})`));
  child.stdin.on("error", (error) => fail(`the oracle took no more requests: ${error.message}`));
  lines.on("line", (line) => waiting.shift()?.resolve(JSON.parse(line)));
  const askMany = (requests) =>
    new Promise((resolve, reject) => {
      if (failure) return reject(failure);
      if (requests.length === 0) return resolve([]);
      const replies = [];
      for (let i = 0; i < requests.length; i++)
        waiting.push({
          resolve: (reply) => {
            replies.push(reply);
            if (replies.length === requests.length) resolve(replies);
          },
          reject,
        });
      child.stdin.write(requests.map((r) => JSON.stringify(r)).join("\n") + "\n");
    });
  const ask = async (request) => (await askMany([request]))[0];
  /** Whether the oracle has failed (every request from then on fails too). */
  const failed = () => failure !== null;
  return { ask, askMany, failed, close: () => child.stdin.end() };
}

// The oracle's cards are {rank 1..13, suit name, up}; the project's codes are "TD", "AS".
export const RANKS = "A23456789TJQK";
const SUITS = ["clubs", "diamonds", "hearts", "spades"];
export const codeOf = (card) => RANKS[card.rank - 1] + card.suit[0].toUpperCase();
const rankOf = (code) => RANKS.indexOf(code[0]) + 1;
export const cardObject = (code) => ({ rank: rankOf(code), suit: SUITS["CDHS".indexOf(code[1])], up: true });
/** The engines' card order (clubs, diamonds, hearts, spades; ace low), for canonical notations. */
export const cardIndex = (code) => "CDHS".indexOf(code[1]) * 13 + rankOf(code) - 1;

/**
 * A position's status by the rules, from the game-over and winning lambdas evaluated after
 * the action, not from the C state machine, which can say "over" too early (W12).
 */
export const statusOf = (reply) => (reply.won ? "won" : reply.continuable ? "playing" : "lost");

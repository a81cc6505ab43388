// The Aisleriot oracle (../shared/aisleriot-oracle, see its README) as a request/reply pipe,
// and what its replies mean to the scripts that record fixtures from it or compare the
// engines against it (record-wall-traces, record-maze-traces, fidelity-sweep).
// ORACLE=path overrides where the oracle is.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const ORACLE_PATH =
  process.env.ORACLE ??
  fileURLToPath(new URL("../../../shared/aisleriot-oracle/aisleriot-oracle", import.meta.url));

/**
 * One oracle process. Requests are written at once and the replies come back in order, one
 * line each, so a batch (every `droppable?` of a position) costs one round trip.
 */
export function startOracle() {
  const child = spawn(ORACLE_PATH, [], { stdio: ["pipe", "pipe", "inherit"] });
  const lines = createInterface({ input: child.stdout });
  /** Per request still unanswered: its batch's reply and failure. */
  const waiting = [];
  // An oracle that cannot start or stops answering fails every request with a sentence that
  // says where it was looked for, instead of a stack trace or a silent exit.
  let failure = null;
  const fail = (why) => {
    failure ??= new Error(`${why} (oracle: ${ORACLE_PATH}; ORACLE=path overrides; see its README)`);
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

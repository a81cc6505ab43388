import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { judgeMessage, newTally, type SpectatorTally } from "../../src/durable/session/live-view.ts";
import {
  FLOOD_MESSAGES,
  FLOOD_WINDOW_MS,
  MAX_MESSAGE_BYTES,
  RECONNECT_CLOSE_CODE,
} from "../../src/durable/limits.ts";

describe("live view bounds for one message", () => {
  it("a message over the byte limit closes with 1009; at the limit it is an ask", () => {
    expect(judgeMessage(newTally(0), MAX_MESSAGE_BYTES + 1, 5000).verdict).toEqual({
      kind: "close",
      code: 1009,
      reason: "message too big",
    });
    expect(judgeMessage(newTally(0), MAX_MESSAGE_BYTES, 5000).verdict).toEqual({ kind: "reply" });
  });

  it("an ask within a second of the last reply waits for the second's end", () => {
    expect(judgeMessage(newTally(1000), 4, 1300).verdict).toEqual({ kind: "wait", ms: 700 });
    expect(judgeMessage(newTally(1000), 4, 2000).verdict).toEqual({ kind: "reply" });
  });

  it(`more than ${FLOOD_MESSAGES} messages in ${FLOOD_WINDOW_MS} ms close with 1008; a new window starts afresh`, () => {
    let tally: SpectatorTally = newTally(0);
    for (let i = 1; i <= FLOOD_MESSAGES; i++) {
      const judged = judgeMessage(tally, 4, 100 + i);
      expect(judged.verdict.kind).not.toBe("close");
      tally = judged.tally;
    }
    expect(judgeMessage(tally, 4, 200).verdict).toMatchObject({ kind: "close", code: 1008 });
    expect(judgeMessage(tally, 4, FLOOD_WINDOW_MS + 200).verdict.kind).not.toBe("close");
  });
});

describe("the live view's reconnect code", () => {
  it("is the one /play's watch view reconnects on", () => {
    const app = readFileSync(new URL("../../public/play/app.js", import.meta.url), "utf8");
    expect(/const RECONNECT_CLOSE_CODE = (\d+);/.exec(app)?.[1]).toBe(String(RECONNECT_CLOSE_CODE));
    expect(app).toContain("event.code === RECONNECT_CLOSE_CODE");
  });
});

import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalWorker, type LocalWorker } from "../../scripts/local-worker.mjs";

// Every request the README and the guides show, run against the Worker (wrangler dev), so that a
// changed reply fails here rather than in a reader's terminal. Two kinds of example:
// - a plain `curl` line with its answer below it (`# → 201 {…}`): the request is made as curl
//   would make it (method, headers, body), placeholders filled from the file's earlier replies
//   (`<state>`/`<token>`: the last `state`; `<id>`, `<ownerToken>`: the last of each), and the
//   status and every field shown are compared (`...`, `…` and `<…>` stand for any value);
// - a shell script (variables, pipes, `jq`): run by bash, each output line compared with the
//   comment line shown under it: the same fields, the same types, and the same words where a
//   word is the point (status, code, result, origin, type, booleans). Needs bash, curl and jq:
//   without them these are skipped, loudly.

const ROOT = new URL("../../", import.meta.url);
const FILES = ["README.md", ...readdirSync(new URL("docs/", ROOT)).map((f) => `docs/${f}`)].filter((f) =>
  f.endsWith(".md"),
);
const has = (tool: string) => ["/usr/bin/", "/bin/", "/usr/local/bin/"].some((d) => existsSync(d + tool));
const hasShell = has("bash") && has("curl") && has("jq");
if (!hasShell) console.warn("bash, curl or jq missing: the guides' shell scripts are not run");

interface Example {
  readonly file: string;
  readonly command: string;
  readonly expected: string[];
  readonly script: boolean;
}

/** The examples of one file: its `sh` blocks that call the API. */
function examplesOf(file: string): Example[] {
  const text = readFileSync(new URL(file, ROOT), "utf8");
  const out: Example[] = [];
  for (const [, block] of text.matchAll(/```sh\n([\s\S]*?)```/g)) {
    if (!block!.includes("localhost:8787")) continue;
    const lines = block!.replace(/\\\n\s*/g, " ").split("\n");
    // A plain example: curl lines and comments only (`<…>` placeholders are no redirections).
    const plain = lines.every((l) => {
      const bare = l.replace(/<[^<>]*>/g, "").replace(/#.*$/, "");
      return l.trim() === "" || l.startsWith("#") || (l.startsWith("curl -s ") && !/[|$]| > /.test(bare));
    });
    if (!plain) {
      out.push({ file, command: block!, expected: outputsShown(lines), script: true });
      continue;
    }
    for (let i = 0; i < lines.length; i++) {
      if (!lines[i]!.startsWith("curl")) continue;
      const expected: string[] = [];
      for (let j = i + 1; j < lines.length && lines[j]!.startsWith("#"); j++) expected.push(lines[j]!);
      out.push({ file, command: lines[i]!, expected: outputsShown(expected), script: false });
    }
  }
  return out;
}

/** The outputs shown under commands: a comment line each (`#  ` goes on with the one before). */
function outputsShown(lines: string[]): string[] {
  const shown: string[] = [];
  for (const line of lines) {
    if (!line.startsWith("# ") || /^# \d\. |^# [a-z]/.test(line)) continue;
    if (line.startsWith("#  ") && shown.length > 0) shown[shown.length - 1] += line.slice(3);
    else shown.push(line.slice(2).replace(/^→ /, ""));
  }
  return shown;
}

/** curl's arguments as a fetch: method, headers, body and the path. */
function asFetch(command: string) {
  const words = [...command.replace(/#.*$/, "").matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map(
    (m) => m[1] ?? m[2] ?? m[3]!,
  );
  let method = "GET";
  let url = "";
  let body: string | undefined;
  const headers: Record<string, string> = {};
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    if (w === "-s") continue;
    else if (w === "-X") method = words[++i]!;
    else if (w === "-H") {
      const [name, ...value] = words[++i]!.split(":");
      headers[name!.trim()] = value.join(":").trim();
    } else if (w === "-d") body = words[++i];
    else url = w;
  }
  return {
    method: body !== undefined && method === "GET" ? "POST" : method,
    path: url.replace(/^localhost:8787/, ""),
    headers,
    body,
  };
}

const ANY = Symbol("any");

/** A shown reply read as JSON, with `...`, `…` and `"<…>"` standing for any value. */
function shownValue(text: string): unknown {
  const json = text
    .replace(/\[\s*(\.\.\.|…)\s*\]|\{\s*(\.\.\.|…)\s*\}/g, '"\\u0000"')
    .replace(/"<[^"]*>"/g, '"\\u0000"')
    .replace(/"([^"]*)…"/g, '"\\u0001$1"')
    .replace(/,\s*(\.\.\.|…)\s*(?=[\]}])/g, "")
    .replace(/:\s*(\.\.\.|…)/g, ':"\\u0000"');
  return JSON.parse(json, (_key, value) => (value === "\u0000" ? ANY : value));
}

const WORDS = new Set(["status", "code", "result", "origin", "type", "reason"]);

/** The differences between what the example shows and what came (empty: the same). */
function differences(shown: unknown, actual: unknown, strict: boolean, path = "$"): string[] {
  if (shown === ANY) return actual === undefined ? [`${path} missing`] : [];
  if (typeof shown === "string" && shown.startsWith("\u0001"))
    return typeof actual === "string" && (!strict || actual.startsWith(shown.slice(1)))
      ? []
      : [`${path}: ${JSON.stringify(actual)}`];
  if (Array.isArray(shown)) {
    if (!Array.isArray(actual)) return [`${path}: not an array`];
    return shown.flatMap((item, i) => differences(item, actual[i], strict, `${path}[${i}]`));
  }
  if (shown !== null && typeof shown === "object") {
    if (actual === null || typeof actual !== "object") return [`${path}: not an object`];
    return Object.entries(shown).flatMap(([key, value]) =>
      differences(
        value,
        (actual as Record<string, unknown>)[key],
        strict || WORDS.has(key),
        `${path}.${key}`,
      ),
    );
  }
  if (strict || typeof shown === "boolean")
    return actual === shown ? [] : [`${path}: ${JSON.stringify(actual)}, shown ${JSON.stringify(shown)}`];
  return typeof actual === typeof shown ? [] : [`${path}: ${typeof actual}, shown ${typeof shown}`];
}

let worker: LocalWorker;

/**
 * A request, sent again once when the connection it went out on was already closed (a kept-alive
 * socket the local server dropped while a shell example ran): no answer came, so none is lost.
 */
async function fetchOnce(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return fetch(url, init);
  }
}

beforeAll(async () => {
  // The examples follow hints and make players: more than one address's quotas allow.
  worker = await startLocalWorker({ vars: { RATE_LIMIT: "off" }, testScheduled: true });
});

afterAll(async () => {
  await worker?.stop();
});

describe.each(FILES.filter((f) => examplesOf(f).length > 0))("the requests of %s", (file) => {
  it("answer as shown", async () => {
    const context: Record<string, string> = {};
    const fill = (text: string) =>
      text.replace(/<(state|token|sealed token|id|ownerToken)>/g, (all, name: string) => {
        const key = name === "token" || name === "sealed token" ? "state" : name;
        return context[key] ?? all;
      });
    for (const example of examplesOf(file)) {
      if (example.script) {
        if (!hasShell) continue;
        await runScript(example);
        continue;
      }
      const request = asFetch(fill(example.command));
      const res = await fetchOnce(worker.base + request.path, {
        method: request.method,
        headers: request.headers,
        ...(request.body === undefined ? {} : { body: request.body }),
      });
      const text = await res.text();
      const [first] = example.expected;
      const status = first === undefined ? null : /^(\d{3})\b/.exec(first);
      expect(res.status, `${example.command}: ${text.slice(0, 300)}`).toBe(status ? Number(status[1]) : 200);
      const shownJson = first?.replace(/^\d{3}\s*/, "") ?? "";
      if (!res.headers.get("content-type")?.includes("json")) continue;
      const reply = JSON.parse(text) as Record<string, unknown>;
      if (shownJson.startsWith("{"))
        expect(differences(shownValue(shownJson), reply, true), example.command).toEqual([]);
      for (const key of ["state", "id", "ownerToken"])
        if (typeof reply[key] === "string") context[key] = reply[key] as string;
    }
  });
});

/** A shell example run by bash against the Worker; each output line against the one shown. */
async function runScript(example: Example) {
  const host = worker.base.replace(/^https?:\/\//, "");
  // A closed date's challenge, as the hourly cron prepares it (a fresh local server has none).
  // A date closes at noon (UTC) the day after it: two days back has closed at any hour.
  const closed = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  if (example.command.includes("2026-12-01 "))
    await (await fetch(`${worker.base}/__scheduled?cron=7+*+*+*+*`)).text();
  const script = example.command.replaceAll("localhost:8787", host).replaceAll("/2026-12-01 ", `/${closed} `);
  const out = execFileSync("bash", ["-euo", "pipefail", "-c", script], {
    cwd: mkdtempSync(`${tmpdir()}/doc-example-`),
    encoding: "utf8",
    env: { ...process.env, PATH: process.env.PATH },
  });
  const lines = out.split("\n").filter((l) => l !== "");
  expect(lines.length, `${example.file}: the outputs of\n${example.command}\n${out}`).toBe(
    example.expected.length,
  );
  example.expected.forEach((shown, i) => {
    expect(differences(shownValue(shown), JSON.parse(lines[i]!), false), `${example.file}: ${shown}`).toEqual(
      [],
    );
  });
}

// Starts the API on local workerd (`wrangler dev`, as `npm start` does) on a free port,
// for end-to-end tests and benchmarks. `persistTo` keeps Durable Object storage in a
// folder (a fresh temporary one by default, removed by `stop()` unless it was given).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** How long `wrangler dev` may take to answer its first request (a slow, busy machine). */
const STARTUP_MS = 300_000;

/**
 * The test build's Worker configuration: wrangler.toml with the games of test/games registered
 * (`#extra-games` aliased as vitest.config.ts does; `wrangler dev --alias` does not reach dev's
 * bundle). Written beside wrangler.toml, whose relative paths it keeps, and not committed.
 */
function testBuildConfig() {
  const config = readFileSync(`${root}wrangler.toml`, "utf8").replace(
    /^\[alias\]\n/m,
    '[alias]\n"#extra-games" = "./test/games/registry.ts"\n',
  );
  if (!config.includes("#extra-games")) throw new Error("wrangler.toml has no [alias] table");
  const path = `${root}wrangler.test-build.toml`;
  writeFileSync(`${path}.${process.pid}`, config);
  renameSync(`${path}.${process.pid}`, path);
  return path;
}

/**
 * @param {{ persistTo?: string, port?: number, vars?: Record<string, string>, testBuild?: boolean, testScheduled?: boolean, config?: string }} [options]
 * `testBuild`: the Worker with the test build's own games (test/games) registered too.
 * `config`: another Worker's configuration (a bench's probe; it answers GET /v1/health too).
 * A port may be taken by another program between its pick and wrangler's bind (wrangler dev
 * also binds sockets of its own): then it starts again, on another port unless one was given.
 */
export async function startLocalWorker(options = {}) {
  for (let attempt = 1; ; attempt++) {
    const started = await startOnce(options);
    if (started.worker) return started.worker;
    if (attempt >= 3 || !/EADDRINUSE|address already in use/i.test(started.output))
      throw new Error(`wrangler dev did not start:\n${started.output}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function startOnce(options) {
  const port = options.port ?? (await freePort());
  const persist = options.persistTo ?? mkdtempSync(`${tmpdir()}/patience-worker-`);
  const child = spawn(
    process.execPath,
    [
      `${root}node_modules/wrangler/bin/wrangler.js`,
      "dev",
      ...(options.testBuild ? ["--config", testBuildConfig()] : []),
      ...(options.config ? ["--config", options.config] : []),
      // As `npm start`: GET /__scheduled runs the cron's scheduled handler.
      ...(options.testScheduled ? ["--test-scheduled"] : []),
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      persist,
      "--log-level",
      "warn",
      // The development switch (as `npm start`): built-in keys instead of failing closed.
      ...Object.entries({ DEV_SECRETS: "on", ...options.vars }).flatMap(([k, v]) => ["--var", `${k}:${v}`]),
    ],
    {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    },
  );
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    }
    if (!options.persistTo) rmSync(persist, { recursive: true, force: true });
  };
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${base}/v1/health`)).ok)
        return { worker: { base, port, persist, pid: child.pid, stop } };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  return { output };
}

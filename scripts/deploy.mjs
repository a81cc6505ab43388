// `npm run deploy`: deploys the Worker only when its secrets are set. Without them the
// Worker would fail closed (503 server_not_configured) on every route that needs a key, so
// this checks first and says how to set what is missing. The development switch must
// never be deployed.
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const wrangler = `${root}node_modules/wrangler/bin/wrangler.js`;

/** The secrets a deployed Worker needs, and how to make each one. */
export const REQUIRED_SECRETS = {
  STATE_KEYS:
    'JSON {"<key id>":"<base64 of 32 random bytes>"}; e.g. echo "{\\"k1\\":\\"$(openssl rand -base64 32)\\"}" | npx wrangler secret put STATE_KEYS',
  STATE_KEY_ID:
    "the key id of STATE_KEYS that seals new tokens; e.g. echo k1 | npx wrangler secret put STATE_KEY_ID",
  DAILY_SECRET:
    "the daily deals' key (never change it: it picks every date's deal); e.g. openssl rand -base64 32 | npx wrangler secret put DAILY_SECRET",
};

/** What stops a deployment: missing secrets, or the development switch in wrangler.toml. */
export function deployProblems(secretNames, wranglerToml, args = []) {
  const problems = Object.entries(REQUIRED_SECRETS)
    .filter(([name]) => !secretNames.includes(name))
    .map(([name, how]) => `secret ${name} is not set: ${how}`);
  if (/\bDEV_SECRETS\s*=/.test(wranglerToml)) {
    problems.push("wrangler.toml sets DEV_SECRETS: the development switch must never be deployed");
  }
  if (args.some((arg) => /DEV_SECRETS/.test(arg))) {
    problems.push("the arguments set DEV_SECRETS: the development switch must never be deployed");
  }
  return problems;
}

/**
 * The commit being deployed, for GET /v1/health's `build`: `git rev-parse --short=12 HEAD`,
 * `-dirty` when the working copy has changes; "unknown" outside a git checkout.
 */
export function buildCommit() {
  try {
    const git = (...args) =>
      execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    const commit = git("rev-parse", "--short=12", "HEAD").trim();
    return git("status", "--porcelain").trim() === "" ? commit : `${commit}-dirty`;
  } catch {
    return "unknown";
  }
}

/** wrangler deploy's arguments: the caller's, and the build's commit unless they set one. */
export function deployArgs(args, commit) {
  return args.some((arg) => /BUILD_COMMIT/.test(arg)) ? args : [...args, "--var", `BUILD_COMMIT:${commit}`];
}

/** The names of the Worker's secrets (PATIENCE_SECRET_NAMES, comma-separated, stands in for tests). */
function secretNames() {
  if (process.env.PATIENCE_SECRET_NAMES !== undefined) {
    return process.env.PATIENCE_SECRET_NAMES.split(",").filter(Boolean);
  }
  try {
    const listed = execFileSync(process.execPath, [wrangler, "secret", "list", "--format", "json"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    });
    return JSON.parse(listed).map((secret) => secret.name);
  } catch {
    // A Worker that does not exist yet has no secrets: `wrangler secret put` creates it.
    return [];
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const problems = deployProblems(secretNames(), readFileSync(`${root}wrangler.toml`, "utf8"), args);
  if (problems.length > 0) {
    console.error("Not deploying:\n" + problems.map((p) => `  - ${p}`).join("\n"));
    process.exit(1);
  }
  const result = spawnSync(process.execPath, [wrangler, "deploy", ...deployArgs(args, buildCommit())], {
    cwd: root,
    stdio: "inherit",
  });
  process.exit(result.status ?? 1);
}

// The API's version and the build it runs: what GET /v1/health answers and the OpenAPI
// document's `info.version`. docs/compatibility.md says when each part of the version moves;
// CHANGELOG.md's newest entry is this version (test/unit/versioning.test.ts).

/** The API's version (semantic: a breaking change is a new path prefix, /v2, and a new major). */
export const API_VERSION = "1.0.0";

/** The commit a deployment was built from: BUILD_COMMIT (`npm run deploy` sets it), else "dev". */
export function buildOf(env: { BUILD_COMMIT?: string | undefined } | undefined): string {
  const commit = env?.BUILD_COMMIT?.trim();
  return commit ? commit.slice(0, 64) : "dev";
}

import { OpenAPIHono } from "@hono/zod-openapi";
import committed from "../../../openapi/openapi.json" with { type: "json" };
import { gameNamesListed } from "../../kit/games.ts";
import type { AppEnv } from "../env.ts";

/** The viewer's entry module: a Workers static asset (wrangler.toml `[assets]`), put there with
 * its chunks by scripts/copy-docs-assets.mjs, so the page needs no CDN and works offline. */
export const DOCS_VIEWER_SCRIPT = "/vendor/scalar/standalone.esm.js";

/**
 * Scalar's default theme, with the colours that read below WCAG AA's 4.5:1 on its backgrounds
 * (axe color-contrast) darkened in light mode and lightened in dark mode: the muted text
 * (--scalar-color-3: placeholders, tab names, notes), the green of POST and of JSON literals,
 * the red of DELETE and of required marks. The theme sets them on `.light-mode`/`.dark-mode`
 * (and again inside an `@supports` for display-p3), hence the `body` in front. The ratios are
 * against the darkest light background (#f6f6f6) and the lightest dark one (#1a1a1a).
 */
const SCALAR_CSS = `
body.light-mode {
  --scalar-color-3: #676767; /* 5.2:1 (was #8e8e8e: 3.2:1 on #fbfbfb) */
  --scalar-color-green: #007549; /* 5.3:1 (was #00935d: 3.6:1) */
  --scalar-color-red: #c20000; /* 5.9:1 (was #ff0000: 3.7:1) */
}
body.dark-mode {
  --scalar-color-3: #8f8f8f; /* 5.4:1 (was #797979: 4.2:1 on #151515) */
  --scalar-color-red: #ff6161; /* 5.9:1 (was #f00000: 3.9:1) */
}`;

/**
 * Scalar API Reference, configured to reach nothing but this origin: no web fonts from its
 * CDN, no proxy (the API answers CORS itself, and "Try it" sends to the same origin), no AI
 * agent or MCP panel (they call Scalar's services).
 */
const SCALAR_CONFIGURATION = {
  url: "/openapi.json",
  withDefaultFonts: false,
  showDeveloperTools: "never",
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  hideClientButton: true,
  documentDownloadType: "direct",
  defaultOpenAllTags: true,
  customCss: SCALAR_CSS,
};

/**
 * Only this origin, so a page that tried to reach a CDN would show it (and fail) at once.
 * Scalar injects its stylesheet and inline styles, and the page starts it from an inline script.
 */
const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Patience API — docs</title>
<link rel="icon" href="data:,">
<style>
  body { margin: 0; font-family: system-ui, sans-serif; }
  .docs-note { margin: 2rem; font-size: 1rem; }
  .play-link { margin: 0; padding: 0.4rem 1rem; background: #10261a; font-size: 0.95rem; }
  .play-link a { color: #fff; }
</style>
</head>
<body>
<noscript><p class="docs-note">This page needs JavaScript. The API is described by its OpenAPI document:
<a href="/openapi.json">/openapi.json</a>.</p></noscript>
<p id="docs-fallback" class="docs-note" hidden>The docs viewer did not load. The API is described by its
OpenAPI document: <a href="/openapi.json">/openapi.json</a>.</p>
<nav class="play-link" aria-label="Elsewhere"><a href="/play">Play ${gameNamesListed("and")} in the browser</a></nav>
<div id="app"></div>
<script type="module">
  import("${DOCS_VIEWER_SCRIPT}").then(
    (viewer) => viewer.createApiReference("#app", ${JSON.stringify(SCALAR_CONFIGURATION)}),
    () => { document.getElementById("docs-fallback").hidden = false; },
  );
</script>
</body>
</html>`;

/**
 * The committed document's text. The Worker imports it as a text module (wrangler.toml
 * `[[rules]]`, which the workers test pool honours too: a 430 KB object literal would add ~20 ms
 * to the Worker's start); plain Node (the in-process bench) gives the parsed JSON, written back
 * as `npm run openapi` writes it.
 */
const imported: unknown = committed;
const committedText = (): string =>
  typeof imported === "string" ? imported : `${JSON.stringify(imported, null, 2)}\n`;

/**
 * The OpenAPI document as served: the committed `openapi/openapi.json` (which a test holds
 * equal to what the schemas generate), encoded and hashed once per isolate, not rebuilt
 * from the schemas on each request.
 */
let served: Promise<{ body: Uint8Array<ArrayBuffer>; etag: string }> | undefined;
const openApiDocument = () =>
  (served ??= (async () => {
    const body = new Uint8Array(new TextEncoder().encode(committedText()));
    const digest = await crypto.subtle.digest("SHA-256", body);
    const hex = [...new Uint8Array(digest, 0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("");
    return { body, etag: `"${hex}"` };
  })());

/**
 * `GET /docs`: the interactive docs page; `GET /` and `/docs/`: to it; `GET /openapi.json`: the
 * document (an hour in caches, then revalidated by its ETag). None is in the OpenAPI document.
 */
export const docsRoutes = new OpenAPIHono<AppEnv>()
  .get("/openapi.json", async (c) => {
    const { body, etag } = await openApiDocument();
    const headers = { ETag: etag, "Cache-Control": "public, max-age=3600" };
    // Weak comparison (RFC 9110): a cache that compressed the body sends W/"…" back.
    const asked = (c.req.header("If-None-Match") ?? "")
      .split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""));
    if (asked.includes(etag) || asked.includes("*")) return c.body(null, 304, headers);
    return c.body(body, 200, { ...headers, "Content-Type": "application/json; charset=UTF-8" });
  })
  .get("/", (c) => c.redirect("/docs", 302))
  .get("/docs/", (c) => c.redirect("/docs", 301))
  .get("/docs", (c) => c.html(DOCS_HTML, 200, { "Content-Security-Policy": DOCS_CSP }));

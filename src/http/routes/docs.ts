import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../env.ts";

/**
 * The interactive docs page: self-contained (no CDN, so it also works offline and on
 * locked-down networks). It reads /openapi.json, lists every operation with its
 * parameters, body schema and responses, and can send a request ("Try it").
 */
const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Patience API — docs</title>
<style>
  body { font: 15px/1.45 system-ui, sans-serif; margin: 0; color: #1d2a22; background: #f4f1ea; }
  header { background: #1f5f3f; color: #fff; padding: 1rem 2rem; }
  header h1 { margin: 0; font-size: 1.4rem; }
  main { max-width: 70rem; margin: 0 auto; padding: 1rem 2rem 4rem; }
  .op { background: #fff; border: 1px solid #d8d2c4; border-radius: 6px; margin: .6rem 0; }
  .op > summary { cursor: pointer; padding: .55rem .8rem; display: flex; gap: .8rem; align-items: baseline; }
  .method { font: bold 12px monospace; text-transform: uppercase; padding: .15rem .45rem; border-radius: 3px; color: #fff; min-width: 3.5rem; text-align: center; }
  .get { background: #2a6fb0; } .post { background: #2f8a4c; } .delete { background: #b03a2a; } .put, .patch { background: #a86d12; }
  .path { font-family: monospace; font-weight: 600; }
  .body { padding: .2rem 1rem 1rem; border-top: 1px solid #eee; }
  pre { background: #f7f7f4; padding: .6rem; overflow: auto; border-radius: 4px; font-size: 12.5px; }
  textarea { width: 100%; min-height: 7rem; font-family: monospace; }
  input { font-family: monospace; }
  button { background: #1f5f3f; color: #fff; border: 0; padding: .4rem .9rem; border-radius: 4px; cursor: pointer; }
</style>
</head>
<body>
<header><h1>Patience API</h1><div id="description"></div></header>
<main>
  <p>OpenAPI document: <a href="/openapi.json">/openapi.json</a></p>
  <div id="operations" aria-live="polite">Loading…</div>
</main>
<script>
const esc = (s) => String(s).replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch]);
function resolve(doc, schema) {
  if (schema && schema.$ref) return doc.components.schemas[schema.$ref.split("/").pop()];
  return schema;
}
function render(doc) {
  document.getElementById("description").textContent = doc.info.description || "";
  const root = document.getElementById("operations");
  root.innerHTML = "";
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const el = document.createElement("details");
      el.className = "op";
      el.dataset.operation = method.toUpperCase() + " " + path;
      const params = (op.parameters || []).map((p) =>
        '<label>' + esc(p.in) + ' <b>' + esc(p.name) + '</b> <input data-param="' + esc(p.name) + '" data-in="' + esc(p.in) + '"></label> ');
      // Routes with a bearer scheme (stored games' owner token) get an Authorization field.
      if (op.security && op.security.length) params.push('<label>header <b>Authorization</b> <input data-param="Authorization" data-in="header" placeholder="Bearer ownerToken"></label> ');
      const body = op.requestBody && op.requestBody.content && op.requestBody.content["application/json"];
      const example = body ? JSON.stringify(body.example || resolve(doc, body.schema)?.example || {}, null, 2) : "";
      el.innerHTML =
        '<summary><span class="method ' + method + '">' + esc(method) + '</span><span class="path">' + esc(path) +
        '</span><span>' + esc(op.summary || "") + '</span></summary><div class="body">' +
        (op.description ? '<p>' + esc(op.description) + '</p>' : "") +
        (params.length ? '<p>' + params.join("") + '</p>' : "") +
        (body ? '<p>Request body (JSON):</p><pre>' + esc(JSON.stringify(resolve(doc, body.schema), null, 2)) + '</pre><textarea>' + esc(example) + '</textarea>' : "") +
        '<p>Responses: ' + Object.entries(op.responses || {}).map(([s, r]) => '<b>' + esc(s) + '</b> ' + esc(r.description)).join(" · ") + '</p>' +
        '<button type="button">Try it</button><pre class="result" hidden></pre></div>';
      el.querySelector("button").addEventListener("click", () => tryIt(el, method, path));
      root.appendChild(el);
    }
  }
}
async function tryIt(el, method, path) {
  let url = path;
  const query = new URLSearchParams();
  const headers = {};
  for (const input of el.querySelectorAll("input[data-param]")) {
    if (!input.value) continue;
    if (input.dataset.in === "path") url = url.replace("{" + input.dataset.param + "}", encodeURIComponent(input.value));
    else if (input.dataset.in === "query") query.set(input.dataset.param, input.value);
    else if (input.dataset.in === "header") headers[input.dataset.param] = input.value;
  }
  const text = el.querySelector("textarea");
  const init = { method: method.toUpperCase(), headers };
  if (text) { init.body = text.value; headers["Content-Type"] = "application/json"; }
  const out = el.querySelector(".result");
  const res = await fetch(url + (query.size ? "?" + query : ""), init);
  const raw = await res.text();
  let shown = raw;
  try { shown = JSON.stringify(JSON.parse(raw), null, 2); } catch {}
  out.hidden = false;
  out.textContent = res.status + " " + (res.headers.get("content-type") || "") + "\\n\\n" + shown;
}
fetch("/openapi.json").then((r) => r.json()).then(render).catch((e) => {
  document.getElementById("operations").textContent = "Could not load /openapi.json: " + e;
});
</script>
</body>
</html>`;

export const docsRoutes = new OpenAPIHono<AppEnv>().get("/docs", (c) => c.html(DOCS_HTML));

import { Hono } from "hono";
import { isGameId } from "../games/registry.ts";
import {
  challengeCard,
  challengeCardLines,
  entryShare,
  shareView,
  cardPath,
  playLink,
} from "../kit/share.ts";
import { CARD_HEIGHT, CARD_WIDTH } from "../render/result-card.ts";
import type { AppEnv } from "./env.ts";

// /play is a static page (public/play.html), but a link to it for a date or a finished entry
// (`/play?game=…&date=…[&entry=<player id>]`, the link a share carries) is posted where
// crawlers read it without running scripts: the Worker answers /play (wrangler.toml's
// `run_worker_first`) and writes the preview's Open Graph and Twitter card tags into the page's
// head for such a link. The picture says the result and nothing of an open deal
// (src/kit/share.ts); any other /play is the static page as it is.

const escaped = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The preview of a link: its title, its line, its picture; null when the link names nothing shown. */
async function previewOf(env: AppEnv["Bindings"], url: URL, now: number) {
  const game = url.searchParams.get("game") ?? "";
  const date = url.searchParams.get("date") ?? "";
  const entry = url.searchParams.get("entry");
  if (!isGameId(game) || !date) return null;
  if (entry) {
    const facts = await entryShare(env, game, date, entry, now);
    return facts.ok ? shareView(facts.value, url.origin) : null;
  }
  const card = await challengeCard(env, game, date, now);
  if (!card.ok) return null;
  const [title, , par, entries] = challengeCardLines(card.value.facts, card.value.number);
  return {
    title: `Patience ${title!.text.replace(/^Patience · /, "")} · ${card.value.facts.date}`,
    description: `${par!.text} · ${entries!.text}`,
    url: playLink(url.origin, game, card.value.facts.date),
    image: `${url.origin}${cardPath(game, card.value.facts.date)}`,
  };
}

export const playPage = new Hono<AppEnv>().get("/play", async (c) => {
  const assets = c.env.ASSETS;
  if (!assets) return c.notFound();
  const url = new URL(c.req.url);
  const page = await assets.fetch(new Request(new URL("/play", url.origin), { headers: c.req.raw.headers }));
  if (!page.ok || !url.searchParams.has("date")) return page;
  const preview = await previewOf(c.env, url, c.var.now());
  if (!preview) return page;
  const tags = [
    ["property", "og:type", "website"],
    ["property", "og:site_name", "Patience"],
    ["property", "og:title", preview.title],
    ["property", "og:description", preview.description],
    ["property", "og:url", preview.url],
    ["property", "og:image", preview.image],
    ["property", "og:image:type", "image/png"],
    ["property", "og:image:width", String(CARD_WIDTH)],
    ["property", "og:image:height", String(CARD_HEIGHT)],
    ["property", "og:image:alt", preview.description],
    ["name", "twitter:card", "summary_large_image"],
    ["name", "twitter:title", preview.title],
    ["name", "twitter:description", preview.description],
    ["name", "twitter:image", preview.image],
  ]
    .map(([key, name, value]) => `<meta ${key}="${name}" content="${escaped(value!)}" />`)
    .join("\n    ");
  const rewritten = new HTMLRewriter()
    .on("head", {
      element(head) {
        head.append(`    ${tags}\n  `, { html: true });
      },
    })
    .transform(page);
  // The page now depends on the date's state: kept briefly, like the date's picture.
  const reply = new Response(rewritten.body, rewritten);
  reply.headers.set("Cache-Control", "public, max-age=300");
  return reply;
});

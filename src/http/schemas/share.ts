import { z } from "@hono/zod-openapi";
import { gameName } from "../../i18n/board-words.ts";
import { EXAMPLE_GAME } from "../../kit/games.ts";

export const ShareSchema = z
  .object({
    text: z.string().openapi({
      description:
        "The text to post: the game, the challenge's number and date, won or lost, the moves against par, the hints (a ranked entry), the player's streak (a ranked entry), and the link. Nothing of the deal.",
      example: `Patience ${gameName(EXAMPLE_GAME, "en")} #3 · 2026-12-04\nWon in 44 moves\npar 40 (+4) · 0 hints · streak 2\nhttps://patience.example/play?game=${EXAMPLE_GAME}&date=2026-12-04&entry=p0d3Hkz0W0-3vYq1zYmT7A`,
    }),
    url: z.string().openapi({
      format: "uri",
      description:
        "The link: /play for the date, and the ranked entry's player. Its page carries Open Graph and Twitter card tags whose picture is `image`.",
    }),
    image: z.string().openapi({
      format: "uri",
      description:
        "The preview picture (PNG, 1200 × 630): the result and its figures; while the date is open nothing of the deal.",
    }),
    title: z.string().openapi({ description: "The preview's title (`og:title`)." }),
    description: z.string().openapi({ description: "The preview's line (`og:description`)." }),
  })
  .openapi("Share");

export const CardEntryParamSchema = z.object({
  game: z.string().openapi({ param: { name: "game", in: "path" }, example: EXAMPLE_GAME }),
  date: z.string().openapi({ param: { name: "date", in: "path" }, example: "2026-12-04" }),
  playerId: z
    .string()
    .max(64)
    .openapi({ param: { name: "playerId", in: "path" }, description: "The player's id (22 characters)." }),
});

export const CardDateParamSchema = CardEntryParamSchema.omit({ playerId: true });

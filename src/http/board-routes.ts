import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AnyGameEngine, PublicViewBase } from "../engine/index.ts";
import { svgBoard } from "../render/svg-board.ts";
import { textBoard } from "../render/text-board.ts";
import { conditionalHeaders, digestReply, NOT_MODIFIED, utf8 } from "./conditional.ts";
import type { AppEnv } from "./env.ts";
import { replyLang } from "./problem.ts";
import { apiRoute, type problemResponse } from "./route-kit.ts";

type Problems = Record<number, ReturnType<typeof problemResponse>>;

interface BoardSource {
  /** The path before `/board.svg` and `/board.txt`, relative to where the routes are mounted. */
  readonly path: string;
  readonly tag: string;
  /** What is drawn, for the summaries ("the table", "the stored game"). */
  readonly subject: string;
  /** The operationIds' stem: `get<Stem>BoardSvg`, `get<Stem>BoardText`. */
  readonly stem: string;
  readonly params: z.ZodObject;
  readonly query: z.ZodObject;
  readonly problems: Problems;
  /** The game and its public view, from the validated request. */
  readonly load: (c: Context<AppEnv>) => Promise<{ engine: AnyGameEngine; view: PublicViewBase }>;
}

/**
 * The two board routes (SVG picture, text board) of one source of positions: defined once
 * for stateless and stored games. Both draw the public view only.
 */
export function boardRoutes(source: BoardSource) {
  const route = (ext: "svg" | "txt") =>
    apiRoute({
      method: "get",
      path: `${source.path}/board.${ext}`,
      operationId: `get${source.stem}Board${ext === "svg" ? "Svg" : "Text"}`,
      description:
        ext === "svg"
          ? "The table as an SVG picture drawn from the public view (face-down cards as backs), in Aisleriot's layout, with slot numbers; the header is in the caller's language."
          : "The table as plain text for terminals and chat: one line per row, each slot as `number:cards` (Unicode suits, hidden cards as ??), then the exposed targets or the gaps.",
      tags: [source.tag],
      summary:
        ext === "svg"
          ? `An SVG picture of ${source.subject} (embeddable in <img> and chat clients)`
          : `A compact text board of ${source.subject} with Unicode suits, one line per row, slots as number:cards`,
      request: { params: source.params, query: source.query },
      responses: {
        200: {
          description: ext === "svg" ? "The picture." : "The board.",
          content: { [ext === "svg" ? "image/svg+xml" : "text/plain"]: { schema: z.string() } },
          headers: conditionalHeaders(),
        },
        304: NOT_MODIFIED,
        ...source.problems,
      },
    });
  return new OpenAPIHono<AppEnv>()
    .openapi(route("svg"), async (c) => {
      const { engine, view } = await source.load(c);
      return digestReply(c, utf8(svgBoard(engine, view, replyLang(c))), "image/svg+xml; charset=utf-8");
    })
    .openapi(route("txt"), async (c) => {
      const { engine, view } = await source.load(c);
      return digestReply(c, utf8(textBoard(engine, view, replyLang(c))), "text/plain; charset=UTF-8");
    });
}

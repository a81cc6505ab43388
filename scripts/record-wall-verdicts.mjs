// Records which Wall deals are winnable with every card known, from outside the project:
// the clairvoyant solver of the solvability research (C++, ../shared/reference/solver/
// wall.cpp) run on this project's deals through scripts/wall-verdicts.cpp.
//
// Usage: node scripts/record-wall-verdicts.mjs [FIRST=0] [COUNT=300] [SECONDS=10]
//   (PROTOTYPE=folder of wall.cpp overrides ../shared/reference/solver; needs g++)
// Writes test/fixtures/wall-solver-verdicts.json: per deal from FIRST on, "w" winnable,
// "l" proven unwinnable, "?" undecided within SECONDS of CPU; test/unit/wall/solver.test.ts
// checks the engine's solver against it.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { wallEngine as engine } from "../src/games/wall/index.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const prototype = process.env.PROTOTYPE ?? `${root}../shared/reference/solver`;
const [first, count, seconds] = [0, 300, 10].map((d, i) => Number(process.argv[2 + i] ?? d));

const binary = join(mkdtempSync(join(tmpdir(), "wall-verdicts-")), "wall-verdicts");
execFileSync("g++", ["-O2", "-w", "-I", prototype, "-o", binary, `${root}scripts/wall-verdicts.cpp`]);

const value = (card) => (card % 13) + 1;
const lines = [];
for (let deal = first; deal < first + count; deal++) {
  const { slots } = engine.deal(deal);
  const values = [deal];
  for (let t = 1; t <= 52; t++) values.push(...slots[t].map(value));
  values.push(...[54, 55, 56].flatMap((w) => slots[w].map(value)));
  const stock = slots[53];
  for (let top = stock.length; top > 0; top -= 3)
    values.push(
      ...stock
        .slice(top - 3, top)
        .reverse()
        .map(value),
    );
  lines.push(values.join(" "));
}
const run = spawnSync(binary, [String(seconds)], { input: lines.join("\n") + "\n", encoding: "utf8" });
if (run.status !== 0) throw new Error(`the prototype failed: ${run.stderr}`);
const verdicts = run.stdout
  .trim()
  .split("\n")
  .map((line) => "lw?"[Number(line.split(" ")[1])])
  .join("");
if (verdicts.length !== count) throw new Error(`expected ${count} verdicts, got ${verdicts.length}`);
const fixture = {
  source: "shared/reference/solver/wall.cpp via scripts/wall-verdicts.cpp",
  first,
  seconds,
  verdicts,
};
writeFileSync(`${root}test/fixtures/wall-solver-verdicts.json`, JSON.stringify(fixture, null, 2) + "\n");
console.log(
  `deals ${first}-${first + count - 1}: ${verdicts.replace(/[^w]/g, "").length} winnable, ${verdicts.replace(/[^l]/g, "").length} unwinnable, ${verdicts.replace(/[^?]/g, "").length} undecided`,
);

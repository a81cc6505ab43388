// What a preview picture costs (src/render/result-card.ts drawn, src/render/png.ts encoded):
// the drawing and the PNG with its deflate (CompressionStream, which Node runs on its thread
// pool: timed by the process's CPU clock, not the thread's). Run under Node 22, the Worker's own
// code. Prints JSON lines {"name","value","unit"}:
// - card.first.ms: the first picture of a process (the CRC table built then, not at load);
// - card.draw.ms.p50 / .max, card.png.ms.p50 / .max: drawing, then encoding, over N pictures;
// - card.bytes: the PNG's size.
const { resultCard } = await import("../../src/render/result-card.ts");
const { encodePng } = await import("../../src/render/png.ts");

const N = Number(process.env.BENCH_CARD_N ?? 50);
const emit = (name, value, unit) => console.log(JSON.stringify({ name, value, unit }));
const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
const lines = (i) => [
  { text: "Patience · Wall #3", size: "large", tone: "accent" },
  { text: "Daily challenge of 2026-12-04", size: "small", tone: "muted" },
  { text: `Won in ${40 + i} moves`, size: "large", tone: "won" },
  { text: `par 40 (+${i}) · 2 hints · streak 12`, size: "small", tone: "ink" },
  { text: "Open: the deal stays hidden until the close", size: "small", tone: "muted" },
];

let start = cpuMs();
let bytes = (await encodePng(resultCard(lines(0)))).length;
emit("card.first.ms", Number((cpuMs() - start).toFixed(2)), "ms");
const draw = [];
const png = [];
for (let i = 1; i <= N; i++) {
  start = cpuMs();
  const image = resultCard(lines(i % 10));
  const drawn = cpuMs();
  bytes = (await encodePng(image)).length;
  draw.push(drawn - start);
  png.push(cpuMs() - drawn);
}
for (const [name, values] of [
  ["draw", draw],
  ["png", png],
]) {
  const sorted = values.sort((a, b) => a - b);
  emit(`card.${name}.ms.p50`, Number(sorted[Math.floor(N / 2)].toFixed(2)), "ms");
  emit(`card.${name}.ms.max`, Number(sorted.at(-1).toFixed(2)), "ms");
}
emit("card.bytes", bytes, "B");

// What the RateLimit fields cost a request (src/durable/rate-limit.ts): no call and no storage,
// only the isolate's own tally and two header fields. Run in-process under Node 22 (the Worker's
// own code), with a stand-in for Workers' rate limiter that allows everything (its own call is
// the same with or without the fields, and is left out of `pacing.tally`).
// Prints JSON lines {"name","value","unit"}:
// - pacing.tally.us: count one request in the tally and write both fields (µs, mean of 10^6);
// - pacing.health.on.us / .off.us: GET /v1/health through the whole app, the limit on (the
//   stand-in counted, the fields set) and off (nothing counted), interleaved (µs, mean CPU);
// - pacing.health.fields_share: the tally's part of the request's CPU.
const { countRequests, paceFields, paceMark } = await import("../../src/durable/rate-limit.ts");
const { createApp } = await import("../../src/http/app.ts");

const emit = (name, value, unit) => console.log(JSON.stringify({ name, value, unit }));
const cpuUs = () => {
  const usage = process.threadCpuUsage();
  return usage.user + usage.system;
};
const allow = { limit: async () => ({ success: true }) };
const on = { DEV_SECRETS: "on", RATE_LIMITER: allow };
const off = { DEV_SECRETS: "on", RATE_LIMIT: "off" };

// The tally alone: a thousand clients in turn, as a busy isolate sees them.
const N = 1_000_000;
const clients = Array.from({ length: 1000 }, (_, i) => `198.51.${i >> 8}.${i & 255}`);
async function tally(withFields) {
  const start = cpuUs();
  for (let i = 0; i < N; i++) {
    const client = clients[i % clients.length];
    const mark = paceMark();
    await countRequests(allow, on, client);
    if (withFields) paceFields(client, mark, on);
  }
  return (cpuUs() - start) / N;
}
await tally(true); // warm
const bare = [];
const full = [];
for (let round = 0; round < 3; round++) {
  bare.push(await tally(false));
  full.push(await tally(true));
}
const least = (xs) => Math.min(...xs);
emit("pacing.count_and_fields.us", Number(least(full).toFixed(3)), "us");
emit("pacing.fields_only.us", Number((least(full) - least(bare)).toFixed(3)), "us");

// The whole request, interleaved on and off.
const app = createApp();
const M = 20_000;
const sums = { on: 0, off: 0 };
for (let i = 0; i < 2 * M; i++) {
  const which = i % 2 === 0 ? "on" : "off";
  const env = which === "on" ? on : off;
  const start = cpuUs();
  const res = await app.request("/v1/health", { headers: { "CF-Connecting-IP": clients[i % 1000] } }, env);
  await res.text();
  if (i >= 2000) sums[which] += cpuUs() - start;
  if (which === "on" && res.headers.get("RateLimit") === null) throw new Error("no RateLimit field");
}
const count = M - 1000;
emit("pacing.health.on.us", Number((sums.on / count).toFixed(2)), "us");
emit("pacing.health.off.us", Number((sums.off / count).toFixed(2)), "us");

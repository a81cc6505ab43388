// The CPU a local workerd spends, for the benches that run the API on it (scripts/bench/cpu.mjs,
// scripts/bench/http.mjs): the workerd processes under `wrangler dev` and the nanoseconds their
// threads have run (/proc/<pid>/task/*/schedstat: the scheduler's own clock, so a busy machine
// that preempts workerd does not count against it).
import { readdirSync, readFileSync } from "node:fs";

/** The workerd processes under `pid` (wrangler dev runs one). */
export function workerdPids(pid) {
  const children = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      children.set(Number(entry), { ppid, comm });
    } catch {
      // Gone meanwhile.
    }
  }
  const found = [];
  const walk = (parent) => {
    for (const [child, { ppid, comm }] of children) {
      if (ppid !== parent) continue;
      if (comm === "workerd") found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

/** Nanoseconds of CPU the processes' threads have run. */
export function cpuNs(pids) {
  let total = 0;
  for (const pid of pids) {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        total += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
      } catch {
        // A thread that ended meanwhile.
      }
    }
  }
  return total;
}

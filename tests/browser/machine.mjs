// What else the machine does while a bench runs: the CPU that processes other than this one and
// its children (the browser) use meanwhile. On two cores the browser's raster and compositor
// threads share the second with whatever else runs: a phone game's click → painted p95 at 8×
// went from 45 to 74 ms with one core kept busy by another process. A figure taken beside such
// work says so, and is not compared with one taken on a quiet machine. Linux only (/proc);
// elsewhere nothing is measured.

import { readdir, readFile } from 'node:fs/promises';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** Each process's parent and CPU ticks (user + system), by pid. */
async function processes() {
  const all = new Map();
  for (const name of await readdir('/proc').catch(() => [])) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => null);
    if (!stat) continue;
    // The command's name, in parentheses, may hold spaces: the fields follow its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    all.set(Number(name), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
  }
  return all;
}

/** The machine's busy CPU ticks since it started, all cores (/proc/stat's first line). */
async function busyTicks() {
  const stat = await readFile('/proc/stat', 'utf8').catch(() => null);
  if (!stat) return null;
  const [user, nice, system, , , irq, softirq, steal] = stat.split('\n')[0].split(/\s+/).slice(1).map(Number);
  return user + nice + system + irq + softirq + steal;
}

/** The CPU ticks of this process and its descendants, by pid (those alive now). */
function ours(all) {
  const mine = new Map();
  const isOurs = (pid) => {
    for (let p = pid, hops = 0; p > 1 && hops < 64; p = all.get(p)?.parent ?? 0, hops++) {
      if (p === process.pid) return true;
    }
    return false;
  };
  for (const [pid, { ticks }] of all) if (isOurs(pid)) mine.set(pid, ticks);
  return mine;
}

/**
 * Starts watching: the returned function, called when the work ends, gives the CPU that other
 * processes used meanwhile, in cores (1 = one core kept busy throughout), or null where /proc is
 * not. A process of ours that ends meanwhile counts as other work (none does while a page plays).
 */
export async function watchOtherWork() {
  const busy = await busyTicks();
  if (busy === null) return async () => null;
  const startedAt = performance.now();
  const before = ours(await processes());
  return async () => {
    const seconds = (performance.now() - startedAt) / 1000;
    const after = ours(await processes());
    let mine = 0;
    for (const [pid, ticks] of after) mine += ticks - (before.get(pid) ?? 0);
    const all = (await busyTicks()) - busy;
    return Math.max(0, all - mine) / TICKS / seconds;
  };
}

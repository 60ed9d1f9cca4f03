// `npm run bench`: how long `npm start` takes to answer its first request, on an empty data
// directory (migrate + seed) and on an existing one, and how much memory the process holds.
// Prints figures; it asserts nothing. The storefront is assumed built (npm start builds it once).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { START_ARGS, START_ENV } from './start-flags.js';

const runs = Number(process.argv[2] ?? 3);
const port = 4400 + Math.floor(Math.random() * 500);

async function firstOk(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no answer from ${url}`);
}

function rssKiB(pid: number): number {
  // tsx runs the gateway in a child process; sum the tree.
  let total = 0;
  for (const p of [pid, ...childPids(pid)]) {
    const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
    total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return total;
}

function childPids(pid: number): number[] {
  const out: number[] = [];
  for (const entry of fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid)
        out.push(Number(entry), ...childPids(Number(entry)));
    } catch {
      // process went away
    }
  }
  return out;
}

async function startOnce(dataDir: string): Promise<{ seconds: number; rss: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, START_ARGS, {
    env: {
      ...process.env,
      ...START_ENV,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SKIP_STOREFRONT_BUILD: '1',
    },
    stdio: process.env.BENCH_DEBUG ? 'inherit' : 'ignore',
  });
  try {
    await firstOk(`http://127.0.0.1:${port}/api/products?pageSize=1`, Date.now() + 120_000);
    const seconds = (performance.now() - started) / 1000;
    return { seconds, rss: rssKiB(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const cold: number[] = [];
const warm: number[] = [];
const rss: number[] = [];
for (let i = 0; i < runs; i++) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const c = await startOnce(dir);
  const w = await startOnce(dir);
  cold.push(c.seconds);
  warm.push(w.seconds);
  rss.push(w.rss);
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log(
  `start to first 200, empty data dir (migrate + seed): median ${median(cold).toFixed(2)} s over ${runs} runs`,
);
console.log(
  `start to first 200, existing data dir:               median ${median(warm).toFixed(2)} s over ${runs} runs`,
);
console.log(`resident memory after start (gateway + tsx):          median ${(median(rss) / 1024).toFixed(0)} MiB`);

import { spawn, type ChildProcess } from 'node:child_process';

/** `npm start` as a child process (API only, a free port), with its output readable line by line. */
export interface ShopProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves with the first output line matching, or rejects when the process exits first. */
  waitFor(pattern: RegExp): Promise<string>;
  /** The shop's base URL, once it prints its banner. */
  ready(): Promise<string>;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export function startShopProcess(env: Record<string, string>): ShopProcess {
  // Node itself with tsx as a loader (as `npm start` does), so a kill reaches the shop, not a wrapper;
  // new passwords (the seeded admin's) hash at the tests' small cost.
  const preload = ['--import', 'tsx', '--import', './gateway/tests/test-password-work.ts'];
  const child = spawn(process.execPath, [...preload, 'gateway/src/main.ts'], {
    env: { ...process.env, SKIP_STOREFRONT_BUILD: '1', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    text += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const waitFor = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const line = text.split('\n').find((l) => pattern.test(l));
        if (line !== undefined) {
          listeners.delete(check);
          resolve(line);
        }
      };
      listeners.add(check);
      check();
      void exited.then(() => {
        if (listeners.delete(check)) reject(new Error(`The shop exited before printing ${pattern}:\n${text}`));
      });
    });

  return {
    child,
    output: () => text,
    waitFor,
    async ready() {
      const line = await waitFor(/REST:\s+http/);
      return /(http:\/\/\S+)\/api\/products/.exec(line)![1]!;
    },
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

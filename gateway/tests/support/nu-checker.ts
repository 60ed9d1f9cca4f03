import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The Nu Html Checker (the W3C validator) that `vnu-jar` ships, run with the machine's Java. */
const VNU_JAR = resolve('node_modules/vnu-jar/build/dist/vnu.jar');

export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/**
 * Checks several pages' HTML in one Java process (the JVM's start is the slow part) and returns
 * each page's errors, keyed as given. Warnings (`info`) are left out; fatal errors count as errors.
 */
export async function nuCheck(pages: Record<string, string>): Promise<Record<string, NuMessage[]>> {
  const dir = await mkdtemp(join(tmpdir(), 'vnu-'));
  try {
    const names = Object.keys(pages);
    const files = names.map((_, i) => join(dir, `page-${i}.html`));
    await Promise.all(names.map((name, i) => writeFile(files[i]!, pages[name]!)));
    // vnu exits 1 when it found an error; its report is on stdout either way.
    const { stdout } = await run('java', ['-Xss8m', '-jar', VNU_JAR, '--format', 'json', '--stdout', ...files], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string; stderr?: string }) => {
      if (!error.stdout) throw new Error(`vnu did not run: ${error.stderr ?? String(error)}`);
      return { stdout: error.stdout };
    });
    const report = JSON.parse(stdout) as { messages: (NuMessage & { url?: string })[] };
    const found: Record<string, NuMessage[]> = Object.fromEntries(names.map((n) => [n, []]));
    for (const m of report.messages) {
      if (m.type === 'info') continue;
      const index = files.findIndex((f) => m.url?.endsWith(f.split('/').at(-1)!));
      const name = names[index] ?? '(vnu)';
      (found[name] ??= []).push({ type: m.type, message: m.message, extract: m.extract, lastLine: m.lastLine });
    }
    return found;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

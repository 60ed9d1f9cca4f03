import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { logger } from '../../telemetry/logger.js';

/**
 * Stored copies of closed months' GST CSV exports, one file per month in a folder of the data
 * directory (DATA_DIR/gst-exports), named by the version of the month's documents it was written
 * from (decision 050). A closed month's documents do not change: a new document in it changes its
 * count, and any UPDATE, DELETE or TRUNCATE of an invoice or credit note moves a counter kept by a
 * trigger; either gives the month a new version, and its old copy is no longer read. A copy is
 * written beside its name and renamed when whole, so a reader never sees half of one; a download
 * already reading an older copy keeps its open file when that copy is replaced.
 */
export class GstExportCopies {
  constructor(private readonly dir: string) {}

  private file(month: string, version: string): string {
    const tag = createHash('sha256').update(version).digest('hex').slice(0, 16);
    return path.join(this.dir, `gst-${month}-${tag}.csv`);
  }

  /** The copy of `month` at `version`, streamed from the disk a piece at a time; null when there is none. */
  async open(month: string, version: string): Promise<AsyncIterable<Buffer> | null> {
    const file = this.file(month, version);
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(file, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    return pieces(handle);
  }

  /**
   * Hands `chunks` on as they come while writing them to a new copy of `month` at `version`; the
   * copy takes its name (and the month's older copies go) only once the last chunk was written.
   * A download given up halfway leaves no copy. A disk that refuses the copy is logged, and the
   * export goes on without it.
   */
  async *write(month: string, version: string, chunks: AsyncIterable<string>): AsyncGenerator<string> {
    const file = this.file(month, version);
    const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.partial`;
    let out: fs.promises.FileHandle | null = null;
    try {
      await fs.promises.mkdir(this.dir, { recursive: true });
      out = await fs.promises.open(partial, 'wx', 0o600);
    } catch (error) {
      logger.warn({ err: error, dir: this.dir }, 'GST export: cannot write a stored copy; exporting without it');
    }
    let whole = false;
    try {
      for await (const chunk of chunks) {
        if (out) await out.write(chunk);
        yield chunk;
      }
      whole = true;
    } finally {
      if (out) {
        // The download has all its bytes by now (or was given up): a copy that cannot be kept is
        // only logged, never turned into a broken download.
        try {
          await out.close();
          if (whole) {
            await fs.promises.rename(partial, file);
            await this.dropOthers(month, file);
          }
        } catch (error) {
          logger.warn({ err: error, dir: this.dir }, 'GST export: the stored copy was not kept');
        } finally {
          // Gone already once renamed; else the half (or refused) copy goes.
          await fs.promises.rm(partial, { force: true }).catch(() => undefined);
        }
      }
    }
  }

  /** The month's other copies (older versions), and pieces of copies left by a stop an hour ago or more. */
  private async dropOthers(month: string, keep: string): Promise<void> {
    const stale = Date.now() - 3600_000;
    for (const name of await fs.promises.readdir(this.dir)) {
      if (!name.startsWith(`gst-${month}-`)) continue;
      const file = path.join(this.dir, name);
      if (file === keep) continue;
      if (name.endsWith('.partial')) {
        const stat = await fs.promises.stat(file).catch(() => null);
        if (!stat || stat.mtimeMs > stale) continue;
      }
      await fs.promises.rm(file, { force: true });
    }
  }
}

/** A file's bytes, 64 KiB at a time, closed at the end or when the reader stops early. */
async function* pieces(handle: fs.promises.FileHandle): AsyncGenerator<Buffer> {
  try {
    for (;;) {
      const buffer = Buffer.allocUnsafe(65536);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null);
      if (!bytesRead) return;
      yield buffer.subarray(0, bytesRead);
    }
  } finally {
    await handle.close().catch(() => undefined);
  }
}

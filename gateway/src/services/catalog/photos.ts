import { createHash } from 'node:crypto';
import type { PrismaClient } from '../../db/generated/client/client.js';
import { DomainError, forbidden, invalidInput } from '../errors.js';
import type { RequestContext } from '../accounts/viewer.js';
import { logger } from '../../telemetry/logger.js';
import { loadSharp, type Sharp } from '../image-library.js';

/**
 * Photos an admin uploads (decision 040). Each upload is checked by its content (a real JPEG, PNG
 * or WebP, whole), against a byte and a pixel limit, turned upright by its EXIF orientation, and
 * made into renditions without metadata (no EXIF, no GPS): WebP at the widths the storefront asks
 * for and one JPEG for link previews. The renditions are kept in the database, so every host on
 * the same PostgreSQL serves every photo, under names made from the upload's hash (immutable).
 */

/** Largest upload accepted, bytes (a phone's photo is 2–8 MB). */
export const MAX_PHOTO_BYTES = 15 * 2 ** 20;
/** Largest picture accepted, pixels (a 48-megapixel phone photo passes; a decompression bomb does not). */
const MAX_PHOTO_PIXELS = 50_000_000;
/** How many uploads are decoded at once; the rest wait their turn (memory stays bounded). */
const PHOTO_WORKERS = 2;
/** How many may wait for a turn before more are refused (429). */
const PHOTO_QUEUE = 24;
/** Hours an uploaded photo may stay unused (no product, order line, home page, collection or menu tile) before the sweep removes it. */
const PHOTO_ORPHAN_HOURS = 24;

/**
 * The renditions: `webp` is the card's and the gallery's first width (the address products keep),
 * `900.webp` the gallery's wider one, `160.webp` thumbnails, `jpg` link previews and mails.
 */
const RENDITIONS = [
  { name: 'webp', width: 600, format: 'webp' },
  { name: '900.webp', width: 900, format: 'webp' },
  { name: '160.webp', width: 160, format: 'webp' },
  { name: 'jpg', width: 1200, format: 'jpeg' },
] as const;
const LARGEST = 1200;
const CONTENT_TYPES = { webp: 'image/webp', jpeg: 'image/jpeg' } as const;

/** A rendition's file name under /photos. */
export const PHOTO_FILE = /^([0-9a-f]{32})\.((?:160|900)\.webp|webp|jpg)$/;

const photoPath = (hash: string) => `/photos/${hash}.webp`;

export interface UploadedPhoto {
  hash: string;
  url: string;
  width: number;
  height: number;
  /** Every rendition's address by its width, for clients that pick one. */
  renditions: { url: string; width: number; contentType: string }[];
}

export interface PhotoFileView {
  contentType: string;
  data: Uint8Array;
}

type Format = 'jpeg' | 'png' | 'webp';

/** What the first bytes say the file is; null for anything but JPEG, PNG and WebP. */
function sniffFormat(bytes: Uint8Array): Format | null {
  const at = (i: number, ...values: number[]) => values.every((v, k) => bytes[i + k] === v);
  if (bytes.length >= 3 && at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (bytes.length >= 8 && at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (bytes.length >= 12 && at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return null;
}

const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;
const megapixels = (pixels: number) => `${Math.round(pixels / 1_000_000)} megapixels`;

/** Refused with a message naming the limit (the REST edge answers 413 for the size). */
export const photoTooLarge = () =>
  new DomainError('BAD_USER_INPUT', `The photo is larger than ${mb(MAX_PHOTO_BYTES)}`, 'file');

/** A small line of waiting uploads: PHOTO_WORKERS at a time, PHOTO_QUEUE waiting, the rest refused. */
class Turns {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(
    private readonly workers: number,
    private readonly queue: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.workers) {
      if (this.waiting.length >= this.queue)
        throw new DomainError('TOO_MANY_REQUESTS', 'Too many photos are being processed; try again shortly', 'file', 5);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.active++;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}

export class PhotoService {
  private readonly turns = new Turns(PHOTO_WORKERS, PHOTO_QUEUE);

  constructor(private readonly prisma: PrismaClient) {}

  /** One turn of the upload line: reading the body and processing it happen inside, so memory stays bounded. */
  inTurn<T>(work: () => Promise<T>): Promise<T> {
    return this.turns.run(work);
  }

  /** Checks, processes and keeps an upload; the same file twice is the same photo. Admins only. */
  async upload(rc: RequestContext, bytes: Uint8Array): Promise<UploadedPhoto> {
    if (rc.viewer?.role !== 'ADMIN') throw forbidden();
    if (bytes.length === 0) throw invalidInput('The upload is empty: send the photo as the request body', 'file');
    if (bytes.length > MAX_PHOTO_BYTES) throw photoTooLarge();
    const format = sniffFormat(bytes);
    if (!format) throw invalidInput('The file is not a JPEG, PNG or WebP photo', 'file');
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
    const known = await this.prisma.photo.findUnique({
      where: { hash },
      include: { files: { select: { name: true, width: true, contentType: true } } },
    });
    if (known) {
      // Uploaded again (another product, a retry): fresh, so the sweep does not take it from under the form.
      await this.prisma.photo.update({ where: { hash }, data: { createdAt: new Date() } });
      return view(known, known.files);
    }
    const processed = await process(bytes, format);
    const files = processed.files.map((f) => ({ ...f, photoHash: hash }));
    await this.prisma.photo
      .create({
        data: {
          hash,
          width: processed.width,
          height: processed.height,
          sourceFormat: format,
          uploadedById: rc.viewer.id,
          files: { create: files.map(({ photoHash: _h, ...f }) => f) },
        },
      })
      .catch(async (error: unknown) => {
        // The same photo uploaded twice at once: the other one kept it.
        if ((error as { code?: string }).code === 'P2002') return;
        throw error;
      });
    return view({ hash, width: processed.width, height: processed.height }, files);
  }

  /** A rendition's bytes, or null. */
  async file(hash: string, name: string): Promise<PhotoFileView | null> {
    const row = await this.prisma.photoFile.findUnique({
      where: { photoHash_name: { photoHash: hash, name } },
      select: { contentType: true, data: true },
    });
    return row;
  }

  /**
   * Removes photos uploaded more than `hours` ago that nothing refers to: no product (deleted ones
   * too, as their orders may show them), no order line, no home page (the published one or the
   * draft: a banner's slides, a promo's tiles), no collection, no menu tile. The home page,
   * collections and menu tiles are read whole as text, so a photo's address in any of their fields
   * (any rendition, relative or absolute) keeps it. Returns how many.
   */
  async sweep(hours = PHOTO_ORPHAN_HOURS, now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - hours * 3_600_000);
    const removed = await this.prisma.$executeRaw`
      WITH referred AS (
        SELECT m[1] AS hash
        FROM (
          SELECT h."sections"::text AS t FROM "HomeLayout" h
          UNION ALL SELECT row_to_json(c)::text FROM "Collection" c
          UNION ALL SELECT row_to_json(n)::text FROM "NavFeatured" n
        ) r CROSS JOIN LATERAL regexp_matches(r.t, '/photos/([0-9a-f]{32})[.]', 'g') m
      )
      DELETE FROM "Photo" ph
      WHERE ph."createdAt" < ${before}
        AND NOT EXISTS (SELECT 1 FROM "Product" p WHERE ('/photos/' || ph."hash" || '.webp') = ANY (p."imageUrls"))
        AND NOT EXISTS (SELECT 1 FROM "OrderItem" o WHERE o."imageUrl" = '/photos/' || ph."hash" || '.webp')
        AND ph."hash" NOT IN (SELECT hash FROM referred)`;
    if (removed) logger.info({ component: 'photos', removed }, 'unused photos removed');
    return removed;
  }
}

function view(
  photo: { hash: string; width: number; height: number },
  files: { name: string; width: number; contentType: string }[],
): UploadedPhoto {
  return {
    hash: photo.hash,
    url: photoPath(photo.hash),
    width: photo.width,
    height: photo.height,
    renditions: files
      .map((f) => ({ url: `/photos/${photo.hash}.${f.name}`, width: f.width, contentType: f.contentType }))
      .sort((a, b) => a.width - b.width),
  };
}

/** Decodes once (upright, at most LARGEST wide), then encodes each rendition from that; no metadata is kept. */
async function process(bytes: Uint8Array, format: Format) {
  const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'truncated' as const, sequentialRead: true };
  const sharp = await loadSharp();
  let meta: Awaited<ReturnType<ReturnType<Sharp>['metadata']>>;
  try {
    // Reads the header only: a 30,000 × 30,000 PNG is refused here without being decoded.
    meta = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw invalidInput('The file is not a readable JPEG, PNG or WebP photo', 'file');
  }
  if (meta.format !== format) throw invalidInput('The file is not a JPEG, PNG or WebP photo', 'file');
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (!pixels) throw invalidInput('The photo has no size', 'file');
  if (pixels > MAX_PHOTO_PIXELS)
    throw invalidInput(
      `The photo is ${meta.width} × ${meta.height} pixels, more than ${megapixels(MAX_PHOTO_PIXELS)}`,
      'file',
    );
  if (format === 'jpeg' && !endsJpeg(bytes)) throw invalidInput('The JPEG is cut short (truncated)', 'file');
  const decode = () =>
    sharp(bytes, options)
      .rotate()
      .resize({ width: LARGEST, height: LARGEST * 2, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
  let upright: Awaited<ReturnType<typeof decode>>;
  try {
    upright = await decode();
  } catch {
    throw invalidInput('The photo could not be read (damaged or cut short)', 'file');
  }
  const { width, height, channels } = upright.info;
  const sideways = (meta.orientation ?? 1) >= 5;
  const files = [];
  for (const r of RENDITIONS) {
    const w = Math.min(r.width, width);
    let pipeline = sharp(upright.data, { raw: { width, height, channels } }).resize({ width: w });
    pipeline = r.format === 'webp' ? pipeline.webp({ quality: 80 }) : pipeline.jpeg({ quality: 82, mozjpeg: true });
    const data = await pipeline.toBuffer();
    files.push({ name: r.name, width: w, contentType: CONTENT_TYPES[r.format], data: new Uint8Array(data) });
  }
  return {
    width: sideways ? (meta.height ?? 0) : (meta.width ?? 0),
    height: sideways ? (meta.width ?? 0) : (meta.height ?? 0),
    files,
  };
}

/** A whole JPEG ends with its end-of-image marker (FF D9), give or take trailing padding. */
function endsJpeg(bytes: Uint8Array): boolean {
  const tail = bytes.subarray(Math.max(0, bytes.length - 64));
  for (let i = tail.length - 2; i >= 0; i--) if (tail[i] === 0xff && tail[i + 1] === 0xd9) return true;
  return false;
}

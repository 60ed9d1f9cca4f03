import { Router, type Request, type Response } from 'express';
import type { Services } from '../services/index.js';
import { MAX_PHOTO_BYTES, PHOTO_FILE, photoTooLarge } from '../services/catalog/photos.js';
import { EdgeError } from '../http/middleware/edge-errors.js';
import { requireRole } from './guards.js';
import { requestContext, withRequestContext } from './request-context.js';
import { restErrors } from './errors.js';

const PHOTO_UPLOAD_PATH = '/api/admin/photos';

/** The request body as bytes, refusing it (413) as soon as it passes `limit`; nothing more is read. */
function readBody(req: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        chunks.length = 0;
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    req.once('error', reject);
    req.once('aborted', () => reject(new EdgeError(400, 'The upload was aborted')));
  });
}

/** Whether a request is a photo upload (the server lets it by the database gate: it takes the photo line's turn). */
export const isPhotoUpload = (req: Request) =>
  req.method === 'POST' && req.originalUrl.split('?')[0]?.replace(/\/$/, '') === PHOTO_UPLOAD_PATH;

const tooLarge = () => new EdgeError(413, photoTooLarge().message, 'PAYLOAD_TOO_LARGE');

/**
 * POST /api/admin/photos: one photo as the request body (`Content-Type: image/jpeg`, `image/png`,
 * `image/webp` or `application/octet-stream`; what it is, is read from its bytes). Admins only.
 * Answers 201 `{ hash, url, width, height, renditions }`; `url` goes into a product's `imageUrls`.
 * Mounted first in the REST facade, and let by the database gate (isPhotoUpload): the body is read
 * and processed in the photo line's turn (PHOTO_WORKERS at a time), not while holding a database turn.
 */
export function photoUploadRouter(services: Services): Router {
  const router = Router();
  router.post(PHOTO_UPLOAD_PATH, withRequestContext(services), requireRole('ADMIN'), async (req, res, next) => {
    try {
      const type = req.headers['content-type'] ?? '';
      if (/^(multipart|application\/(json|x-www-form-urlencoded))/i.test(type))
        throw new EdgeError(
          415,
          'Send the photo itself as the request body (Content-Type: image/jpeg, image/png or image/webp)',
        );
      const photo = await services.photos.inTurn(async () =>
        services.photos.upload(requestContext(res), await readBody(req, MAX_PHOTO_BYTES)),
      );
      res.status(201).json(photo);
    } catch (error) {
      // The rest of a refused body is not read: the connection closes after the answer.
      if (!req.complete) res.set('Connection', 'close');
      next(error);
    }
  });
  router.use(PHOTO_UPLOAD_PATH, (error: unknown, req: Request, res: Response, next: (e?: unknown) => void) => {
    if (error instanceof EdgeError) {
      res.status(error.status).json({ error: error.message, message: error.message, code: error.code });
      return;
    }
    restErrors(error, req, res, next);
  });
  return router;
}

/** How long a rendition read from the database is kept in memory (bytes), across photos. */
const MEMORY_BYTES = 32 * 2 ** 20;

/**
 * GET /photos/HASH.webp (600 px), HASH.900.webp, HASH.160.webp, HASH.jpg (1200 px): an uploaded
 * photo's renditions, from the database (any host serves any photo), kept a year by browsers.
 */
export function photoFilesRouter(services: Services): Router {
  const router = Router();
  const memory = new Map<string, { contentType: string; data: Buffer }>();
  let held = 0;
  router.get('/:file', async (req: Request<{ file: string }>, res, next) => {
    try {
      const m = PHOTO_FILE.exec(req.params.file);
      if (!m) return void res.status(404).json({ error: 'not_found', message: 'No such photo' });
      const key = req.params.file;
      let file = memory.get(key);
      if (!file) {
        const row = await services.photos.file(m[1]!, m[2]!);
        if (!row) return void res.status(404).json({ error: 'not_found', message: 'No such photo' });
        file = { contentType: row.contentType, data: Buffer.from(row.data) };
        while (held + file.data.length > MEMORY_BYTES && memory.size) {
          const [oldest, kept] = memory.entries().next().value!;
          memory.delete(oldest);
          held -= kept.data.length;
        }
        memory.set(key, file);
        held += file.data.length;
      }
      res.set('Content-Type', file.contentType);
      res.set('X-Content-Type-Options', 'nosniff');
      res.set('Cache-Control', 'public, max-age=31536000, immutable');
      res.send(file.data);
    } catch (error) {
      next(error);
    }
  });
  return router;
}

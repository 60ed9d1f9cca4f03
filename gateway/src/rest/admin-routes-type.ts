import type { Request, Response } from 'express';
import type { Services } from '../services/index.js';

/** One back-office REST call; `path` is below ADMIN_BASE (/api/admin). */
export interface AdminRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  handle(services: Services, req: Request, res: Response): Promise<void>;
}

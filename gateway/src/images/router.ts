import { Router } from 'express';
// Placeholder until the seed-images work lands.
export function imagesRouter(): Router {
  return Router();
}

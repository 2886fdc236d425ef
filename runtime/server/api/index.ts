import express from 'express';
import type { RuntimeContext } from '../types.ts';

/**
 * The runtime's JSON APIs, mounted at `/api` (customer-area §7 own server).
 * @param context what the runtime hands its routers.
 * @returns an Express router.
 */
export function createApiRouter(context: RuntimeContext): express.Router {
  void context;
  return express.Router();
}

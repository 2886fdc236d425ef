import express from 'express';
import type { RuntimeContext } from '../types.ts';

/**
 * The file route, mounted at `/file` (public-site §3 file).
 * @param context what the runtime hands its routers.
 * @returns an Express router.
 */
export function createFileRouter(context: RuntimeContext): express.Router {
  void context;
  return express.Router();
}

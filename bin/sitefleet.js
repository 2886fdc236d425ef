#!/usr/bin/env node
// Runs the TypeScript CLI through tsx's loader, so the package needs no compile step.
import { register } from 'tsx/esm/api';

register();
await import('../cli/main.ts');

// Types of scripts/build-server.mjs for the TypeScript that imports it (the crash test's bundle).
import type { Plugin } from 'esbuild';

export const REQUIRE_SHIM: string;
export const keepSome: Plugin;
export function buildServer(target?: string): Promise<{ ms: number; packages: string[] }>;

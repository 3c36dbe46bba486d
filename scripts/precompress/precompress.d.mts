import type { Plugin } from 'vite';
export const MIN_BYTES: number;
export function precompress(dir: string): Promise<string[]>;
export function precompressPlugin(): Plugin;

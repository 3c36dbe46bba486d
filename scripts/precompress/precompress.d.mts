import type { Plugin } from 'vite';
import type { compression } from 'vite-plugin-compression2';
export const TEXT: RegExp;
export const MIN_BYTES: number;
export const COMPRESSION_OPTIONS: NonNullable<
  Parameters<typeof compression>[0]
>;
export function precompressPlugin(): Plugin;

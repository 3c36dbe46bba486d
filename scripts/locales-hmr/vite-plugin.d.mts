import type { Plugin } from 'vite';

export const LOCALES_EVENT: string;
export function localeUpdate(
  file: string,
  text: string,
): { lang: string; ns: string; resources: Record<string, unknown> } | null;
export function localesHmrPlugin(): Plugin;

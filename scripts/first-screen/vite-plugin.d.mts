import type { Plugin, ResolvedConfig } from 'vite';

export const FIRST_SCREEN_NAMESPACES: string[];
export const STATIC_ENTRY: string;
export function renderSignInPages(config: ResolvedConfig): Promise<{
  defaultLanguage: string;
  pages: Record<string, string>;
}>;
export function firstScreenPlugin(): Plugin;

import type { Plugin } from 'vite';
import type { LoginShellTexts } from './login-shell.mjs';

export const LANGUAGES: { code: string; name: string }[];
export const DEFAULT_LANGUAGE: string;
export const DEFAULT_PRIMARY: string;
export function shellTexts(root: string, lang: string): LoginShellTexts;
export function logoDataUri(root: string): string;
export function firstScreenPlugin(): Plugin;

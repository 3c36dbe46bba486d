/**
 * Where the navbar's source and documentation links go (spec §2: "header
 * links to an external repository and documentation"). The product mirrors
 * RuoYi-Vue, so by default they point at its repository and manual; a
 * deployment sets its own with VITE_SOURCE_URL / VITE_DOCS_URL at build time.
 */
export const SOURCE_URL: string =
  import.meta.env.VITE_SOURCE_URL ||
  'https://github.com/yangzongzhuan/RuoYi-Vue3';

export const DOCS_URL: string =
  import.meta.env.VITE_DOCS_URL || 'https://doc.ruoyi.vip/ruoyi-vue/';

/** Not a plugin: imported, never registered. */
export const HELPER = 'helper';

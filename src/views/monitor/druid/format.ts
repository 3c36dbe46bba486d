/** 1536 → '1.5 KB' (binary units, one decimal past bytes). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];
  let v = bytes;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${i === 0 ? v : v.toFixed(1)} ${units[i]}`;
}

/** 'PostgreSQL 18.6 (PGlite 0.5.16) on wasm32…' → the part before ' on '. */
export function shortVersion(version: string): string {
  const at = version.indexOf(' on ');
  return at > 0 ? version.slice(0, at) : version;
}

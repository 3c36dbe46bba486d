import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  RenderedSitePage,
  RenderRequest,
} from '../../../../src/shared/site-render.js';
import type { SiteColumn } from '../website-tree.js';

/** The site's own addresses (src/website/paths.ts), for the sitemap. */
export interface SitePaths {
  SITE_ROOT: string;
  pageOf(column: Pick<SiteColumn, 'recordCategory'>): string;
  pathUnder(top: SiteColumn, column: SiteColumn): string;
  recordPath(page: string, mid: number, recordId: number): string;
  productPath(page: string, mid: number, productId: number): string;
}

/** The site's server render (src/website/ssr/entry-server.tsx). */
export interface SiteRenderModule {
  sitePaths: SitePaths;
  renderSitePage(request: RenderRequest): Promise<RenderedSitePage>;
}

/** The site's browser files a document links, from the site build's manifest. */
export interface SiteAssets {
  /** The entry module (`/assets/site/site-….js`). */
  entry: string;
  /** Its static imports, preloaded with it. */
  imports: string[];
  /** Every stylesheet of the site, inlined in its documents. */
  css: string;
}

/** Written by vite.site.config.ts into the build. */
const MANIFEST = '.vite/site-manifest.json';
const SSR_MODULE = '.ssr/entry-server.js';
const ENTRY = 'src/website/main.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The built site (render module and browser files) in `staticDir`, if built. */
export async function loadSiteBuild(
  staticDir: string,
): Promise<{ module: SiteRenderModule; assets: SiteAssets } | null> {
  const manifestFile = join(staticDir, MANIFEST);
  const moduleFile = join(staticDir, SSR_MODULE);
  if (!existsSync(manifestFile) || !existsSync(moduleFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`${MANIFEST} has no ${ENTRY}`);
  const imports = new Set<string>();
  const walk = (key: string) => {
    for (const dep of manifest[key]?.imports ?? []) {
      if (imports.has(dep)) continue;
      imports.add(dep);
      walk(dep);
    }
  };
  walk(ENTRY);
  const cssFiles = [
    ...new Set(
      Object.values(manifest).flatMap((c) => [
        ...(c.css ?? []),
        ...(c.file.endsWith('.css') ? [c.file] : []),
      ]),
    ),
  ];
  const module = (await import(
    pathToFileURL(moduleFile).href
  )) as SiteRenderModule;
  return {
    module,
    assets: {
      entry: `/${entry.file}`,
      imports: [...imports].map((key) => `/${manifest[key]!.file}`),
      css: cssFiles
        .map((file) => readFileSync(join(staticDir, file), 'utf8'))
        .join('\n'),
    },
  };
}

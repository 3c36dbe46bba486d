/**
 * The site a preview page is drawn from. A preview's render asks the public
 * API for its data like any page (through the server's own routes); those
 * reads, made inside `previewSite.run(site, …)`, answer from `site`. No
 * request from outside the render can reach it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { WebsiteService } from '../website.js';

export const previewSite = new AsyncLocalStorage<WebsiteService>();

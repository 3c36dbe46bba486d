import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** Where the document and its UI are served (RuoYi's springdoc paths). */
export const API_DOCS_PATH = '/v3/api-docs';
export const SWAGGER_UI_PREFIX = '/swagger-ui';

/** Paths that are not part of the API (the SPA's files, the UI itself). */
function isApiRoute(url: string): boolean {
  return (
    url !== '/' &&
    url !== '/*' &&
    !url.startsWith('/profile/') &&
    !url.startsWith(SWAGGER_UI_PREFIX) &&
    url !== API_DOCS_PATH
  );
}

/** `/system/user/{userId}` → `system/user`; `/getInfo` → `auth`. */
export function tagOf(url: string): string {
  const parts = url.split('/').filter((p) => p && !p.startsWith(':'));
  if (parts.length < 2) return 'auth';
  return parts.slice(0, 2).join('/');
}

const XLSX =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Export and template routes answer a file, which their schemas leave out. */
function fileResponse(url: string) {
  if (!/\/(export|importTemplate)$/.test(url)) return {};
  return {
    response: {
      200: {
        description: 'An .xlsx workbook',
        content: { [XLSX]: { schema: { type: 'string', format: 'binary' } } },
      },
    },
  };
}

/** What the operation says about who may call it. */
function accessOf(route: RouteOptions): {
  permission?: string;
  public: boolean;
} {
  const config = (route.config ?? {}) as {
    permission?: string;
    public?: boolean;
  };
  return { permission: config.permission, public: config.public === true };
}

/**
 * Swagger UI reads the back office's token cookie and sends it with every
 * "Try it out" call, so the page embedded in Tools > System API acts as the
 * signed-in user. Serialised into the UI's initializer file (no inline script).
 */
function requestInterceptor(req: { [k: string]: unknown }) {
  const cookie = (globalThis as unknown as { document: { cookie: string } })
    .document.cookie;
  const m = cookie.match(/(?:^|;\s*)Admin-Token=([^;]*)/);
  const headers = req.headers as Record<string, string>;
  if (m && !headers.Authorization) {
    headers.Authorization = 'Bearer ' + decodeURIComponent(m[1]);
  }
  return req;
}

/**
 * The OpenAPI 3 document generated from every route's schema: parameters,
 * bodies, responses, the permission string (`x-permission`, and in the
 * description) and whether a token is needed. JSON at /v3/api-docs, Swagger UI
 * at /swagger-ui/. Register before the routes it describes.
 */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Website management system API',
        description:
          'Back office, monitoring, tools and public-site API. Responses use the ' +
          '`{code, msg}` envelope; code 401 = sign in again, 403 = permission missing.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
          },
        },
      },
    },
    transform({ schema, url, route }) {
      if (!isApiRoute(url)) return { schema: { ...schema, hide: true }, url };
      const access = accessOf(route);
      const existing = (schema ?? {}) as Record<string, unknown>;
      const lines = [
        access.public
          ? 'No sign-in needed.'
          : access.permission
            ? `Permission${access.permission.includes(',') ? ' (any one of)' : ''}: \`${access.permission}\``
            : 'Any signed-in user.',
      ];
      if (typeof existing.description === 'string')
        lines.unshift(existing.description);
      return {
        url,
        schema: {
          ...(existing.response ? {} : fileResponse(url)),
          ...existing,
          tags: (existing.tags as string[] | undefined) ?? [tagOf(url)],
          description: lines.join('\n\n'),
          ...(access.permission ? { 'x-permission': access.permission } : {}),
          ...(access.public ? {} : { security: [{ bearerAuth: [] }] }),
        },
      };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: SWAGGER_UI_PREFIX,
    uiConfig: {
      // No top bar (its "Explore" box would load other documents).
      layout: 'BaseLayout',
      tagsSorter: 'alpha',
      operationsSorter: 'alpha',
      docExpansion: 'none',
      deepLinking: true,
      persistAuthorization: false,
      tryItOutEnabled: false,
      requestInterceptor,
    },
    validatorUrl: false,
    // Swagger UI's own colours that read under 4.5:1 (the version badges,
    // the document's link, the Authorize button) at darker shades.
    theme: {
      css: [
        {
          filename: 'contrast.css',
          content:
            '.swagger-ui .info .title small{background:#5e636e}' +
            '.swagger-ui .info .title small.version-stamp{background-color:#4a6b00}' +
            '.swagger-ui .url{color:#2a64b0}' +
            '.swagger-ui .btn.authorize,.swagger-ui .btn.authorize span{color:#1b7a4f;border-color:#1b7a4f}' +
            '.swagger-ui .btn.authorize svg{fill:#1b7a4f}',
        },
      ],
    },
  });
  app.get(API_DOCS_PATH, { schema: { hide: true } }, async () => app.swagger());
}

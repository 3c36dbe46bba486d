import type { FastifyRequest } from 'fastify';
import { requestLang } from '../plugins/app/i18n.js';
import type { ClientInfo } from '../services/auth.js';

export function clientInfo(req: FastifyRequest): ClientInfo {
  return {
    ip: req.ip,
    userAgent: req.headers['user-agent'],
    lang: req.lang(),
    sessionLang: req.loginUser?.lang ?? normalizedContentLanguage(req),
  };
}

function normalizedContentLanguage(req: FastifyRequest) {
  return req.headers['content-language'] ? requestLang(req) : undefined;
}

/**
 * Server messages of the public flag of parameters (who may read a parameter
 * through configKey: services/config-access.ts) and of the check of the
 * public base URL parameter (services/infra/site-origin.ts), spread into the
 * catalogues of en.ts, zh-CN.ts and ja.ts.
 */
export const configPublicEn = {
  'field.isPublic': 'Public',
  'config.baseUrlInvalid':
    'Parameter [{key}] must be the address of the public site: http:// or https://, a host and an optional port, with no path, query or fragment (e.g. https://www.example.com)',
};

type Keys = keyof typeof configPublicEn;

export const configPublicZhCN: Record<Keys, string> = {
  'field.isPublic': '公开',
  'config.baseUrlInvalid':
    '参数【{key}】须为公开站点的地址：以 http:// 或 https:// 开头，只含主机名和可选的端口，不含路径、查询参数或片段（例如 https://www.example.com）',
};

export const configPublicJa: Record<Keys, string> = {
  'field.isPublic': '公開',
  'config.baseUrlInvalid':
    'パラメータ【{key}】には公開サイトのアドレスを指定してください：http:// または https:// で始まり、ホスト名と任意のポート番号のみで、パス・クエリ・フラグメントは含められません（例：https://www.example.com）',
};

/**
 * Server messages of the public flag of parameters (who may read a parameter
 * through configKey: services/config-access.ts), spread into the catalogues
 * of en.ts, zh-CN.ts and ja.ts.
 */
export const configPublicEn = {
  'field.isPublic': 'Public',
};

type Keys = keyof typeof configPublicEn;

export const configPublicZhCN: Record<Keys, string> = {
  'field.isPublic': '公开',
};

export const configPublicJa: Record<Keys, string> = {
  'field.isPublic': '公開',
};

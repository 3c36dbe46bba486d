/**
 * Server messages of the grant checks (no one grants more than they hold:
 * services/grant-checks.ts), spread into the catalogues of en.ts, zh-CN.ts
 * and ja.ts.
 */
export const grantsEn = {
  'role.grant.menus':
    'You cannot grant menus or permissions that you do not hold yourself: {names}',
  'role.grant.dataScope': 'You cannot grant a data scope wider than your own',
  'role.grant.ownRole':
    'You cannot change the menus or the data scope of a role you hold yourself',
  'role.grant.role':
    "The role '{name}' carries rights beyond your own: only the super administrator can give or enable it",
};

type Keys = keyof typeof grantsEn;

export const grantsZhCN: Record<Keys, string> = {
  'role.grant.menus': '不能授予您自己没有的菜单或权限：{names}',
  'role.grant.dataScope': '不能授予比您自己更大的数据权限范围',
  'role.grant.ownRole': '不能修改您自己所拥有角色的菜单或数据权限',
  'role.grant.role':
    "角色'{name}'的权限超出您自己的权限：只有超级管理员可以分配或启用该角色",
};

export const grantsJa: Record<Keys, string> = {
  'role.grant.menus':
    'ご自身が持っていないメニュー・権限は付与できません：{names}',
  'role.grant.dataScope': 'ご自身より広いデータ権限範囲は付与できません',
  'role.grant.ownRole':
    'ご自身が持つロールのメニュー・データ権限は変更できません',
  'role.grant.role':
    'ロール「{name}」にはご自身を超える権限があります：付与・有効化できるのはスーパー管理者のみです',
};

/** Shared pieces of the /project/navigation tests: an entry to post and read-backs. */
import type { Api, Json } from './api.js';
import type { TestApp } from './app.js';

export const entry = (over: Record<string, unknown> = {}) => ({
  parentId: 0,
  navName: 'Careers',
  mainName: 'Work with us',
  enName: 'CAREERS',
  link: '',
  mainImage: '',
  navType: '2',
  recordCategory: 'company',
  showInNav: '1',
  orderNum: 7,
  status: '0',
  ...over,
});

/** The public header/footer tree, as a visitor gets it. */
export const navPublicTree = async (t: TestApp): Promise<Json[]> => {
  const res = await t.app.inject({ url: '/website/navigation' });
  return res.json().data;
};

/** The public header: the nav bar's columns (the footer's policy pages are not in it). */
export const navHeader = async (t: TestApp): Promise<Json[]> =>
  (await navPublicTree(t)).filter((c: Json) => c.showInNav === '1');

export const findIn = (tree: Json[], name: string): Json | undefined => {
  for (const c of tree) {
    if (c.navName === name) return c;
    const inner = findIn(c.children ?? [], name);
    if (inner) return inner;
  }
  return undefined;
};

/** Every navigation row as stored (to check a refused call changed nothing). */
export const navRows = async (t: TestApp) =>
  (await t.app.db.query<Json>(
    `SELECT nav_id, nav_name, parent_id, ancestors, order_num, del_flag, version
       FROM project_navigation ORDER BY nav_id`,
  )) as Json[];

export const navByName = async (admin: Api, name: string) =>
  (
    await admin.get(
      `/project/navigation/list?navName=${encodeURIComponent(name)}`,
    )
  ).data.find((r: Json) => r.navName === name);

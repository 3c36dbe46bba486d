/**
 * The locale namespaces of pages whose component path does not name them;
 * any other page's is its path joined with '-' ('system/post' →
 * 'system-post'). The shell's namespaces (crud, components, …) are loaded
 * with the shell.
 */
const BY_VIEW: Record<string, string[]> = {
  'monitor/cache/list': ['monitor-cache'],
  'monitor/druid': ['monitor-data'],
  'monitor/job/log': ['monitor-job'],
  'monitor/logininfor': ['monitor-log'],
  'monitor/mailOutbox': ['mail'],
  'monitor/operlog': ['monitor-log'],
  'project/contacts': ['project-contact'],
  'project/consultingItem': ['consulting-item'],
  'project/navigation': ['project-navigation', 'publishing-actions'],
  'project/navRecord': ['project-nav-record', 'publishing-actions'],
  'project/product': ['project-product', 'publishing-actions'],
  'project/productItem': ['project-product-item', 'publishing-actions'],
  'project/record': ['project-record', 'publishing-actions'],
  'project/recordItem': ['project-record-item', 'publishing-actions'],
  'system/dict/data': ['system-dict'],
  'system/mailSetting': ['mail'],
  'system/role/auth-user': ['system-role'],
  'system/user': ['system-user', 'profile'],
  'system/user/auth-role': ['system-user'],
  'system/user/profile': ['profile'],
  'tool/gen/edit-table': ['tool-gen'],
  'tool/swagger': ['menu'],
};

/** Namespaces a page (`system/user`, i.e. views/system/user/index.tsx) shows. */
export function viewNamespaces(view: string): string[] {
  return BY_VIEW[view] ?? [view.replaceAll('/', '-')];
}

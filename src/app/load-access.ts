import { loadNamespaces, SHELL_NAMESPACES } from '@/lib/i18n';
import { usePermissionStore } from '@/stores/permission';
import { useUserStore } from '@/stores/user';

let inflight: Promise<void> | null = null;

/**
 * Session bootstrap: profile (getInfo: roles, permissions), then the menu tree
 * (getRouters) → routes built once, `accessReady` set; the shell's texts (menu
 * and tab titles) load meanwhile. Single-flight, so StrictMode double effects
 * or parallel guards share it.
 */
export function loadAccess(): Promise<void> {
  inflight ??= (async () => {
    const token = useUserStore.getState().token;
    const texts = loadNamespaces(SHELL_NAMESPACES);
    await useUserStore.getState().getInfo();
    const { roles, permissions } = useUserStore.getState();
    await texts;
    await usePermissionStore
      .getState()
      .generateRoutes(
        { roles: [...roles], permissions: [...permissions] },
        token,
      );
  })().finally(() => {
    inflight = null;
  });
  return inflight;
}

/** After a failed bootstrap: server logout, or at least a local one. */
export async function dropSession(): Promise<void> {
  const user = useUserStore.getState();
  try {
    await user.logOut();
  } catch {
    user.fedLogOut();
  }
}

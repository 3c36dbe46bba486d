/**
 * Showing messages, kept apart from detecting them (ant-design-pro style).
 *
 * Non-component code (the request layer, stores, download helpers) calls
 * `feedback.*`. The app shell registers antd's context-aware API once:
 *
 *   const api = App.useApp();
 *   useEffect(() => registerFeedback(api), [api]);
 *
 * so messages pick up the theme, locale and size of the ConfigProvider.
 * Before that (or on pages outside <App>, like the sign-in pages) antd's
 * static methods are used, loaded on first use so that those pages do not
 * download antd up front.
 * Tests spy on the `feedback` object's methods.
 */
import type { ModalFuncProps } from 'antd';
import type { useAppProps } from 'antd/es/app/context';

export type FeedbackApi = Pick<
  useAppProps,
  'message' | 'notification' | 'modal'
>;

export interface ConfirmOptions {
  title: string;
  content: string;
  okText?: string;
  cancelText?: string;
  /** Icon/colour of the dialog; defaults to 'warning' like RuoYi. */
  type?: 'warning' | 'info' | 'confirm';
  /**
   * Focus the cancel button, not OK: where OK throws work away, Enter (or
   * a second press of Esc's neighbour) must not.
   */
  focusCancel?: boolean;
}

let registered: FeedbackApi | null = null;

/**
 * Register (or with null, unregister) the API returned by `App.useApp()`.
 * Returns a function that unregisters it, handy as an effect cleanup.
 */
export function registerFeedback(api: FeedbackApi | null): () => void {
  registered = api;
  return () => {
    if (registered === api) registered = null;
  };
}

/** What feedback needs: satisfied by App.useApp() and by antd's statics. */
interface ShowApi {
  message: FeedbackApi['message'];
  notification: FeedbackApi['notification'];
  modal: Record<'confirm' | 'info', (props: ModalFuncProps) => unknown>;
}

type AntdStatic = typeof import('./request/antd-feedback');
let antdStatic: Promise<AntdStatic> | null = null;

/** The registered App API, else (lazily) antd's static methods. */
function withApi(show: (api: ShowApi) => void): void {
  if (registered) {
    show(registered);
    return;
  }
  antdStatic ??= import('./request/antd-feedback');
  antdStatic
    .then(({ message, Modal, notification }) =>
      show({ message, notification, modal: Modal }),
    )
    .catch((error: unknown) => {
      antdStatic = null;
      console.error(error);
    });
}

const seconds = (ms?: number) => (ms === undefined ? undefined : ms / 1000);

/** A full-screen loading overlay (70% black), independent of React. */
function showOverlay(text: string): () => void {
  const overlay = document.createElement('div');
  overlay.className = 'app-loading-overlay';
  overlay.setAttribute('role', 'status');
  overlay.setAttribute('aria-live', 'polite');
  Object.assign(overlay.style, {
    position: 'fixed',
    inset: '0',
    zIndex: '3000',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '12px',
    background: 'rgba(0, 0, 0, 0.7)',
    color: '#fff',
    fontSize: '14px',
  } satisfies Partial<CSSStyleDeclaration>);
  const spinner = document.createElement('div');
  Object.assign(spinner.style, {
    width: '32px',
    height: '32px',
    border: '3px solid rgba(255, 255, 255, 0.3)',
    borderTopColor: '#fff',
    borderRadius: '50%',
    animation: 'app-loading-spin 0.8s linear infinite',
  } satisfies Partial<CSSStyleDeclaration>);
  if (!document.getElementById('app-loading-overlay-style')) {
    const style = document.createElement('style');
    style.id = 'app-loading-overlay-style';
    style.textContent =
      '@keyframes app-loading-spin{to{transform:rotate(360deg)}}';
    document.head.appendChild(style);
  }
  const label = document.createElement('span');
  label.textContent = text;
  overlay.append(spinner, label);
  document.body.appendChild(overlay);
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    overlay.remove();
  };
}

export const feedback = {
  /** Error toast; `duration` in ms (antd default 3000). */
  error(content: string, duration?: number): void {
    withApi((api) => void api.message.error(content, seconds(duration)));
  },
  warning(content: string, duration?: number): void {
    withApi((api) => void api.message.warning(content, seconds(duration)));
  },
  success(content: string, duration?: number): void {
    withApi((api) => void api.message.success(content, seconds(duration)));
  },
  info(content: string, duration?: number): void {
    withApi((api) => void api.message.info(content, seconds(duration)));
  },
  /** Error notification with `title` as its title (RuoYi's Notification.error). */
  notifyError(title: string, description?: string): void {
    withApi((api) => api.notification.error({ title, description }));
  },
  /** Confirm dialog; resolves true on OK, false on cancel/close. */
  confirm(options: ConfirmOptions): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      withApi(({ modal }) => {
        const open = options.type === 'info' ? modal.info : modal.confirm;
        open({
          title: options.title,
          content: options.content,
          okText: options.okText,
          cancelText: options.cancelText,
          okCancel: true,
          autoFocusButton: options.focusCancel ? 'cancel' : 'ok',
          type: options.type === 'info' ? 'info' : 'warning',
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      });
    });
  },
  /** Full-screen loading overlay with a text; call the result to close it. */
  loading(text: string): () => void {
    return showOverlay(text);
  },
};

export type Feedback = typeof feedback;

import { Component, type ErrorInfo, type ReactNode } from 'react';
import i18n from '@/lib/i18n';
import { removeLoginShell } from './login-shell';

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Keeps a crashing (or failing-to-download) page from taking the shell down.
 * Remount it with a new `key` (e.g. the path) to reset. Plain markup: this
 * sits in the entry chunk, which the login page's byte budget pays for.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[app] render error', error, info.componentStack);
    // The static sign-in page must not hide the error.
    removeLoginShell();
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="app-error">
        <h2>{i18n.t('common:error.renderTitle')}</h2>
        <p>{i18n.t('common:error.renderHint')}</p>
        <button
          type="button"
          className="app-error__button"
          onClick={() => window.location.reload()}
        >
          {i18n.t('common:actions.reload')}
        </button>
      </div>
    );
  }
}

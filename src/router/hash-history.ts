/**
 * The app's hash history, with a hook on every navigation and a guard
 * before each. The router renders locations in a transition, so a page left
 * before it finished rendering (quick clicks on a busy machine) is never
 * committed and an effect on the location would miss it; a visit listener
 * here sees each push, replace and back/forward as it happens.
 *
 * The app's router is not a data router (react-router's `useBlocker` needs
 * one), so moves are guarded here: a push or replace waits for the guard's
 * answer; a back/forward has already changed the address, so it is undone
 * at once and redone when the guard allows it.
 */
import {
  UNSAFE_createHashHistory as createHashHistory,
  parsePath,
  type Location,
  type Path,
  type To,
} from 'react-router-dom';

type Visit = (location: Location) => void;

/**
 * Asked before every move to another page: null lets it happen, else the
 * move waits for the answer (true = go ahead).
 */
export type LeaveGuard = (from: Path, to: Path) => Promise<boolean> | null;

const visitors = new Set<Visit>();
let guard: LeaveGuard | null = null;

export const hashHistory = createHashHistory({ v5Compat: true });

/** The location the app shows (a blocked back/forward never reaches it). */
let shown: Path = hashHistory.location;
/** Back/forward steps taken to undo blocked ones, not to be reported. */
let undoing = 0;

function pathOf(to: To): Path {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return {
    pathname: path.pathname ?? hashHistory.location.pathname,
    search: path.search ?? '',
    hash: path.hash ?? '',
  };
}

const isSamePage = (a: Path, b: Path) =>
  a.pathname === b.pathname && a.search === b.search;

/** The guard's question for a move, or null when the move may go ahead. */
function ask(from: Path, to: Path): Promise<boolean> | null {
  return guard && !isSamePage(from, to) ? guard(from, to) : null;
}

const listen = hashHistory.listen.bind(hashHistory);
hashHistory.listen = (listener) =>
  listen((update) => {
    if (update.action === 'POP') {
      if (undoing > 0) {
        undoing -= 1;
        return;
      }
      const question = ask(shown, update.location);
      if (question) {
        const { delta, location } = update;
        if (delta) {
          undoing += 1;
          hashHistory.go(-delta);
        } else replace(shown);
        void question.then((ok) => {
          if (!ok) return;
          if (delta) hashHistory.go(delta);
          else push(location);
        });
        return;
      }
    }
    shown = update.location;
    for (const visit of visitors) visit(update.location);
    listener(update);
  });

const push = hashHistory.push.bind(hashHistory);
const replace = hashHistory.replace.bind(hashHistory);

hashHistory.push = (to, state) => {
  const question = ask(hashHistory.location, pathOf(to));
  if (question) void question.then((ok) => ok && push(to, state));
  else push(to, state);
};

hashHistory.replace = (to, state) => {
  const question = ask(hashHistory.location, pathOf(to));
  if (question) void question.then((ok) => ok && replace(to, state));
  else replace(to, state);
};

/** Calls `visit` on every navigation from now on; returns the unsubscribe. */
export function onVisit(visit: Visit): () => void {
  visitors.add(visit);
  return () => visitors.delete(visit);
}

/** Sets (or with null, removes) the guard asked before every move. */
export function setLeaveGuard(next: LeaveGuard | null): void {
  guard = next;
}

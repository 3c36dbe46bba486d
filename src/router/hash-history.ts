/**
 * The app's hash history, with a hook on every navigation. The router
 * renders locations in a transition, so a page left before it finished
 * rendering (quick clicks on a busy machine) is never committed and an
 * effect on the location would miss it; a visit listener here sees each
 * push, replace and back/forward as it happens.
 */
import {
  UNSAFE_createHashHistory as createHashHistory,
  type Location,
} from 'react-router-dom';

type Visit = (location: Location) => void;

const visitors = new Set<Visit>();

export const hashHistory = createHashHistory({ v5Compat: true });

const listen = hashHistory.listen.bind(hashHistory);
hashHistory.listen = (listener) =>
  listen((update) => {
    for (const visit of visitors) visit(update.location);
    listener(update);
  });

/** Calls `visit` on every navigation from now on; returns the unsubscribe. */
export function onVisit(visit: Visit): () => void {
  visitors.add(visit);
  return () => visitors.delete(visit);
}

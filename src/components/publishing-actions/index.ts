/**
 * Publishing in the content screens (navigation, nav records, records,
 * products and their items), written once: the state tag and the draft's
 * title in lists, the state filter's options, the row's "Publishing" menu
 * (submit, withdraw, publish now, send back with a required comment,
 * discard, preview, history) and the edit dialog's state banner and save
 * buttons. Texts: the `publishing-actions` namespace.
 */
import './publishing-actions.css';

export { DraftTitle, isPublishState, PublishStateTag } from './state-tag';
export {
  PUBLISH_PERM,
  usePublishingActions,
  type PublishingActions,
  type PublishingTarget,
} from './actions';
export {
  DraftBanner,
  useDraftSave,
  type DraftBannerProps,
  type DraftSave,
} from './draft-dialog';
export { stateOptions, removeQuestion } from './texts';

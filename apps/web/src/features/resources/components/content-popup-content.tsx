import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TActivity, TResource } from '@innerway/domain';
import { contentTypeOfLook, useSelectContent } from '../../analytics';
import { Alert, Button, Modal } from '../../../components/ui';
import { ApiError } from '../../../lib/api-client';
import { useServerErrorText } from '../../../lib/server-error';
import { SubscribeContent } from '../../access';
import { ActivityBody } from '../../activities';
import { useExerciseQuery, useResourceQuery, type TLocalizedResult } from '../../content';
import { useSession } from '../../session';
import { contentLook, isTutorial, type TContentKind } from '../lib/content-look';
import { popupState, type TPopupState } from '../lib/popup-state';
import { LoadingPopup } from './loading-popup';
import { ResourceViewer } from './resource-viewer';
import styles from './content-popup.module.css';

export interface ContentPopupProps {
  kind: TContentKind;
  id: number;
  onClose: () => void;
}

/** What the popup shows once its code is here: the item's loading, error, locked or ready state. */
export default function ContentPopupContent({ kind, id, onClose }: ContentPopupProps) {
  // Loads them together, rather than one suspension per component as each one appears.
  useTranslation(['resources', 'activities', 'access']);
  // A path like /resources/abc never reaches the server: it is simply not found.
  const valid = Number.isInteger(id) && (kind === 'activity' ? id > 0 : id >= 0);
  if (!valid) return <InvalidPopup kind={kind} onClose={onClose} />;
  return kind === 'activity' ? <ActivityPopup id={id} onClose={onClose} /> : <ResourcePopup id={id} onClose={onClose} />;
}

function ActivityPopup({ id, onClose }: { id: number; onClose: () => void }) {
  const result = useExerciseQuery(id);
  const { user } = useSession();
  const state = popupState<TActivity>(result, user);
  // Trial users' progress is not tracked (spec section 6).
  const tracked = user !== null && !user.is_trial_mode;
  return (
    <PopupFrame kind="activity" state={state} result={result} onClose={onClose}>
      {(activity) => <ActivityBody activity={activity} tracked={tracked} onClose={onClose} />}
    </PopupFrame>
  );
}

function ResourcePopup({ id, onClose }: { id: number; onClose: () => void }) {
  const result = useResourceQuery(id);
  const { user } = useSession();
  const state = popupState<TResource>(result, user, isTutorial);
  return (
    <PopupFrame kind="resource" state={state} result={result} onClose={onClose}>
      {(resource) => <ResourceViewer resource={resource} />}
    </PopupFrame>
  );
}

function InvalidPopup({ kind, onClose }: { kind: TContentKind; onClose: () => void }) {
  const { t } = useTranslation('resources');
  const { t: tErrors } = useTranslation('errors');
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t(`popup.failedTitle.${kind}`)}>
      <Alert tone="error">{tErrors('request.not_found')}</Alert>
    </Modal>
  );
}

interface PopupFrameProps<T extends TActivity | TResource> {
  kind: TContentKind;
  state: TPopupState<T>;
  result: TLocalizedResult<T>;
  onClose: () => void;
  children: (item: T) => ReactNode;
}

function PopupFrame<T extends TActivity | TResource>({ kind, state, result, onClose, children }: PopupFrameProps<T>) {
  const { t } = useTranslation('resources');
  const { t: tAccess } = useTranslation('access');
  const { t: tCommon } = useTranslation('common');
  const errorText = useServerErrorText();
  const close = (open: boolean) => !open && onClose();
  const opened = state.status === 'ready' ? state.item : null;
  useSelectContent(opened && contentTypeOfLook(contentLook(kind, opened)), opened?.id);

  switch (state.status) {
    case 'loading':
      return <LoadingPopup onClose={onClose} />;
    case 'locked':
      return (
        <Modal open onOpenChange={close} title={tAccess('title')}>
          <SubscribeContent onDone={onClose} />
        </Modal>
      );
    case 'error': {
      // A 404 will not mend itself; anything else may, so it offers to try again.
      const retry = !(state.error instanceof ApiError && state.error.status === 404);
      return (
        <Modal open onOpenChange={close} title={t(`popup.failedTitle.${kind}`)}>
          <Alert tone="error">{errorText(state.error)}</Alert>
          {retry && (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => void result.refetch()}>
                {tCommon('actions.tryAgain')}
              </Button>
            </div>
          )}
        </Modal>
      );
    }
    case 'ready':
      return (
        <Modal
          open
          onOpenChange={close}
          title={state.item.title}
          description={<span className={styles.kind}>{t(`kind.${contentLook(kind, state.item)}`)}</span>}
        >
          {children(state.item)}
        </Modal>
      );
  }
}

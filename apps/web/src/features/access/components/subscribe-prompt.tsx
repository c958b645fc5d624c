import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui';
import { SubscribeContent } from './subscribe-content';

export interface SubscribePromptProps {
  open: boolean;
  onClose: () => void;
}

/** The subscribe modal (spec section 4): why the content is locked and how to get full access. */
export function SubscribePrompt({ open, onClose }: SubscribePromptProps) {
  const { t } = useTranslation('access');
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={t('title')}>
      <SubscribeContent onDone={onClose} />
    </Modal>
  );
}

export default SubscribePrompt;

import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui';
import { SubscribeContent } from './subscribe-content';

interface SubscribePromptProps {
  open: boolean;
  onClose: () => void;
  /** Fills the code entry (a gift link opened while signed in). */
  initialCode?: string;
}

/** The subscribe modal (spec section 4): why the content is locked and how to get full access. */
function SubscribePrompt({ open, onClose, initialCode }: SubscribePromptProps) {
  const { t } = useTranslation('access');
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={t('title')}>
      <SubscribeContent onDone={onClose} {...(initialCode ? { initialCode } : {})} />
    </Modal>
  );
}

export default SubscribePrompt;

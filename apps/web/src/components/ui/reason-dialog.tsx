// SHIM until the staff foundation lands
import { useState } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Modal } from './modal';
import { TextAreaField } from './text-area-field';
export function ReasonDialog(props: { open: boolean; title: string; description?: string; confirmLabel: string; busy?: boolean; error?: string | undefined; onConfirm: (reason: string) => void; onClose: () => void }) {
  const [reason, setReason] = useState('');
  return (
    <Modal open={props.open} onOpenChange={(open) => !open && props.onClose()} title={props.title} description={props.description}>
      <TextAreaField label="Reason" value={reason} onChange={(event) => setReason(event.target.value)} />
      {props.error && <Alert tone="error">{props.error}</Alert>}
      <Button busy={props.busy} onClick={() => props.onConfirm(reason)}>{props.confirmLabel}</Button>
    </Modal>
  );
}

import { Button } from '../../app/ui/button';
import { Modal } from '../../app/ui/modal';
import { type QrLink, QrPanel } from './qr-panel';

interface QrDialogProps extends QrLink {
  onClose: () => void;
}

/** The QR panel in a modal, for the dashboard rows and the home success panel. */
export function QrDialog({ onClose, ...target }: QrDialogProps) {
  return (
    <Modal title="QR Code" onClose={onClose}>
      <p className="mt-1 break-all text-sm text-slate-600 dark:text-slate-400">{target.url}</p>
      <div className="mt-4">
        <QrPanel {...target} />
      </div>
      <div className="mt-5 flex justify-end">
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
    </Modal>
  );
}

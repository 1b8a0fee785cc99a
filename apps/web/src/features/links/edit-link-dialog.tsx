import type { LinkView } from '@kurz/shared';
import { Modal } from '../../app/ui/modal';
import { LinkEditForm } from './link-edit-form';

/** The link editor in a dialog, from a row of the list. */
export function EditLinkDialog({ link, onClose }: { link: LinkView; onClose: () => void }) {
  return (
    <Modal title="Edit link" onClose={onClose} size="wide">
      <div className="mt-1">
        <LinkEditForm link={link} onDone={onClose} onCancel={onClose} />
      </div>
    </Modal>
  );
}

import { isPremiumOrHigher } from '@kurz/shared';
import { useState } from 'react';
import { useToast } from '../../../app/toasts/use-toast';
import { Button } from '../../../app/ui/button';
import { LinkButton } from '../../../app/ui/link-button';
import { useWorkspace } from '../../../app/workspace/use-workspace';
import { downloadLinksCsv, type LinkFilter } from './bulk-api';
import { ImportLinksDialog } from './import-links-dialog';

/**
 * Export CSV (anyone who sees the list: it is the workspace's data) of the list as
 * filtered now, and Import CSV (premium or higher, else a way to upgrade; in a team, for
 * roles that may create links).
 */
export function BulkActions(filter: LinkFilter) {
  const workspace = useWorkspace();
  const toast = useToast();
  const canImport = isPremiumOrHigher(workspace.plan);
  const [isExporting, setExporting] = useState(false);
  const [isImportOpen, setImportOpen] = useState(false);

  const onExport = async () => {
    setExporting(true);
    try {
      await downloadLinksCsv(workspace.organizationId, filter);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The export failed. Please try again.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" size="sm" onClick={onExport} disabled={isExporting}>
        {isExporting ? 'Exporting…' : 'Export CSV'}
      </Button>
      {!workspace.can('urls', 'create') ? null : canImport ? (
        <>
          <Button variant="secondary" size="sm" onClick={() => setImportOpen(true)}>
            Import CSV
          </Button>
          <LinkButton to="/user/import" variant="secondary" size="sm">
            Import from another shortener
          </LinkButton>
        </>
      ) : (
        <LinkButton to="/pricing" variant="ghost" size="sm" title="CSV import needs Premium">
          Import CSV: upgrade to Premium
        </LinkButton>
      )}
      {isImportOpen && <ImportLinksDialog onClose={() => setImportOpen(false)} />}
    </div>
  );
}

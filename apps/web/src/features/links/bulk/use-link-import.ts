import {
  IMPORT_CHUNK_MAX,
  IMPORT_MAX_BYTES,
  type ImportOutcome,
  type ImportPreviewReply,
} from '@kurz/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useWorkspace } from '../../../app/workspace/use-workspace';
import { useRefreshLinks } from '../../../lib/use-refresh-links';
import { importChunk, previewImport } from './bulk-api';

export type ImportState =
  | { step: 'choose'; error?: string }
  | { step: 'checking'; fileName: string }
  | { step: 'preview'; fileName: string; preview: ImportPreviewReply }
  | {
      step: 'importing' | 'failed' | 'finished';
      fileName: string;
      preview: ImportPreviewReply;
      /** Rows sent so far, and the outcomes of every row (the preview's, then each chunk's). */
      sent: number;
      outcomes: ImportOutcome[];
      error?: string;
    };

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

/**
 * The import's steps: a file is previewed (nothing written), then its importable rows go
 * out IMPORT_CHUNK_MAX at a time so progress is real. A failed chunk can be sent again:
 * rows it already wrote come back "exists". The links go to the current workspace.
 */
export function useLinkImport() {
  const { organizationId } = useWorkspace();
  const [state, setState] = useState<ImportState>({ step: 'choose' });
  const refreshLinks = useRefreshLinks();
  const isClosed = useRef(false);
  // Closing the dialog stops the chunks not yet sent; what was written stays (re-runs are no-ops).
  useEffect(() => {
    isClosed.current = false;
    return () => {
      isClosed.current = true;
    };
  }, []);

  const choose = useCallback(
    async (file: File) => {
      if (file.size > IMPORT_MAX_BYTES) {
        setState({
          step: 'choose',
          error: `The file is over ${IMPORT_MAX_BYTES / 1024 / 1024} MB: split it into smaller files.`,
        });
        return;
      }
      setState({ step: 'checking', fileName: file.name });
      try {
        const preview = await previewImport(organizationId, await file.text());
        setState({ step: 'preview', fileName: file.name, preview });
      } catch (error) {
        setState({ step: 'choose', error: messageOf(error) });
      }
    },
    [organizationId],
  );

  const send = useCallback(
    async (fileName: string, preview: ImportPreviewReply, from: number, done: ImportOutcome[]) => {
      const kept = preview.outcomes.filter((outcome) => outcome.status !== 'create');
      let outcomes = done;
      for (let sent = from; sent < preview.rows.length; sent += IMPORT_CHUNK_MAX) {
        if (isClosed.current) return;
        setState({ step: 'importing', fileName, preview, sent, outcomes: [...kept, ...outcomes] });
        try {
          const reply = await importChunk(
            organizationId,
            preview.rows.slice(sent, sent + IMPORT_CHUNK_MAX),
          );
          outcomes = [...outcomes, ...reply.outcomes];
        } catch (error) {
          setState({
            step: 'failed',
            fileName,
            preview,
            sent,
            outcomes: [...kept, ...outcomes],
            error: messageOf(error),
          });
          await refreshLinks();
          return;
        }
      }
      setState({
        step: 'finished',
        fileName,
        preview,
        sent: preview.rows.length,
        outcomes: [...kept, ...outcomes],
      });
      await refreshLinks();
    },
    [organizationId, refreshLinks],
  );

  const start = useCallback(() => {
    if (state.step === 'preview') void send(state.fileName, state.preview, 0, []);
  }, [state, send]);

  /** Sends again from the chunk that failed, keeping what earlier chunks reported. */
  const retry = useCallback(() => {
    if (state.step !== 'failed') return;
    const written = state.outcomes.slice(
      state.preview.outcomes.filter((outcome) => outcome.status !== 'create').length,
    );
    void send(state.fileName, state.preview, state.sent, written);
  }, [state, send]);

  const reset = useCallback(() => setState({ step: 'choose' }), []);

  return { state, choose, start, retry, reset };
}

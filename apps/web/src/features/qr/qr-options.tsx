import {
  isQrContrastTooLow,
  QR_ERROR_LEVEL_LABELS,
  QR_ERROR_LEVELS,
  QR_MAX_MARGIN,
  QR_SIZES,
  type QrErrorLevel,
  type QrSize,
} from '@kurz/shared';
import { useId } from 'react';
import { focusRing } from '../../app/ui/focus-ring';
import type { QrOptions } from './qr-api';

const LABEL = 'block text-xs font-medium text-slate-700 dark:text-slate-300';
const CONTROL = `mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2.5 py-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white ${focusRing}`;

interface QrOptionsFormProps {
  options: QrOptions;
  recommendedSize: QrSize;
  onChange: (options: QrOptions) => void;
}

/** Size, colours, error correction and margin; warns when the colours may not scan. */
export function QrOptionsForm({ options, recommendedSize, onChange }: QrOptionsFormProps) {
  const id = useId();
  const set = (changes: Partial<QrOptions>) => onChange({ ...options, ...changes });
  const isLowContrast = isQrContrastTooLow(options.dark, options.light);
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="col-span-2">
        <label htmlFor={`${id}-size`} className={LABEL}>
          Size
        </label>
        <select
          id={`${id}-size`}
          className={CONTROL}
          value={options.size}
          onChange={(event) => set({ size: Number(event.target.value) as QrSize })}
        >
          {QR_SIZES.map((size) => (
            <option key={size} value={size}>
              {size} px{size === recommendedSize ? ' (recommended)' : ''}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-ecl`} className={LABEL}>
          Error correction
        </label>
        <select
          id={`${id}-ecl`}
          className={CONTROL}
          value={options.errorCorrectionLevel}
          onChange={(event) => set({ errorCorrectionLevel: event.target.value as QrErrorLevel })}
        >
          {QR_ERROR_LEVELS.map((level) => (
            <option key={level} value={level}>
              {QR_ERROR_LEVEL_LABELS[level]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-margin`} className={LABEL}>
          Margin
        </label>
        <input
          id={`${id}-margin`}
          type="number"
          min={0}
          max={QR_MAX_MARGIN}
          className={CONTROL}
          value={options.margin}
          onChange={(event) => {
            const margin = Math.round(Number(event.target.value));
            if (margin >= 0 && margin <= QR_MAX_MARGIN) set({ margin });
          }}
        />
      </div>
      <ColorField label="Foreground" value={options.dark} onChange={(dark) => set({ dark })} />
      <ColorField label="Background" value={options.light} onChange={(light) => set({ light })} />
      {isLowContrast && (
        <p
          role="status"
          className="col-span-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-xs text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
        >
          Low contrast: this QR code may not scan. Use a dark foreground on a light background.
        </p>
      )}
    </div>
  );
}

function ColorField(props: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {props.label}
      </label>
      <div className="mt-1 flex items-center gap-2">
        <input
          id={id}
          type="color"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          className={`h-9 w-12 shrink-0 cursor-pointer rounded-md border border-slate-300 bg-white p-0.5 dark:border-slate-700 dark:bg-slate-900 ${focusRing}`}
        />
        <span className="font-mono text-xs text-slate-600 dark:text-slate-400">{props.value}</span>
      </div>
    </div>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { focusRing } from '../ui/focus-ring';
import { AccountItems } from './account-items';
import { UserAvatar } from './user-avatar';

/** The signed-in user's button in the wide header, opening the account items below it. */
export function UserMenu({ name, avatarUrl }: { name: string; avatarUrl: string | null }) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className={`flex max-w-56 items-center gap-2 rounded-full py-1 pr-3 pl-1 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800 ${focusRing}`}
      >
        <UserAvatar name={name} src={avatarUrl} />
        <span className="truncate">{name}</span>
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        className="absolute right-0 mt-2 w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        <AccountItems onDone={() => setIsOpen(false)} />
      </div>
    </div>
  );
}

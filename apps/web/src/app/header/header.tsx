import { useEffect, useId, useRef, useState } from 'react';
import { useAuth } from '../auth-context';
import { ThemeToggle } from '../theme/theme-toggle';
import { AccountSlot } from './account-slot';
import { Logo } from './logo';
import { MenuButton } from './menu-button';
import { navItemsFor } from './nav-items';
import { NavLinks } from './nav-links';

/** The fixed header of spec 000 §2; below md its links move into a collapsible menu. */
export function Header() {
  const items = navItemsFor(useAuth());
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const onCloseMenu = () => setIsMenuOpen(false);

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isMenuOpen]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75 dark:border-slate-800 dark:bg-slate-950/90 dark:supports-[backdrop-filter]:bg-slate-950/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden md:block">
          <NavLinks items={items} layout="row" />
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <div className="hidden md:block">
            <AccountSlot />
          </div>
          <ThemeToggle />
          <MenuButton
            ref={menuButton}
            isOpen={isMenuOpen}
            controls={menuId}
            onToggle={() => setIsMenuOpen((isOpen) => !isOpen)}
          />
        </div>
      </div>
      {/* Always in the DOM so aria-controls points at something; `hidden` while closed. */}
      <nav
        id={menuId}
        hidden={!isMenuOpen}
        aria-label="Menu"
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg md:hidden dark:border-slate-800 dark:bg-slate-950"
      >
        <NavLinks items={items} layout="column" onNavigate={onCloseMenu} />
        <div className="mt-3 border-t border-slate-200 pt-4 dark:border-slate-800">
          <AccountSlot isFullWidth onNavigate={onCloseMenu} />
        </div>
      </nav>
    </header>
  );
}

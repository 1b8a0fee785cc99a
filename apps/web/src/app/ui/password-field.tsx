import { LINK_PASSWORD_MAX, LINK_PASSWORD_MIN } from '@kurz/shared';
import { useEffect, useRef, useState } from 'react';
import type { PasswordDraft } from '../../lib/link-password';
import { Button } from './button';
import { OptionsSection } from './options-section';
import { TextField } from './text-field';

const HINT = `Visitors type it before they are sent on. ${LINK_PASSWORD_MIN} to ${LINK_PASSWORD_MAX} characters; it cannot be shown again.`;

/**
 * A link's 'Password' section (/create and the edit forms): visitors are asked
 * for it on our own page before they are sent on. It is stored hashed, so a protected
 * link (`hasPassword`) shows 'Protected' and offers to change or remove it, never to show it.
 */
export function PasswordField({
  value,
  onChange,
  hasPassword = false,
}: {
  value: PasswordDraft;
  onChange: (value: PasswordDraft) => void;
  hasPassword?: boolean;
}) {
  const [isChanging, setIsChanging] = useState(false);
  const newPassword = useRef<HTMLDivElement>(null);
  // 'Change password' shows the field: typing starts there.
  useEffect(() => {
    if (isChanging) newPassword.current?.querySelector('input')?.focus();
  }, [isChanging]);
  const isSet = value === null ? false : hasPassword || value !== '';
  const field = (
    <TextField
      label={hasPassword ? 'New password' : 'Link password'}
      type="password"
      autoComplete="new-password"
      maxLength={LINK_PASSWORD_MAX}
      value={value ?? ''}
      hint={<p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{HINT}</p>}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  if (!hasPassword) {
    return (
      <OptionsSection title="Password" isSet={isSet}>
        {field}
      </OptionsSection>
    );
  }
  return (
    <OptionsSection title="Password" isSet={isSet}>
      {value === null ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          The password is removed when you save: anyone with the link gets through.
        </p>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <span className="font-semibold text-emerald-700 dark:text-emerald-400">Protected</span>:
          visitors type the password before they are sent on.
        </p>
      )}
      {isChanging && value !== null ? (
        <div ref={newPassword} className="mt-4">
          {field}
        </div>
      ) : null}
      {/* The buttons keep their places, so focus stays on the one pressed. */}
      <div className="mt-4 flex flex-wrap gap-2">
        {value !== null ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              // Cancelling a change keeps the current password.
              if (isChanging) onChange('');
              setIsChanging(!isChanging);
            }}
          >
            {isChanging ? 'Keep current password' : 'Change password'}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setIsChanging(false);
            onChange(value === null ? '' : null);
          }}
        >
          {value === null ? 'Keep password' : 'Remove password'}
        </Button>
      </div>
    </OptionsSection>
  );
}

import { useState } from 'react';
import type { AuthProfile } from '../../app/auth-context';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { FormAlert } from '../../app/ui/form-alert';
import { TextField } from '../../app/ui/text-field';
import { avatarFileProblem } from './avatar-file';
import { AvatarPicker } from './avatar-picker';
import { AvatarPreview } from './avatar-preview';
import { SaveProfileError, saveProfile } from './save-profile';
import { SectionCard } from './section-card';
import { useFilePreview } from './use-file-preview';

/** Full name and avatar (spec 001 §2): a picked image is previewed and uploaded on save. */
export function ProfileSection({
  profile,
  onSaved,
}: {
  profile: AuthProfile;
  onSaved: () => Promise<void>;
}) {
  const toast = useToast();
  const [fullName, setFullName] = useState(profile.full_name ?? '');
  const [avatarUrl, setAvatarUrl] = useState(profile.avatar_url ?? '');
  const [pendingFile, setPendingFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = useFilePreview(pendingFile);

  const onPick = (file: File) => {
    const problem = avatarFileProblem(file);
    setFileError(problem);
    setPendingFile(problem ? null : file);
  };

  const save = useSubmit({
    send: () => saveProfile({ profile, fullName, avatarUrl, pendingFile }),
    onSuccess: async () => {
      setPendingFile(null);
      toast.success('Profile updated successfully!');
      await onSaved();
    },
    onError: (_, thrown) => {
      if (thrown instanceof SaveProfileError) toast.error(thrown.toast);
    },
  });

  const shownAvatar = preview ?? (avatarUrl.trim() || null);
  return (
    <SectionCard title="Profile" description="Your name and picture as others see them.">
      <form onSubmit={save.onSubmit} noValidate className="flex flex-col gap-5">
        {save.error ? <FormAlert kind="error">{save.error}</FormAlert> : null}
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <AvatarPreview src={shownAvatar} name={fullName || profile.email} />
          <AvatarPicker
            pendingFile={pendingFile}
            error={fileError}
            onPick={onPick}
            onDiscard={() => setPendingFile(null)}
          />
        </div>
        <TextField
          label="Avatar URL"
          type="url"
          inputMode="url"
          placeholder="https://example.com/me.png"
          value={avatarUrl}
          disabled={pendingFile !== null}
          hint={
            pendingFile ? (
              <p className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
                Remove the chosen image to enter a URL instead.
              </p>
            ) : null
          }
          onChange={(event) => setAvatarUrl(event.target.value)}
        />
        <TextField
          label="Full name"
          autoComplete="name"
          maxLength={100}
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
        />
        <Button type="submit" className="self-start" disabled={save.isBusy} aria-busy={save.isBusy}>
          {save.isBusy ? 'Saving...' : 'Save Profile'}
        </Button>
      </form>
    </SectionCard>
  );
}

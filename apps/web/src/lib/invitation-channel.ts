/** Spec 000 §7: the message other tabs hear when an invitation was accepted. */
export interface InvitationAccepted {
  type: 'INVITATION_ACCEPTED';
  organizationId: string;
  organizationName: string;
  timestamp: number;
}

const CHANNEL = 'kurz.invitations';

/** Tells the other tabs; a browser without BroadcastChannel simply has no other tabs told. */
export function announceInvitationAccepted(organizationId: string, organizationName: string) {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({
    type: 'INVITATION_ACCEPTED',
    organizationId,
    organizationName,
    timestamp: Date.now(),
  } satisfies InvitationAccepted);
  channel.close();
}

/** Hears other tabs' acceptances; returns the unsubscribe. */
export function onInvitationAccepted(listener: (message: InvitationAccepted) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data as Partial<InvitationAccepted> | null;
    if (data?.type === 'INVITATION_ACCEPTED' && typeof data.organizationId === 'string')
      listener(data as InvitationAccepted);
  };
  return () => channel.close();
}

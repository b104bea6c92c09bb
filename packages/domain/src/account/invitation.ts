/** Account/InviteUser (spec 1 §5): every field non-empty, otherwise nothing is sent. */
export interface InviteDraft {
  firstName: string;
  surname: string;
  email: string;
  telephone: string;
}

export const canSendInvite = (draft: InviteDraft): boolean =>
  [draft.firstName, draft.surname, draft.email, draft.telephone].every((value) => value.trim() !== '');

/** A set-password link works once, for this long (ours: the spec names no limit). */
export const invitationLifetimeHours = 72;

export function invitationExpiresAt(sentAt: Date): Date {
  return new Date(sentAt.getTime() + invitationLifetimeHours * 3_600_000);
}

export function invitationUsable(invitation: { expiresAt: Date; usedAt: Date | null }, now: Date): boolean {
  return invitation.usedAt === null && invitation.expiresAt.getTime() > now.getTime();
}

/** An admin may enable or disable anyone in the organisation but themselves (issue 17: never lock yourself out). */
export const canChangeUserStatus = (actorUserId: number, targetUserId: number): boolean => actorUserId !== targetUserId;

/** Our rule for a new password: 10 to 128 characters, not all one kind (letters only or digits only). */
export function passwordProblem(password: string): string | null {
  if (password.length < 10) return 'Use at least 10 characters.';
  if (password.length > 128) return 'Use at most 128 characters.';
  if (/^[A-Za-z]+$/.test(password) || /^\d+$/.test(password)) return 'Mix letters with numbers or symbols.';
  return null;
}

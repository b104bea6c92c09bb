/** Outgoing e-mail. Every message is recorded in mail_outbox whichever provider delivers it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The organisation the mail concerns, when it concerns one (what it says is that organisation's data). */
  organisationId?: number;
}

export interface MailSendResult {
  outboxId: number;
  /** `sent`: done (the outbox provider); `queued`: a `mail.deliver` job delivers it, retrying on failure. */
  state: 'sent' | 'queued';
}

export interface MailProvider {
  readonly name: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<MailSendResult>;
}

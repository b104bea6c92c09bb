/** Outgoing e-mail. Every message is recorded in mail_outbox whichever provider delivers it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailSendResult {
  outboxId: number;
  /** false when the transport refused the message; the outbox row keeps the error for a resend. */
  delivered: boolean;
}

export interface MailProvider {
  readonly name: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<MailSendResult>;
}

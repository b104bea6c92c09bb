import type { Clock } from '../../lib/clock';
import type { MailOutboxRepository } from './mail-outbox.repository';
import type { MailProvider } from './mail-provider';

/** Built-in: "sending" is storing the message, readable at /dev/mail. Works offline with no keys. */
export function createOutboxMailProvider(outbox: MailOutboxRepository, clock: Clock): MailProvider {
  return {
    name: 'outbox',
    async send(message) {
      const now = clock.now();
      const outboxId = await outbox.record(message, 'outbox', now);
      await outbox.markSent(outboxId, now);
      return { outboxId, state: 'sent' };
    },
  };
}

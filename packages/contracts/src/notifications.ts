import { z } from 'zod';
import { messages } from './messages';

/** GET /NotificationTriggerLog/UnreadNotifications */
export const UnreadNotificationsResponse = z.object({ count: z.number().int().nonnegative() });
export type UnreadNotificationsResponse = z.infer<typeof UnreadNotificationsResponse>;

// A missing field and an empty one both show the spec's message (spec 1 §5).
const required = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max);

/** POST /NotificationTriggerLog/ContactUsEmail. spec 1 §5: no e-mail format check applies. */
export const ContactUsRequest = z.object({
  firstName: required(messages.contact.firstNameRequired, 100),
  lastName: required(messages.contact.lastNameRequired, 100),
  email: required(messages.contact.emailRequired, 200),
  phoneNumber: z.string().trim().max(40).optional().default(''),
  message: required(messages.contact.messageRequired, 5000),
});
export type ContactUsRequest = z.input<typeof ContactUsRequest>;
/** The validated form as the server receives it (trimmed; phoneNumber defaulted to ''). */
export type ContactUsForm = z.output<typeof ContactUsRequest>;

export const ContactUsResponse = z.object({ success: z.boolean(), message: z.string() });
export type ContactUsResponse = z.infer<typeof ContactUsResponse>;

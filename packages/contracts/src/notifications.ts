import { z } from 'zod';
import { optionalText, requiredText } from './common';
import { messages } from './messages';

/** GET /NotificationTriggerLog/UnreadNotifications */
export const UnreadNotificationsResponse = z.object({ count: z.number().int().nonnegative() });
export type UnreadNotificationsResponse = z.infer<typeof UnreadNotificationsResponse>;


/** POST /NotificationTriggerLog/ContactUsEmail. spec 1 §5: no e-mail format check applies. */
export const ContactUsRequest = z.object({
  // A missing field and an empty one both show the spec's message (spec 1 §5).
  firstName: requiredText('First name', 100, messages.contact.firstNameRequired),
  lastName: requiredText('Last name', 100, messages.contact.lastNameRequired),
  email: requiredText('Email', 200, messages.contact.emailRequired),
  phoneNumber: optionalText('Phone number', 40),
  message: requiredText('Message', 5000, messages.contact.messageRequired),
});
export type ContactUsRequest = z.input<typeof ContactUsRequest>;
/** The validated form as the server receives it (trimmed; phoneNumber defaulted to ''). */
export type ContactUsForm = z.output<typeof ContactUsRequest>;

export const ContactUsResponse = z.object({ success: z.boolean(), message: z.string() });
export type ContactUsResponse = z.infer<typeof ContactUsResponse>;

/** spec 3 §3 Notification; §9 page size 10. Dates ISO 8601 UTC. */
export const notificationsPageSize = 10;
export const Notification = z.object({
  notificationTriggerLogID: z.number().int(),
  hasRead: z.boolean(),
  notificationTitle: z.string(),
  logDateTime: z.string(),
  computedNotificationText: z.string(),
  fullDescription: z.string(),
});
export type Notification = z.infer<typeof Notification>;

/** GET /NotificationTriggerLog/GetData?skip&take: the user's notifications, newest first, with their count. */
export const NotificationsQuery = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  take: z.coerce.number().int().min(1).max(100).default(notificationsPageSize),
});
export const NotificationsResponse = z.object({ collection: z.array(Notification), count: z.number().int().nonnegative() });
export type NotificationsResponse = z.infer<typeof NotificationsResponse>;

const notificationId = z.coerce.number({ error: 'Must be a whole number greater than 0' }).int().positive().max(2_147_483_647);
/** GET /NotificationTriggerLog/Get/{id} */
export const NotificationIdParams = z.object({ id: notificationId });
/** DELETE /NotificationTriggerLog/Delete?id */
export const NotificationIdQuery = z.object({ id: notificationId });
/** POST /NotificationTriggerLog/MarkAsRead {notificationIds}: ids of others are ignored (nothing changes for them). */
export const MarkAsReadRequest = z.object({ notificationIds: z.array(z.number().int().positive().max(2_147_483_647)).max(100) });
export const NotificationSuccessResponse = z.object({ success: z.boolean() });

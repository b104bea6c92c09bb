import { z } from 'zod';

/** Body of every error response: `message` is safe to show; `fieldErrors` names each bad field. */
export const ErrorResponse = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** Create/update/delete calls answer success and message (spec 1 §7). */
export const SuccessMessageResponse = z.object({ success: z.boolean(), message: z.string() });
export type SuccessMessageResponse = z.infer<typeof SuccessMessageResponse>;

export const pagedResult = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ collection: z.array(item), totalRecords: z.number().int().nonnegative() });

export const collectionResult = <T extends z.ZodTypeAny>(item: T) => z.object({ collection: z.array(item) });

const idMessage = 'Must be a whole number greater than 0';
/** Query-string ids arrive as text; coerce and bound them (a missing or bad id is a 400 with this message). */
export const IdParam = z.coerce
  .number({ error: idMessage })
  .int(idMessage)
  .positive(idMessage)
  .max(2_147_483_647, idMessage);

/**
 * A form's mandatory text field: missing, blank and too long each get their own message. (zod's schema-level `error`
 * answers every issue of the schema, so a first name of 101 characters said 'First name is required'.)
 */
export const requiredText = (label: string, max: number, requiredMessage = `${label} is required`) =>
  z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(max, tooLong(label, max));

/** An optional text field: trimmed, '' when absent, its length checked with a message naming it. */
export const optionalText = (label: string, max: number) => z.string().trim().max(max, tooLong(label, max)).optional().default('');

export const tooLong = (label: string, max: number) => `${label} can be at most ${max} characters`;

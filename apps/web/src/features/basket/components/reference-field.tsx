import TextField from '@mui/material/TextField';
import { referenceMaxLength } from '@sparesfinder/contracts/basket';
import { messages } from '@sparesfinder/contracts/messages';

interface ReferenceFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** The server's refusal, when it gave one for this field. */
  serverError?: string | null;
}

/** True when the reference is longer than the contract accepts (trimmed, as the server counts it). */
export const isReferenceTooLong = (value: string) => value.trim().length > referenceMaxLength;

/**
 * A reference (customer order number, saved parts order reference; spec 3 §5: at most 20). No maxLength on the
 * input, so a paste is never cut silently: a counter shows the length and an over-long reference says why it is
 * refused (the server refuses it too, with the same text).
 */
export function ReferenceField({
  id,
  label,
  value,
  onChange,
  required = false,
  serverError = null,
}: ReferenceFieldProps) {
  const length = value.trim().length;
  const tooLong = length > referenceMaxLength;
  const counter = `${length}/${referenceMaxLength} characters`;
  return (
    <TextField
      id={id}
      label={label}
      required={required}
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={tooLong || Boolean(serverError)}
      helperText={tooLong ? `${messages.basket.referenceTooLong} (${counter})` : (serverError ?? counter)}
      slotProps={{ formHelperText: { 'aria-live': 'polite' } as object }}
      fullWidth
    />
  );
}

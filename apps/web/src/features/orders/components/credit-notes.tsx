import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatOrderDateTime } from '@sparesfinder/domain/dates';
import { creditNoteUrl, useCreditNotes } from '../api/get-credit-notes';

/** spec 1 §3 Credit note: each opens as a PDF in a new tab (spec 1 §7). Nothing shows when there are none. */
export function CreditNotes({ basketId }: { basketId: number }) {
  const { data } = useCreditNotes(basketId);
  if (!data || data.collection.length === 0) return null;
  return (
    <Box component="section" aria-label="Credit notes" sx={{ display: 'grid', gap: 0.5 }}>
      <Typography component="h3" sx={{ fontWeight: 700 }}>Credit notes</Typography>
      {data.collection.map((note) => (
        <Link key={note.identifier} href={creditNoteUrl(note.identifier)} target="_blank" rel="noopener">
          {note.identifier} ({formatOrderDateTime(note.creditDate)}, PDF)
        </Link>
      ))}
    </Box>
  );
}

import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { messages } from '@sparesfinder/contracts/messages';

interface NoResultsProps {
  phone: string;
  phoneHref: string;
  email: string;
  hours: string;
}

/** spec 2 §2: the no-results text, with a phone number and an e-mail address. */
export function NoResults({ phone, phoneHref, email, hours }: NoResultsProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, maxWidth: 760 }}>
      <Typography sx={{ mb: 2 }}>{messages.search.noResults}</Typography>
      <Typography>
        Call <Link href={phoneHref}>{phone}</Link> or e-mail <Link href={`mailto:${email}`}>{email}</Link>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {hours}
      </Typography>
    </Paper>
  );
}

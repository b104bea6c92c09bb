import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { splitExportedOrderLinks } from '../notification-links';

/**
 * A notification's text as text (never as HTML), with its exported-order download link as a link in the shop
 * (spec 3 §2.9). Underlined, as a link inside a sentence must not be told by colour alone (axe link-in-text-block);
 * the long link may break anywhere so it never widens a phone's page.
 */
export function NotificationText({ text }: { text: string }) {
  return splitExportedOrderLinks(text, window.location.origin).map((part, index) =>
    part.kind === 'text' ? (
      <Fragment key={index}>{part.text}</Fragment>
    ) : (
      <Link
        key={index}
        component={RouterLink}
        to={part.href}
        underline="always"
        sx={{ overflowWrap: 'anywhere' }}
      >
        {part.text}
      </Link>
    ),
  );
}

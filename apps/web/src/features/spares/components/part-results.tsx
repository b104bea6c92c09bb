import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { messages } from '@sparesfinder/contracts/messages';
import { sparesPageSize, type Appliance, type PartCard as PartCardData } from '@sparesfinder/contracts/spares';
import { SortSelect } from '../../../components/ui/sort-select';
import { manualUrl } from '../api/get-diagrams';
import type { SparesSort } from '../hooks/spares-url';
import { PartCard } from './part-card';

/** spec 3 §2.2 and §9: the results list is at most 740 px high (desktop; phones scroll the page). */
export const resultsMaxHeight = 740;

const sortOptions = [
  { id: 'asc', label: 'Product Name A-Z' },
  { id: 'desc', label: 'Product Name Z-A' },
] as const;

interface PartResultsProps {
  parts: readonly PartCardData[];
  count: number;
  page: number;
  sort: SparesSort;
  onSort: (sort: SparesSort) => void;
  onPage: (page: number) => void;
  /** The appliance searched (Select Appliance and GC modes): its View Manual and View Diagrams links. */
  appliance?: Appliance | null;
  onViewDiagrams: (applianceId: number) => void;
  /** What was searched, for the heading ('Caldera Combi 30i', '"diverter valve"'). */
  title: ReactNode;
  busy?: boolean;
  /** True once after a submitted search (spares-finder.tsx): the heading then takes the focus. */
  takeFocus?: () => boolean;
}

export function PartResults({ parts, count, page, sort, onSort, onPage, appliance, onViewDiagrams, title, busy = false, takeFocus }: PartResultsProps) {
  const pages = Math.ceil(count / sparesPageSize);
  const heading = useRef<HTMLHeadingElement>(null);
  // No dependency list: asked after every render, it answers true only for the first render after a search.
  useEffect(() => {
    if (takeFocus?.()) heading.current?.focus();
  });
  return (
    <Box component="section" aria-label="Results" aria-busy={busy} sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
        {/* minWidth 0 and 'anywhere': a term typed without spaces wraps instead of widening the page. */}
        <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Typography ref={heading} component="h2" variant="h6" tabIndex={-1} sx={{ fontWeight: 700, lineHeight: 1.3, '&:focus': { outline: 'none' } }}>
            {title}
          </Typography>
          <Typography role="status" variant="body2" color="text.secondary">
            {count.toLocaleString('en-GB')} {count === 1 ? 'product' : 'products'}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          {appliance?.hasManual && (
            <Button component={Link} href={manualUrl(appliance.id)} target="_blank" rel="noopener" variant="outlined" startIcon={<MenuBookIcon />} aria-label={`${messages.spares.viewManual} for ${appliance.name} (opens in a new tab)`}>
              {messages.spares.viewManual}
            </Button>
          )}
          {appliance && (
            <Button variant="outlined" startIcon={<AccountTreeIcon />} onClick={() => onViewDiagrams(appliance.id)} aria-label={`${messages.spares.viewDiagrams} for ${appliance.name}`}>
              {messages.spares.viewDiagrams}
            </Button>
          )}
          <SortSelect options={sortOptions} value={sort} onChange={onSort} />
        </Box>
      </Box>
      <Box
        component="ul"
        aria-label="Parts"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25, maxHeight: { md: resultsMaxHeight }, overflowY: { md: 'auto' }, pr: { md: 0.5 } }}
        tabIndex={0}
      >
        {parts.map((part) => (
          <li key={`${part.itemid}-${part.appid ?? 0}`}>
            <PartCard
              part={part}
              links={
                !appliance && part.appid !== null ? (
                  <Link component="button" type="button" variant="body2" onClick={() => onViewDiagrams(part.appid!)} sx={{ mt: 0.5 }}>
                    {messages.spares.viewDiagrams} of {part.app}
                  </Link>
                ) : undefined
              }
            />
          </li>
        ))}
      </Box>
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_, next) => onPage(next)} sx={{ justifySelf: 'center' }} />}
    </Box>
  );
}

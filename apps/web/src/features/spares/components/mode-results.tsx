import { useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { messages } from '@sparesfinder/contracts/messages';
import { sparesPageSize } from '@sparesfinder/contracts/spares';
import type { SparesMode } from '@sparesfinder/domain/spares/spares-search';
import { siteConfig } from '../../../config/site';
import { useAppliances } from '../api/get-appliances';
import { usePartTypes } from '../api/get-part-types';
import { useSearchByGcNumber, useSearchByKeyword, useSearchParts } from '../api/search-parts';
import type { SparesSearchState } from '../hooks/spares-url';
import { MultiApplianceDialog } from './multi-appliance-dialog';
import { PartResults } from './part-results';

export interface ResultsNavigation {
  state: SparesSearchState;
  go: (next: Partial<SparesSearchState> & { tab: SparesMode }) => void;
  viewDiagrams: (applianceId: number) => void;
  /** True once after a search was submitted from a form: the results' heading then takes the focus. */
  takeResultsFocus: () => boolean;
}

const pageQuery = (state: SparesSearchState) => ({
  skip: (state.page - 1) * sparesPageSize,
  take: sparesPageSize,
  sortDirection: state.sort === 'desc' ? ('DESC' as const) : ('ASC' as const),
});

const resultControls = ({ state, go, takeResultsFocus }: ResultsNavigation) => ({
  takeFocus: takeResultsFocus,
  page: state.page,
  sort: state.sort,
  onSort: (sort: SparesSearchState['sort']) => go({ ...state, sort, page: 1 }),
  onPage: (page: number) => go({ ...state, page }),
});

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 2, textAlign: 'center', color: 'text.secondary' }}>
      {children}
    </Paper>
  );
}

const Loading = () => <CircularProgress aria-label="Searching" sx={{ justifySelf: 'center' }} />;
const Failed = ({ error }: { error: Error }) => <Typography role="alert" color="error">{error.message}</Typography>;

/** Mode 1 results; before a search, spec 3 §2.2 'Select an appliance above and click search'. */
export function SelectApplianceResults(navigation: ResultsNavigation) {
  const { state } = navigation;
  const ready = state.manufacturerId !== null && state.applianceId !== null && state.partTypeId !== null;
  const result = useSearchParts(ready ? { manufacturerId: state.manufacturerId!, applianceId: state.applianceId!, partTypeId: state.partTypeId!, ...pageQuery(state) } : null);
  const appliance = useAppliances(state.manufacturerId).data?.collection.find((a) => a.id === state.applianceId);
  const partType = usePartTypes(state.applianceId).data?.collection.find((p) => p.id === state.partTypeId);
  if (!ready) return <Notice>{messages.spares.selectAppliance}</Notice>;
  if (result.isError) return <Failed error={result.error} />;
  if (!result.data) return <Loading />;
  return (
    <PartResults
      {...resultControls(navigation)}
      parts={result.data.collection}
      count={result.data.count}
      appliance={appliance}
      onViewDiagrams={navigation.viewDiagrams}
      title={[appliance?.name, partType?.name].filter(Boolean).join(': ') || 'Parts'}
      busy={result.isFetching}
    />
  );
}

/** Mode 2 results: one appliance's parts; several → the dialog (spec 3 §2.2); none → say so. */
export function GcResults(navigation: ResultsNavigation) {
  const { state, go } = navigation;
  const result = useSearchByGcNumber(state.gc ? { gcNumber: state.gc, applianceId: state.applianceId ?? undefined, ...pageQuery(state) } : null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!state.gc) return null;
  if (result.isError) return <Failed error={result.error} />;
  if (!result.data) return <Loading />;
  const { appliances, appliance } = result.data;
  if (appliances.length === 0) return <Notice>{messages.spares.gcNotFound}</Notice>;
  if (!appliance) {
    return (
      <>
        <Notice>{messages.spares.multipleAppliances}</Notice>
        {dismissed !== state.gc && (
          <MultiApplianceDialog appliances={appliances} onClose={() => setDismissed(state.gc)} onSelect={(chosen) => go({ ...state, applianceId: chosen.id, page: 1 })} />
        )}
      </>
    );
  }
  return (
    <PartResults
      {...resultControls(navigation)}
      parts={result.data.collection}
      count={result.data.count}
      appliance={appliance}
      onViewDiagrams={navigation.viewDiagrams}
      title={`${appliance.name} (GC ${appliance.gcNumber})`}
      busy={result.isFetching}
    />
  );
}

/** Mode 3 results; none → the term, '(0 products)' and advice to retry or call or e-mail (spec 3 §2.2). */
export function KeywordResults(navigation: ResultsNavigation) {
  const { state } = navigation;
  const result = useSearchByKeyword(state.q ? { q: state.q, manufacturerId: state.manufacturerId ?? undefined, ...pageQuery(state) } : null);
  if (!state.q) return null;
  if (result.isError) return <Failed error={result.error} />;
  if (!result.data) return <Loading />;
  if (result.data.count === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 2 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          “{state.q}” <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>{messages.spares.zeroProducts}</Box>
        </Typography>
        <Typography sx={{ mt: 1.5 }}>{messages.spares.keywordNoResultsAdvice}</Typography>
        <Typography sx={{ mt: 0.5 }}>
          Call <Link href={siteConfig.supportPhoneHref}>{siteConfig.supportPhone}</Link> or e-mail <Link href={`mailto:${siteConfig.supportEmail}`}>{siteConfig.supportEmail}</Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {siteConfig.supportHours}
        </Typography>
      </Paper>
    );
  }
  return (
    <PartResults
      {...resultControls(navigation)}
      parts={result.data.collection}
      count={result.data.count}
      onViewDiagrams={navigation.viewDiagrams}
      title={`“${state.q}”`}
      busy={result.isFetching}
    />
  );
}

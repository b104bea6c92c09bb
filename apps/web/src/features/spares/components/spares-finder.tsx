import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { PartCard } from '@sparesfinder/contracts/spares';
import type { SparesMode } from '@sparesfinder/domain/spares/spares-search';
import { readSparesState, writeSparesState, type SparesSearchState } from '../hooks/spares-url';
import { AddedToast, addedToastMs } from './added-toast';
import { DiagramView } from './diagram-view';
import { GcSearchForm } from './gc-search-form';
import { KeywordSearchForm } from './keyword-search-form';
import { GcResults, KeywordResults, SelectApplianceResults, type ResultsNavigation } from './mode-results';
import { SelectApplianceForm } from './select-appliance-form';
import { SparesSettingsProvider } from './spares-settings';

const modeLabels: Record<SparesMode, string> = {
  selectAppliance: 'Select Appliance',
  searchByGcNumber: 'Search by Appliance GC Number',
  searchByKeyword: 'Search by Part Code or Keyword',
};
/** Phones: the three tabs fit side by side without scrolling (a loft, one hand). */
const shortModeLabels: Record<SparesMode, string> = {
  selectAppliance: 'Appliance',
  searchByGcNumber: 'GC Number',
  searchByKeyword: 'Part Code',
};

interface SparesFinderProps {
  isAccountCompleted: boolean;
  /** spec 3 §4.10: 'Item Obsolete' opens an availability request (the page composes that feature). */
  onObsolete: (part: PartCard) => void;
}

/**
 * spec 3 §2.2 the spares finder: three modes, results, the multi-appliance dialog and the diagram view. Every
 * submitted search is a URL (hooks/spares-url.ts), so a deep link opens it and Back returns to the previous one.
 */
export function SparesFinder({ isAccountCompleted, onObsolete }: SparesFinderProps) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSparesState(params), [params]);
  const search = params.toString();
  const isPhone = useMediaQuery('(max-width: 767.95px)', { noSsr: true });
  const [toastAt, setToastAt] = useState<number | null>(null);
  // spec 3 §4.10: changing manufacturer or appliance clears the results until the next search.
  const [clearedFor, setClearedFor] = useState<string | null>(null);

  useEffect(() => {
    if (toastAt === null) return;
    const timer = window.setTimeout(() => setToastAt(null), addedToastMs);
    return () => window.clearTimeout(timer);
  }, [toastAt]);

  const go = useCallback((next: Partial<SparesSearchState> & { tab: SparesMode }) => setParams(writeSparesState(next)), [setParams]);
  // A search submitted from a form remounts that form (key={search}), so its focused field goes and focus would fall
  // to <body>: the results' heading takes it once it shows (PartResults), once per submitted search.
  const resultsFocusWanted = useRef(false);
  const submitSearch = useCallback((next: Partial<SparesSearchState> & { tab: SparesMode }) => {
    resultsFocusWanted.current = true;
    go(next);
  }, [go]);
  const takeResultsFocus = useCallback(() => {
    const wanted = resultsFocusWanted.current;
    resultsFocusWanted.current = false;
    return wanted;
  }, []);
  const settings = useMemo(
    () => ({ isAccountCompleted, onObsolete, onAdded: () => (isPhone ? setToastAt(Date.now()) : undefined) }),
    [isAccountCompleted, onObsolete, isPhone],
  );
  const navigation: ResultsNavigation = {
    state,
    go,
    viewDiagrams: (applianceId) => go({ ...state, diagramsFor: applianceId, diagramId: null }),
    takeResultsFocus,
  };

  return (
    <SparesSettingsProvider value={settings}>
      {state.diagramsFor !== null ? (
        <DiagramView
          applianceId={state.diagramsFor}
          diagramId={state.diagramId}
          onChooseDiagram={(diagramId) => go({ ...state, diagramId })}
          onBack={() => go({ ...state, diagramsFor: null, diagramId: null })}
        />
      ) : (
        <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
          <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }}>
            <Tabs
              value={state.tab}
              onChange={(_, tab: SparesMode) => go({ tab })}
              variant={isPhone ? 'fullWidth' : 'scrollable'}
              aria-label="Spares finder search modes"
              sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'grey.50' }}
            >
              {(Object.keys(modeLabels) as SparesMode[]).map((mode) => (
                <Tab key={mode} value={mode} label={(isPhone ? shortModeLabels : modeLabels)[mode]} id={`spares-tab-${mode}`} aria-controls="spares-mode-panel" sx={{ textTransform: 'none', fontWeight: 600, minWidth: 0, px: { xs: 1, sm: 2 } }} />
              ))}
            </Tabs>
            <Box role="tabpanel" id="spares-mode-panel" aria-labelledby={`spares-tab-${state.tab}`} sx={{ p: { xs: 2, md: 3 } }}>
              {state.tab === 'selectAppliance' && (
                <SelectApplianceForm
                  key={search}
                  initial={{ manufacturerId: state.manufacturerId, applianceId: state.applianceId, partTypeId: state.partTypeId }}
                  onSearch={(selection) => submitSearch({ tab: 'selectAppliance', ...selection, sort: state.sort })}
                  onClearResults={() => setClearedFor(search)}
                />
              )}
              {state.tab === 'searchByGcNumber' && <GcSearchForm key={search} initial={state.gc} onSearch={(gc) => submitSearch({ tab: 'searchByGcNumber', gc, sort: state.sort })} />}
              {state.tab === 'searchByKeyword' && (
                <KeywordSearchForm key={search} initial={{ q: state.q, manufacturerId: state.manufacturerId }} onSearch={(keyword) => submitSearch({ tab: 'searchByKeyword', ...keyword, sort: state.sort })} />
              )}
            </Box>
          </Paper>
          {clearedFor !== search && state.tab === 'selectAppliance' && <SelectApplianceResults {...navigation} />}
          {state.tab === 'searchByGcNumber' && <GcResults {...navigation} />}
          {state.tab === 'searchByKeyword' && <KeywordResults {...navigation} />}
        </Box>
      )}
      {toastAt !== null && <AddedToast key={toastAt} />}
    </SparesSettingsProvider>
  );
}

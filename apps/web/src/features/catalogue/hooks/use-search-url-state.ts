import { useSearchParams } from 'react-router';
import { readSearchUrlState, writeSearchUrlState, type SearchUrlState } from './search-url-state';

/** The /products state lives in the address; every change is a new history entry so Back undoes it. */
export function useSearchUrlState() {
  const [params, setParams] = useSearchParams();
  const state = readSearchUrlState(params);
  const update = (next: SearchUrlState) => setParams(writeSearchUrlState(next));
  return { state, update };
}

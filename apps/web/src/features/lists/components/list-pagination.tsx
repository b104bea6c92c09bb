import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import { pageCount } from '../hooks/use-list-state';

/** Pages of 10 (spec 2 §9); hidden when everything fits on one. */
export function ListPagination({
  totalRecords,
  page,
  onChange,
}: {
  totalRecords: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const count = pageCount(totalRecords);
  if (count <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Pagination
        count={count}
        page={page}
        onChange={(_, next) => onChange(next)}
        color="primary"
        shape="rounded"
      />
    </Box>
  );
}

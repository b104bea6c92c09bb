import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Classification, ClassificationCount } from '@sparesfinder/contracts/catalogue';
import { classificationPath } from './category-breadcrumb';

/** spec 2 §2 child category buttons, with the matching product count when the search gave one. */
export function ChildCategories({
  categories,
  counts,
}: {
  categories: Classification[];
  counts: ClassificationCount[];
}) {
  if (categories.length === 0) return null;
  const countOf = new Map(counts.map((count) => [count.classificationId, count.number]));
  return (
    <Box component="nav" aria-label="Categories" sx={{ mb: 2 }}>
      {/* One swipeable row on phones, so the results start higher up; wrapped from tablets up. */}
      <Box
        component="ul"
        sx={{
          display: 'flex',
          flexWrap: { xs: 'nowrap', sm: 'wrap' },
          overflowX: { xs: 'auto', sm: 'visible' },
          gap: 1,
          listStyle: 'none',
          p: 0,
          pb: { xs: 0.5, sm: 0 },
          m: 0,
          '& > li': { flex: 'none' },
        }}
      >
        {categories.map((child) => (
          <li key={child.classificationId}>
            <Button
              component={RouterLink}
              to={classificationPath(child.classificationId)}
              variant="outlined"
              size="small"
              sx={{ bgcolor: 'background.paper' }}
            >
              {child.classificationName}
              {countOf.has(child.classificationId) && ' '}
              {countOf.has(child.classificationId) && (
                <Box component="span" sx={{ ml: 0.5, color: 'text.secondary', fontWeight: 500 }}>
                  ({countOf.get(child.classificationId)})
                </Box>
              )}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}

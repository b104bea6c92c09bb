import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Classification, ClassificationCount } from '@sparesfinder/contracts/catalogue';
import { classificationPath } from './category-breadcrumb';

/**
 * spec 2 §2 child category buttons, with the matching product count when the search gave one. With a search term
 * only categories holding matches show, and the term goes along so the button narrows the same search.
 */
export function ChildCategories({
  categories,
  counts,
  searchTerm,
}: {
  categories: Classification[];
  counts: ClassificationCount[];
  searchTerm?: string;
}) {
  const countOf = new Map(counts.map((count) => [count.classificationId, count.number]));
  const shown = searchTerm
    ? categories.filter((category) => countOf.has(category.classificationId))
    : categories;
  if (shown.length === 0) return null;
  const hrefOf = (classificationId: number) =>
    searchTerm
      ? `${classificationPath(classificationId)}&searchTerm=${encodeURIComponent(searchTerm)}`
      : classificationPath(classificationId);
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
        {shown.map((child) => (
          <li key={child.classificationId}>
            <Button
              component={RouterLink}
              to={hrefOf(child.classificationId)}
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

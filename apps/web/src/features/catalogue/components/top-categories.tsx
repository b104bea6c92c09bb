import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { messages } from '@sparesfinder/contracts/messages';
import { useBreadcrumb } from '../api/get-breadcrumb';
import { classificationPath } from './category-breadcrumb';

interface TopCategoriesProps {
  /** Ids left out, e.g. the Spares parent for user group 4 (spec 1 §6 hides Spares links). */
  hiddenIds?: ReadonlySet<number>;
}

/** spec 3 §2.1 /search: every top-level category; a click goes to /products?classification={id}. */
export function TopCategories({ hiddenIds }: TopCategoriesProps) {
  const { data, isPending, isError } = useBreadcrumb(undefined);
  if (isPending)
    return (
      <Box
        role="status"
        aria-label="Loading categories"
        sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}
      >
        <CircularProgress size={32} aria-hidden="true" />
      </Box>
    );
  if (isError) return <Alert severity="error">{messages.common.somethingWentWrong}</Alert>;
  const categories = data.children.filter((category) => !hiddenIds?.has(category.classificationId)).sort((a, b) =>
    a.classificationName.localeCompare(b.classificationName, 'en-GB'),
  );
  return (
    <Box
      component="ul"
      aria-label={messages.search.allCategories}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {categories.map((category) => (
        <li key={category.classificationId}>
          <ButtonBase
            component={RouterLink}
            to={classificationPath(category.classificationId)}
            sx={{
              width: '100%',
              justifyContent: 'space-between',
              px: 2,
              py: 1.75,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              fontWeight: 600,
              fontSize: '1rem',
              color: 'text.primary',
              textAlign: 'left',
              '&:hover': { borderColor: 'primary.main', color: 'primary.main' },
            }}
          >
            {category.classificationName}
            <ChevronRight aria-hidden="true" />
          </ButtonBase>
        </li>
      ))}
    </Box>
  );
}

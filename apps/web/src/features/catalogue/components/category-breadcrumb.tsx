import { Link as RouterLink } from 'react-router';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Classification } from '@sparesfinder/contracts/catalogue';
import { messages } from '@sparesfinder/contracts/messages';
import { pagePaths } from '@sparesfinder/contracts/page-routes';

export const classificationPath = (classificationId: number) =>
  `${pagePaths.products}?classification=${classificationId}`;

/** spec 2 §2: 'All Categories' → /search; each crumb → /products?classification={id}; the last is the page. */
export function CategoryBreadcrumb({ crumbs }: { crumbs: Classification[] }) {
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ fontSize: '0.875rem', mb: 1.5 }}>
      <Link component={RouterLink} to={pagePaths.search}>
        {messages.search.allCategories}
      </Link>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <Typography
            key={crumb.classificationId}
            aria-current="page"
            sx={{ fontSize: 'inherit', color: 'text.primary', fontWeight: 600 }}
          >
            {crumb.classificationName}
          </Typography>
        ) : (
          <Link
            key={crumb.classificationId}
            component={RouterLink}
            to={classificationPath(crumb.classificationId)}
          >
            {crumb.classificationName}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}

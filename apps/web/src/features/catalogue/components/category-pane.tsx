import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { classificationHref, type MenuNode } from '@sparesfinder/domain/menu-tree';

/** Levels 2 and 3 of one top category, drawn in the mega-menu's right-hand column. */
export function CategoryPane({ node }: { node: MenuNode }) {
  return (
    <Box
      role="group"
      aria-label={node.name}
      sx={{ gridColumn: 2, gridRow: '1 / -1', borderLeft: 1, borderColor: 'divider', px: 4, py: 2 }}
    >
      <Link component={RouterLink} to={classificationHref(node)} sx={{ fontWeight: 700, fontSize: '1.0625rem' }}>
        Shop all {node.name}
      </Link>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, mt: 2, mb: 0, columnWidth: 200, columnGap: 4, '& > li': { breakInside: 'avoid', mb: 2.5 } }}
      >
        {node.children.map((child) => (
          <li key={child.id}>
            <Link component={RouterLink} to={classificationHref(child)} color="text.primary" sx={{ fontWeight: 600 }}>
              {child.name}
            </Link>
            {child.children.length > 0 && (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, mt: 0.75, mb: 0 }}>
                {child.children.map((grandchild) => (
                  <Box component="li" key={grandchild.id} sx={{ py: 0.25 }}>
                    <Link component={RouterLink} to={classificationHref(grandchild)} color="text.secondary" variant="body2">
                      {grandchild.name}
                    </Link>
                  </Box>
                ))}
              </Box>
            )}
          </li>
        ))}
      </Box>
      {node.children.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Browse every product in {node.name}.
        </Typography>
      )}
    </Box>
  );
}

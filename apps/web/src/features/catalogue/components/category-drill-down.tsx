import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { classificationHref, type MenuNode } from '@sparesfinder/domain/menu-tree';

interface CategoryDrillDownProps {
  tree: MenuNode[];
  /** Called when a category link is followed (the drawer closes). */
  onNavigate: () => void;
}

/**
 * Mobile categories (spec 1 §2): one level at a time; a category with children opens its level, and a Back
 * link returns to the parent. Focus moves to the level's heading so screen readers announce the change.
 */
export function CategoryDrillDown({ tree, onNavigate }: CategoryDrillDownProps) {
  const [trail, setTrail] = useState<MenuNode[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  const current = trail.at(-1);
  const items = current ? current.children : tree;
  const parent = trail.at(-2);

  const go = (nextTrail: MenuNode[]) => {
    setTrail(nextTrail);
    requestAnimationFrame(() => heading.current?.focus());
  };

  return (
    <Box component="section" aria-labelledby="drawer-categories-heading">
      {current && (
        <ListItemButton onClick={() => go(trail.slice(0, -1))} sx={{ color: 'primary.main', py: 1 }}>
          <ChevronLeft aria-hidden="true" sx={{ mr: 1 }} />
          <ListItemText primary={`Back to ${parent?.name ?? 'Shop'}`} slotProps={{ primary: { fontWeight: 600 } }} />
        </ListItemButton>
      )}
      <Typography
        ref={heading}
        id="drawer-categories-heading"
        variant="h4"
        component="h2"
        tabIndex={-1}
        sx={{ px: 2, pt: 1.5, pb: 0.5, outline: 'none' }}
      >
        {current?.name ?? 'Shop'}
      </Typography>
      <List dense disablePadding>
        {current && (
          <ListItem disablePadding>
            <ListItemButton component={RouterLink} to={classificationHref(current)} onClick={onNavigate}>
              <ListItemText primary={`All ${current.name}`} slotProps={{ primary: { fontWeight: 600 } }} />
            </ListItemButton>
          </ListItem>
        )}
        {items.map((node) => (
          <ListItem key={node.id} disablePadding>
            {node.children.length > 0 ? (
              <ListItemButton onClick={() => go([...trail, node])} aria-label={`${node.name}, show sub-categories`}>
                <ListItemText primary={node.name} />
                <ChevronRight aria-hidden="true" color="action" />
              </ListItemButton>
            ) : (
              <ListItemButton component={RouterLink} to={classificationHref(node)} onClick={onNavigate}>
                <ListItemText primary={node.name} />
              </ListItemButton>
            )}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

import { Fragment, useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import ExpandMore from '@mui/icons-material/ExpandMore';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { MenuNode } from '@sparesfinder/domain/menu-tree';
import { CategoryPane } from './category-pane';

/**
 * Desktop Shop mega-menu (spec 1 §2): three category levels, names sorted. A disclosure, not an ARIA menu:
 * the Shop button opens a panel; each top category is a button whose pane of sub-categories follows it in
 * the tab order (drawn to its right), so Tab walks every link and Escape closes.
 */
export function ShopMegaMenu({ tree }: { tree: MenuNode[] }) {
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<number | undefined>(undefined);
  const shopButton = useRef<HTMLButtonElement>(null);
  const topButtons = useRef(new Map<number, HTMLButtonElement>());
  const panelId = useId();
  const active = tree.find((node) => node.id === activeId) ?? tree[0];

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) shopButton.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  };

  const moveBetweenTopCategories = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = tree[(index + step + tree.length) % tree.length];
    if (next) topButtons.current.get(next.id)?.focus();
  };

  return (
    <ClickAwayListener onClickAway={() => open && close(false)}>
      <Box onKeyDown={onKeyDown}>
        <Button
          ref={shopButton}
          aria-expanded={open}
          aria-controls={panelId}
          endIcon={<ExpandMore sx={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />}
          onClick={() => setOpen((value) => !value)}
          sx={{ color: 'text.primary', px: 2, height: '100%', borderRadius: 0, fontSize: '0.9375rem' }}
        >
          Shop
        </Button>
        <Paper
          id={panelId}
          hidden={!open}
          elevation={8}
          // A link click inside the panel navigates in-app: close the panel as we go.
          onClick={(event) => (event.target as HTMLElement).closest('a') && close(false)}
          sx={{ position: 'absolute', left: 0, right: 0, top: '100%', zIndex: 'appBar', borderTop: 1, borderColor: 'divider', borderRadius: '0 0 8px 8px' }}
        >
          {open && (
            <Box
              role="group"
              aria-label="Shop categories"
              sx={{
                display: 'grid',
                gridTemplateColumns: '280px minmax(0, 1fr)',
                gridTemplateRows: `repeat(${tree.length}, auto) 1fr`,
                maxWidth: 1280,
                mx: 'auto',
                px: 1,
                py: 1,
                minHeight: 320,
              }}
            >
              {tree.map((node, index) => {
                const isActive = node.id === active?.id;
                return (
                  <Fragment key={node.id}>
                    <Button
                      ref={(element) => {
                        if (element) topButtons.current.set(node.id, element);
                        else topButtons.current.delete(node.id);
                      }}
                      aria-expanded={isActive}
                      onClick={() => setActiveId(node.id)}
                      onFocus={() => setActiveId(node.id)}
                      onMouseEnter={() => setActiveId(node.id)}
                      onKeyDown={(event) => moveBetweenTopCategories(event, index)}
                      endIcon={<ChevronRight />}
                      sx={{
                        gridColumn: 1,
                        justifyContent: 'space-between',
                        px: 2,
                        py: 1,
                        borderRadius: 1,
                        color: isActive ? 'primary.main' : 'text.primary',
                        bgcolor: isActive ? 'grey.100' : undefined,
                        fontWeight: isActive ? 700 : 500,
                        textAlign: 'left',
                      }}
                    >
                      {node.name}
                    </Button>
                    {/* Next in the tab order, drawn in the right-hand column across every row. */}
                    {isActive && <CategoryPane node={node} />}
                  </Fragment>
                );
              })}
            </Box>
          )}
        </Paper>
      </Box>
    </ClickAwayListener>
  );
}

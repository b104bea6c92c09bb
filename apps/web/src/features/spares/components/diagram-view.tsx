import { useState } from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { messages } from '@sparesfinder/contracts/messages';
import { useDiagramParts, useDiagrams, manualUrl } from '../api/get-diagrams';
import { PartCard } from './part-card';
import { ZoomableImage } from './zoomable-image';

interface DiagramViewProps {
  applianceId: number;
  diagramId: number | null;
  onChooseDiagram: (diagramId: number) => void;
  /** Back to the search results (the breadcrumb's first step). */
  onBack: () => void;
}

/**
 * spec 3 §2.2 the diagram view: breadcrumb, the diagram categories, the diagram with zoom, and the parts of the chosen
 * category with their placement refs. Choosing a placement highlights its part, and a part's ref highlights its
 * placement (issue #16).
 */
export function DiagramView({ applianceId, diagramId, onChooseDiagram, onBack }: DiagramViewProps) {
  const diagrams = useDiagrams(applianceId);
  const list = diagrams.data?.collection ?? [];
  const current = list.find((d) => d.diagramid === diagramId) ?? list[0];
  const parts = useDiagramParts(current?.diagramid ?? null);
  const [placement, setPlacement] = useState<string | null>(null);
  const appliance = diagrams.data?.appliance;

  const choosePlacement = (ref: string) => {
    setPlacement(ref);
    document.getElementById(`placement-part-${ref}`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };
  const refs = [...new Set((parts.data?.collection ?? []).map((p) => p.diagram_placement_ref).filter((ref): ref is string => ref !== null))];

  if (diagrams.isError) return <Typography role="alert">{diagrams.error.message}</Typography>;
  if (!appliance || !current) return <CircularProgress aria-label="Loading diagrams" />;

  return (
    <Box component="section" aria-label="Diagrams" sx={{ display: 'grid', gap: 2 }}>
      <Breadcrumbs aria-label="Breadcrumb">
        <Link component="button" type="button" onClick={onBack} variant="body2">
          Spares Finder
        </Link>
        <Typography variant="body2">{appliance.manufacturer}</Typography>
        <Typography variant="body2">{appliance.name}</Typography>
        <Typography variant="body2" color="text.primary" aria-current="page" sx={{ fontWeight: 600 }}>
          {current.desc}
        </Typography>
      </Breadcrumbs>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {appliance.name} (GC {appliance.gcNumber}): {current.desc}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          {appliance.hasManual && (
            <Button href={manualUrl(appliance.id)} target="_blank" rel="noopener" variant="outlined" aria-label={`${messages.spares.viewManual} for ${appliance.name} (opens in a new tab)`}>
              {messages.spares.viewManual}
            </Button>
          )}
          <Button variant="outlined" onClick={onBack}>
            Back to results
          </Button>
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '220px minmax(0, 1.2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Box component="nav" aria-label="Diagram categories">
          <List component="div" disablePadding sx={{ display: { xs: 'flex', md: 'block' }, overflowX: { xs: 'auto', md: 'visible' }, gap: 1 }}>
            {list.map((diagram) => (
              <ListItemButton
                key={diagram.diagramid}
                selected={diagram.diagramid === current.diagramid}
                aria-current={diagram.diagramid === current.diagramid ? 'true' : undefined}
                onClick={() => {
                  setPlacement(null);
                  onChooseDiagram(diagram.diagramid);
                }}
                sx={{ borderRadius: 1, flex: '0 0 auto', whiteSpace: 'nowrap', border: { xs: 1, md: 0 }, borderColor: 'grey.300' }}
              >
                {diagram.pnum}. {diagram.desc}
              </ListItemButton>
            ))}
          </List>
        </Box>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <ZoomableImage src={current.diagram_url} alt={`${current.desc} diagram of the ${appliance.name}`} />
          <Box role="group" aria-label="Placements" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {refs.map((ref) => (
              <Button key={ref} size="small" variant={placement === ref ? 'contained' : 'outlined'} aria-pressed={placement === ref} aria-label={`Placement ${ref}`} onClick={() => choosePlacement(ref)} sx={{ minWidth: 40 }}>
                {ref}
              </Button>
            ))}
          </Box>
        </Box>
        <Box component="ul" aria-label="Parts on this diagram" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, maxHeight: { md: 740 }, overflowY: { md: 'auto' } }} tabIndex={0}>
          {parts.isPending && <CircularProgress aria-label="Loading parts" />}
          {parts.data?.collection.length === 0 && <Typography>{messages.spares.noParts}</Typography>}
          {parts.data?.collection.map((part) => (
            <li key={part.itemid} id={part.diagram_placement_ref ? `placement-part-${part.diagram_placement_ref}` : undefined}>
              <PartCard
                compact
                part={part}
                highlighted={placement !== null && part.diagram_placement_ref === placement}
                onPlacement={part.diagram_placement_ref ? () => setPlacement(part.diagram_placement_ref) : undefined}
              />
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

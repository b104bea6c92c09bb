import { useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';

const minScale = 1;
const maxScale = 5;
const clampScale = (scale: number) => Math.min(maxScale, Math.max(minScale, scale));

interface View {
  scale: number;
  x: number;
  y: number;
}
const initialView: View = { scale: 1, x: 0, y: 0 };

/**
 * spec 3 §2.2 "a diagram image with zoom": buttons, the mouse wheel, dragging to pan, two-finger pinch on phones
 * (pointer events, so touch, pen and mouse share one path) and the keyboard (+, -, 0, arrows) when focused.
 */
export function ZoomableImage({ src, alt }: { src: string; alt: string }) {
  const [view, setView] = useState<View>(initialView);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);

  const zoomBy = (factor: number) => setView((v) => {
    const scale = clampScale(v.scale * factor);
    return scale === 1 ? initialView : { ...v, scale };
  });
  const panBy = (dx: number, dy: number) => setView((v) => (v.scale === 1 ? v : { ...v, x: v.x + dx, y: v.y + dy }));

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) pinch.current = { distance: distance(), scale: view.scale };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2 && pinch.current && pinch.current.distance > 0) {
      const scale = clampScale((pinch.current.scale * distance()) / pinch.current.distance);
      setView((v) => (scale === 1 ? initialView : { ...v, scale }));
    } else if (pointers.current.size === 1) {
      panBy((event.clientX - last.x) / view.scale, (event.clientY - last.y) / view.scale);
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };
  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    if (!event.ctrlKey && view.scale === 1 && event.deltaY > 0) return; // let the page scroll past an unzoomed diagram
    event.preventDefault();
    zoomBy(event.deltaY < 0 ? 1.2 : 1 / 1.2);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = 40 / view.scale;
    const actions: Record<string, () => void> = {
      '+': () => zoomBy(1.25),
      '=': () => zoomBy(1.25),
      '-': () => zoomBy(0.8),
      '0': () => setView(initialView),
      ArrowLeft: () => panBy(step, 0),
      ArrowRight: () => panBy(-step, 0),
      ArrowUp: () => panBy(0, step),
      ArrowDown: () => panBy(0, -step),
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  return (
    <Box sx={{ position: 'relative', border: 1, borderColor: 'grey.300', borderRadius: 2, overflow: 'hidden', bgcolor: '#fff' }}>
      <Box
        role="img"
        aria-label={`${alt}. Zoom ${Math.round(view.scale * 100)}%. Use plus and minus to zoom and the arrow keys to move.`}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onWheel={onWheel}
        onKeyDown={onKeyDown}
        data-scale={view.scale}
        sx={{ touchAction: view.scale > 1 ? 'none' : 'pan-y', cursor: view.scale > 1 ? 'grab' : 'zoom-in', aspectRatio: '800 / 620', '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 } }}
        onDoubleClick={() => zoomBy(view.scale >= maxScale ? 0 : 2)}
      >
        <Box
          component="img"
          src={src}
          alt=""
          draggable={false}
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain', transform: `scale(${view.scale}) translate(${view.x}px, ${view.y}px)`, transformOrigin: 'center', transition: pointers.current.size ? 'none' : 'transform 120ms ease-out', userSelect: 'none' }}
        />
      </Box>
      {/* Under the diagram, not over it: laid over its corner the buttons hid a placement number on phones. */}
      <Box role="toolbar" aria-label="Zoom" sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, px: 0.5, borderTop: 1, borderColor: 'grey.200', bgcolor: 'grey.50' }}>
        <Tooltip title="Zoom in">
          <span>
            <IconButton aria-label="Zoom in" onClick={() => zoomBy(1.5)} disabled={view.scale >= maxScale}>
              <ZoomInIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Zoom out">
          <span>
            <IconButton aria-label="Zoom out" onClick={() => zoomBy(1 / 1.5)} disabled={view.scale <= minScale}>
              <ZoomOutIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Reset zoom">
          <span>
            <IconButton aria-label="Reset zoom" onClick={() => setView(initialView)} disabled={view.scale === 1}>
              <RestartAltIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    </Box>
  );
}

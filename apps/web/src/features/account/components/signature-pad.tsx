import { useEffect, useRef, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** spec 1 §5, §9: the signature is drawn on a canvas 130 px high and captured as a JPEG data URL. */
export const signatureCanvasHeight = 130;

/** A signature pad (pointer events: mouse, pen and touch). `onChange` gets the JPEG data URL, or '' once cleared. */
export function SignaturePad({ onChange, label }: { onChange: (dataUrl: string) => void; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  const paintBackground = () => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    // JPEG has no transparency: a white sheet, so the ink shows on the stored image.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.strokeStyle = '#10233a';
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
  };

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    canvas.width = canvas.clientWidth || 500;
    canvas.height = signatureCanvasHeight;
    paintBackground();
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const scaleX = event.currentTarget.width / (rect.width || 1);
    return { x: (event.clientX - rect.left) * scaleX, y: event.clientY - rect.top };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    const { x, y } = point(event);
    context?.lineTo(x, y);
    context?.stroke();
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    onChange(canvasRef.current?.toDataURL('image/jpeg', 0.8) ?? '');
  };
  const clear = () => {
    paintBackground();
    onChange('');
  };

  return (
    <Box>
      <Box
        component="canvas"
        ref={canvasRef}
        role="img"
        aria-label={label}
        data-testid="signature-canvas"
        height={signatureCanvasHeight}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
        sx={{ display: 'block', width: '100%', height: signatureCanvasHeight, border: 1, borderColor: 'grey.500', borderRadius: 1, touchAction: 'none', cursor: 'crosshair', bgcolor: '#fff' }}
      />
      <Button size="small" onClick={clear} sx={{ mt: 0.5 }}>
        Clear Signature
      </Button>
    </Box>
  );
}

import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Place from '@mui/icons-material/Place';

const zoom = 15;
const tileSize = 256;
const tileTimeoutMs = 4000;

/** The OpenStreetMap tile holding a point, and where in it the point falls (slippy map tile names). */
export function tileOf(latitude: number, longitude: number) {
  const scale = 2 ** zoom;
  const x = ((longitude + 180) / 360) * scale;
  const radians = (latitude * Math.PI) / 180;
  const y = ((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * scale;
  return { x: Math.floor(x), y: Math.floor(y), left: (x % 1) * tileSize, top: (y % 1) * tileSize };
}

interface BranchMapProps {
  name: string;
  latitude: number;
  longitude: number;
  addressLines: string[];
}

/**
 * spec 3 §2.3 branch map. Online: an OpenStreetMap tile with a pin (an image, so the page's CSP needs no frame
 * source). Offline, or if the tile fails: a plain panel with the address: never a broken frame or image.
 */
export function BranchMap({ name, latitude, longitude, addressLines }: BranchMapProps) {
  const [failed, setFailed] = useState(() => typeof navigator !== 'undefined' && navigator.onLine === false);
  const [loaded, setLoaded] = useState(false);
  // A network that swallows requests (no answer, no error) must not leave an empty box: give up after 4 s.
  useEffect(() => {
    if (loaded || failed) return;
    const timer = setTimeout(() => setFailed(true), tileTimeoutMs);
    return () => clearTimeout(timer);
  }, [loaded, failed]);
  const tile = tileOf(latitude, longitude);
  const osmLink = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;

  if (failed)
    return (
      <Box
        data-testid="branch-map-fallback"
        sx={{
          display: 'flex',
          gap: 1.5,
          p: 2,
          borderRadius: 1,
          bgcolor: 'grey.100',
          border: 1,
          borderColor: 'grey.300',
        }}
      >
        <Place color="primary" aria-hidden />
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          {addressLines.map((line) => (
            <Typography key={line} variant="body2">
              {line}
            </Typography>
          ))}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            The map cannot be shown right now.
          </Typography>
        </Box>
      </Box>
    );

  return (
    <Box>
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          maxWidth: tileSize,
          height: tileSize,
          overflow: 'hidden',
          borderRadius: 1,
          bgcolor: 'grey.100',
          mx: 'auto',
        }}
      >
        <Box
          component="img"
          src={`https://tile.openstreetmap.org/${zoom}/${tile.x}/${tile.y}.png`}
          alt={`Map of ${name}`}
          width={tileSize}
          height={tileSize}
          onLoad={() => setLoaded(true)}
          onError={() => setFailed(true)}
          sx={{ display: 'block' }}
        />
        <Place
          aria-hidden
          color="error"
          sx={{ position: 'absolute', left: tile.left - 16, top: tile.top - 32, fontSize: 32 }}
        />
      </Box>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', textAlign: 'center', mt: 0.5 }}
      >
        © <Link href="https://www.openstreetmap.org/copyright">OpenStreetMap</Link> contributors ·{' '}
        <Link href={osmLink} target="_blank" rel="noopener noreferrer">
          Open larger map
        </Link>
      </Typography>
    </Box>
  );
}

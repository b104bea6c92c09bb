import Box from '@mui/material/Box';
import { AppDialog } from '../../../components/ui/app-dialog';
import { ProductImage } from '../../../components/ui/product-image';

interface ImageZoomDialogProps {
  open: boolean;
  onClose: () => void;
  src: string;
  alt: string;
}

/** spec 2 §2 product image zoom: the 1280 px picture at up to the dialog's full size. */
export function ImageZoomDialog({ open, onClose, src, alt }: ImageZoomDialogProps) {
  return (
    <AppDialog open={open} onClose={onClose} title={alt} maxWidth={900}>
      <Box sx={{ display: 'grid', placeItems: 'center' }}>
        <ProductImage src={src} alt={alt} height="min(70vh, 640px)" zoom />
      </Box>
    </AppDialog>
  );
}

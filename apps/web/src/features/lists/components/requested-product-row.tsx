import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import type { RequestedProduct } from '@sparesfinder/contracts/lists';
import {
  displayDescription,
  nextDescriptionLength,
  requestedProductDescriptionLength,
  truncateDescription,
} from '@sparesfinder/domain/catalogue/description';
import { formatLongDate } from '@sparesfinder/domain/dates';
import { ListRow } from './list-row';

/** One requested product: the description starts at 30 characters and grows by 5 per click (spec 2 §9). */
export function RequestedProductRow({
  product,
  onRemove,
}: {
  product: RequestedProduct;
  onRemove: () => void;
}) {
  const [limit, setLimit] = useState(requestedProductDescriptionLength);
  const description = displayDescription(product.description);
  const shown = truncateDescription(description, limit);
  return (
    <ListRow
      label={product.manufacturerPartNumber}
      imageUrl={product.imageUrl}
      partNumber={product.manufacturerPartNumber}
      aside={
        <Box sx={{ justifySelf: { xs: 'start', sm: 'end' } }}>
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteOutline />}
            onClick={onRemove}
            aria-label={`Remove ${product.manufacturerPartNumber}`}
          >
            Remove
          </Button>
        </Box>
      }
    >
      <Typography variant="body2" title={description} sx={{ wordBreak: 'break-word' }}>
        {shown.truncated ? shown.text.trimEnd() : shown.text}
        {shown.truncated && (
          <ButtonBase
            onClick={() => setLimit(nextDescriptionLength)}
            aria-label="Show more of the description"
            sx={{ font: 'inherit', ml: 0.25 }}
          >
            …
          </ButtonBase>
        )}
      </Typography>
      {product.iBasisAppliance && (
        <Typography variant="caption" color="text.secondary" component="p">
          For {product.iBasisAppliance}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="p">
        Requested {formatLongDate(product.createdOn)}
      </Typography>
    </ListRow>
  );
}

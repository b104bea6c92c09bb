import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { SortSelect } from '../../../components/ui/sort-select';

/** spec 3 §9 sort options 0-7 and the default ('Recommended': nearest first, top availability first, empty last). */
export type SortChoice = 'default' | '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7';

export function sortChoices(
  merchantName: (supplierId: number) => string,
): { id: SortChoice; label: string }[] {
  return [
    { id: 'default', label: 'Recommended' },
    { id: '0', label: 'Closest' },
    { id: '1', label: 'Product availability' },
    { id: '2', label: 'Price low to high' },
    { id: '3', label: 'Price high to low' },
    { id: '4', label: `${merchantName(2)} only` },
    { id: '5', label: `${merchantName(1)} only` },
    { id: '6', label: `${merchantName(4)} only` },
    { id: '7', label: 'Other merchants' },
  ];
}

interface AvailabilityToolbarProps {
  postcode: string | null;
  onChangeLocation: () => void;
  sort: SortChoice;
  onSortChange: (sort: SortChoice) => void;
  merchantName: (supplierId: number) => string;
}

/** spec 3 §2.3: the postcode/location changer and the sort dropdown. */
export function AvailabilityToolbar({
  postcode,
  onChangeLocation,
  sort,
  onSortChange,
  merchantName,
}: AvailabilityToolbarProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'center',
        justifyContent: 'space-between',
        mb: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <PlaceOutlined color="primary" aria-hidden />
        <Typography>
          Branches near <strong>{postcode ?? 'your location'}</strong>
        </Typography>
        <Button
          variant="outlined"
          size="small"
          onClick={onChangeLocation}
          sx={{ minHeight: 40 }}
          aria-label="Change location"
        >
          Change
        </Button>
      </Box>
      <SortSelect options={sortChoices(merchantName)} value={sort} onChange={onSortChange} />
    </Box>
  );
}

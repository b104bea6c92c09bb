import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Box from '@mui/material/Box';
import type { FulfilmentOption } from '@sparesfinder/contracts/availability';
import { fulfilmentOptionNames, limitedColour } from './fulfilment-option-names';

/** spec 3 §4.1: one radio per option, in date order (the server sorts them), each with its date as 'Tue 3rd Jun'. */
export function FulfilmentOptionRadios({
  branchName,
  options,
  value,
  onChange,
}: {
  branchName: string;
  options: FulfilmentOption[];
  value: number;
  onChange: (id: number) => void;
}) {
  return (
    <FormControl component="fieldset" sx={{ mt: 1.5, width: '100%' }}>
      <FormLabel component="legend" sx={{ fontSize: '0.875rem', mb: 0.5 }}>
        <Box
          component="span"
          sx={{
            position: 'absolute',
            width: '1px',
            height: '1px',
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
          }}
        >
          {branchName}:{' '}
        </Box>
        Choose how to get your order
      </FormLabel>
      <RadioGroup value={String(value)} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((option) => (
          <FormControlLabel
            key={option.id}
            value={String(option.id)}
            control={<Radio />}
            sx={{ minHeight: 44, mr: 0 }}
            label={
              <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {fulfilmentOptionNames[option.id]}
                </Box>{' '}
                <Box component="span">{option.dateText}</Box>{' '}
                <Box
                  component="span"
                  sx={{ color: option.availableQty < option.requestedQty ? limitedColour : 'success.dark' }}
                >
                  {option.availableQty} of {option.requestedQty} items
                </Box>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

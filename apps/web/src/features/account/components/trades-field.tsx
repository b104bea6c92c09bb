import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import { messages } from '@sparesfinder/contracts/messages';
import { useTrades, useUpdateTrades } from '../api/trades';

/** The trades the company works in (spec 1 §7 Account/ListTrades), saved as they are ticked. */
export function TradesField() {
  const trades = useTrades();
  const update = useUpdateTrades();
  if (!trades.data) return null;
  const selected = trades.data.filter((trade) => trade.selected).map((trade) => trade.id);
  const toggle = (id: number, on: boolean) => update.mutate(on ? [...selected, id] : selected.filter((other) => other !== id));
  return (
    // A card like the page's other sections; inside it a fieldset, so the ticks are named by their legend.
    <Paper variant="outlined" component="fieldset" sx={{ p: { xs: 2, sm: 3 }, m: 0, mb: 3, minWidth: 0 }}>
      <Typography component="legend" variant="h2" sx={{ float: 'left', width: '100%', p: 0, mb: 1 }}>
        Trades you work in
      </Typography>
      <FormGroup row sx={{ clear: 'both' }}>
        {trades.data.map((trade) => (
          <FormControlLabel key={trade.id} control={<Checkbox checked={trade.selected} disabled={update.isPending} onChange={(event) => toggle(trade.id, event.target.checked)} />} label={trade.name} />
        ))}
      </FormGroup>
      {update.isError && <Alert severity="error">{messages.common.somethingWentWrong}</Alert>}
    </Paper>
  );
}

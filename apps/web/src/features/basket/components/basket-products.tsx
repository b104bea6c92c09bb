import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BasketLine } from '@sparesfinder/contracts/basket';
import { messages } from '@sparesfinder/contracts/messages';
import { pagePaths } from '@sparesfinder/contracts/page-routes';
import { isProductLine } from '@sparesfinder/domain/basket/basket-lines';
import { isApiError } from '../../../lib/api-error';
import { useBasketForUser } from '../basket-cache';
import { isBasketConflict, useChangeBasketLine } from '../api/update-basket-for-user';
import { useSaveLineForLater } from '../api/save-line-for-later';
import { BasketLines } from './basket-lines';

/** What the page shows after a failed change: the spec's text for save for later, the server's otherwise. */
function failureText(error: unknown): string {
  if (isBasketConflict(error)) return messages.basket.conflict;
  if (isApiError(error) && error.isClientError) return error.message;
  return messages.common.somethingWentWrong;
}

/** spec 2 §2: the basket's product lines (only type 'Product'), or the empty state with 'New Search'. */
export function BasketProducts() {
  const { data: basket, isPending, isError } = useBasketForUser();
  const changeLine = useChangeBasketLine();
  const saveForLater = useSaveLineForLater();
  const [busyCodes, setBusyCodes] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);

  const track = async (code: string, action: () => Promise<unknown>, onError: (error: unknown) => string) => {
    setNotice(null);
    setBusyCodes((codes) => new Set(codes).add(code));
    try {
      await action();
    } catch (error) {
      setNotice(onError(error));
    } finally {
      setBusyCodes((codes) => {
        const next = new Set(codes);
        next.delete(code);
        return next;
      });
    }
  };

  const setQty = (line: BasketLine, qty: number) =>
    track(
      line.manufacturerCode,
      () => changeLine.mutateAsync({ manufacturerCode: line.manufacturerCode, qty }),
      failureText,
    );
  const saveLine = (line: BasketLine) =>
    track(
      line.manufacturerCode,
      () => saveForLater.mutateAsync({ manufacturerCode: line.manufacturerCode }),
      () => messages.basket.saveForLaterFailed,
    );

  if (isPending) return <Typography color="text.secondary">Loading your basket…</Typography>;
  if (isError) return <Alert severity="error">{messages.common.somethingWentWrong}</Alert>;

  const lines = basket.lines.filter(isProductLine);
  return (
    <Box>
      <Box role="status" aria-live="polite">
        {notice && (
          <Alert
            severity={notice === messages.basket.conflict ? 'warning' : 'error'}
            onClose={() => setNotice(null)}
            sx={{ mb: 2 }}
          >
            {notice}
          </Alert>
        )}
      </Box>
      {lines.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
          <Typography variant="h2" component="p" sx={{ mb: 2 }}>
            {messages.basket.empty}
          </Typography>
          <Button component={RouterLink} to={pagePaths.home} variant="contained" size="large">
            New Search
          </Button>
        </Paper>
      ) : (
        <BasketLines
          lines={lines}
          busyCodes={busyCodes}
          onChangeQty={setQty}
          onDelete={(line) => setQty(line, 0)}
          onSaveForLater={saveLine}
        />
      )}
    </Box>
  );
}

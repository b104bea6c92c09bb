import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import {
  countdownStage,
  formatCountdown,
  type CountdownStage,
} from '@sparesfinder/domain/availability/basket-countdown';

/** spec 3 §4.3 colour stages 7, 5, 2, 0 (minutes left), as MUI alert colours (contrast checked by axe). */
const colourOf: Record<CountdownStage, AlertColor> = {
  calm: 'success',
  notice: 'info',
  warning: 'warning',
  urgent: 'error',
  expired: 'error',
};

/**
 * spec 3 §2.3 / §2.5: the 5-minute banner of the availability and checkout pages. Presentational: the page owns the
 * clock (`secondsLeft`) and what happens at 0 (the Please refresh or expired dialog).
 */
export function BasketCountdownBanner({
  secondsLeft,
  what = 'availability refreshes',
}: {
  secondsLeft: number;
  what?: string;
}) {
  const stage = countdownStage(secondsLeft);
  return (
    // role="status" with aria-live off: an alert would be read out again on every tick of the clock.
    <Alert
      role="status"
      aria-live="off"
      severity={colourOf[stage]}
      icon={<TimerOutlined fontSize="inherit" />}
      data-stage={stage}
      sx={{ alignItems: 'center', '.MuiAlert-message': { width: '100%' } }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <span>Please complete your order and payment within 5 minutes, after which {what}.</span>
        <Box
          component="span"
          role="timer"
          aria-label="Time left"
          sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', fontSize: '1.125rem' }}
        >
          {formatCountdown(secondsLeft)}
        </Box>
      </Box>
    </Alert>
  );
}

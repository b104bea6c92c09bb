import { useId, type ReactNode } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';

interface AppDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  /** spec 1 §2: the generic modal is at most 580 px wide. */
  maxWidth?: number;
  /** Phones get the whole screen for long lists. */
  fullScreenOnPhones?: boolean;
}

/** The shop's modal: a titled dialog with a close button, Escape to close, focus kept inside (MUI Dialog). */
export function AppDialog({
  open,
  onClose,
  title,
  children,
  actions,
  maxWidth = 580,
  fullScreenOnPhones = false,
}: AppDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      slotProps={{
        paper: {
          sx: {
            maxWidth,
            m: { xs: fullScreenOnPhones ? 0 : 2, sm: 4 },
            width: { xs: fullScreenOnPhones ? '100%' : 'calc(100% - 32px)', sm: '100%' },
          },
        },
      }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7, fontSize: '1.25rem', fontWeight: 700 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>{children}</DialogContent>
      {actions && <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>{actions}</DialogActions>}
    </Dialog>
  );
}

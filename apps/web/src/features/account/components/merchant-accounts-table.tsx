import { useState } from 'react';
import Box from '@mui/material/Box';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { MerchantAccount } from '@sparesfinder/contracts/merchant-accounts';
import { messages } from '@sparesfinder/contracts/messages';
import {
  merchantAccountStatus,
  type MerchantAccountStatus,
} from '@sparesfinder/domain/account/merchant-account-status';
import { formatPence } from '@sparesfinder/domain/money';
import { isApiError } from '../../../lib/api-error';
import { usePaymentMethodTypes, useUpdatePaymentMethodType } from '../api/merchant-accounts';

const statusColour: Record<MerchantAccountStatus, 'success' | 'warning' | 'error' | 'default'> = {
  Approved: 'success',
  'In review': 'warning',
  Unsuccessful: 'error',
  'Please validate': 'default',
};

interface Props {
  accounts: MerchantAccount[];
  onEdit: (account: MerchantAccount) => void;
  onRemove: (account: MerchantAccount) => void;
  onNotice: (notice: { severity: 'success' | 'error'; text: string }) => void;
}

/**
 * spec 1 §2 merchant-accounts table; §4 status display and the default payment method dropdown. On a phone each
 * account is a card instead (seven columns scrolled sideways there).
 */
export function MerchantAccountsTable(props: Props) {
  const isPhone = useMediaQuery('(max-width: 599.95px)', { noSsr: true });
  return isPhone ? <MerchantAccountCards {...props} /> : <MerchantAccountRows {...props} />;
}

function MerchantAccountRows({ accounts, onEdit, onRemove, onNotice }: Props) {
  return (
    <TableContainer sx={{ position: 'relative' }}>
      <Table
        size="small"
        aria-labelledby="merchant-accounts-heading"
        sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>Merchant</TableCell>
            <TableCell>Branch</TableCell>
            <TableCell>Account number</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Credit available</TableCell>
            <TableCell>Default payment method</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {accounts.map((account) => (
            <TableRow key={account.id} data-testid={`merchant-account-${account.supplierID}`}>
              <TableCell sx={{ fontWeight: 600 }}>{account.supplier.name}</TableCell>
              <TableCell>{account.branch?.name ?? '—'}</TableCell>
              <TableCell>{account.accountNumber}</TableCell>
              <TableCell>
                <StatusChip account={account} />
              </TableCell>
              <TableCell>
                <CreditAvailable account={account} />
              </TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                <PaymentMethodSelect account={account} onNotice={onNotice} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <AccountActions account={account} onEdit={onEdit} onRemove={onRemove} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The same facts as a row, one card an account, labelled (a phone's width holds no seven columns). */
function MerchantAccountCards({ accounts, onEdit, onRemove, onNotice }: Props) {
  return (
    <Box
      component="ul"
      aria-labelledby="merchant-accounts-heading"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
    >
      {accounts.map((account) => (
        <Box
          component="li"
          key={account.id}
          data-testid={`merchant-account-${account.supplierID}`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
              {account.supplier.name}
            </Typography>
            <StatusChip account={account} />
          </Box>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'max-content 1fr',
              columnGap: 2,
              rowGap: 0.5,
              my: 1,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, overflowWrap: 'anywhere' },
            }}
          >
            <dt>Branch</dt>
            <dd>{account.branch?.name ?? '—'}</dd>
            <dt>Account number</dt>
            <dd>{account.accountNumber}</dd>
            <dt>Credit available</dt>
            <dd>
              <CreditAvailable account={account} />
            </dd>
          </Box>
          <PaymentMethodSelect account={account} onNotice={onNotice} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
            <AccountActions account={account} onEdit={onEdit} onRemove={onRemove} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function StatusChip({ account }: { account: MerchantAccount }) {
  const status = merchantAccountStatus(account);
  return (
    <Chip
      size="small"
      label={status}
      color={statusColour[status]}
      variant={status === 'Please validate' ? 'outlined' : 'filled'}
    />
  );
}

function CreditAvailable({ account }: { account: MerchantAccount }) {
  if (!account.credit) return <>—</>;
  return (
    <>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {formatPence(account.credit.availablePence)}
      </Box>
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}>
        of {formatPence(account.credit.limitPence)} limit
      </Box>
    </>
  );
}

function AccountActions({
  account,
  onEdit,
  onRemove,
}: Pick<Props, 'onEdit' | 'onRemove'> & { account: MerchantAccount }) {
  return (
    <>
      <Button
        size="small"
        onClick={() => onEdit(account)}
        aria-label={`Edit ${account.supplier.name} account`}
      >
        Edit
      </Button>
      <Button
        size="small"
        color="error"
        onClick={() => onRemove(account)}
        aria-label={`Remove ${account.supplier.name} account`}
      >
        Remove
      </Button>
    </>
  );
}

/** spec 1 §4: disabled while saving; the shown value changes once the server has answered. */
function PaymentMethodSelect({
  account,
  onNotice,
}: {
  account: MerchantAccount;
  onNotice: Props['onNotice'];
}) {
  const types = usePaymentMethodTypes();
  const save = useUpdatePaymentMethodType();
  const [value, setValue] = useState(account.defaultPaymentMethodTypeId);
  const change = async (next: number) => {
    try {
      const result = await save.mutateAsync({ id: account.id, defaultPaymentMethodTypeId: next });
      setValue(result.account?.defaultPaymentMethodTypeId ?? next);
      onNotice({ severity: 'success', text: result.message });
    } catch (error) {
      onNotice({
        severity: 'error',
        text: isApiError(error) ? error.message : messages.common.somethingWentWrong,
      });
    }
  };
  return (
    <TextField
      select
      size="small"
      fullWidth
      id={`payment-method-${account.id}`}
      label="Pay by"
      value={value}
      disabled={save.isPending || !types.data}
      onChange={(event) => void change(Number(event.target.value))}
    >
      {(types.data?.collection ?? [{ id: value, name: value === 1 ? 'Card' : 'Account' }]).map((type) => (
        <MenuItem key={type.id} value={type.id}>
          {type.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

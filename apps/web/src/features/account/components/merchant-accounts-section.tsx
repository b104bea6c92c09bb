import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Organisation } from '@sparesfinder/contracts/account';
import type { MerchantAccount } from '@sparesfinder/contracts/merchant-accounts';
import { messages } from '@sparesfinder/contracts/messages';
import { isBuyingGroupMember } from '@sparesfinder/domain/buying-group';
import { addMerchantAccountBlock, merchantAccountValidation } from '@sparesfinder/domain/account/merchant-account-status';
import { AppDialog } from '../../../components/ui/app-dialog';
import { isApiError } from '../../../lib/api-error';
import { useJoinBuyingGroup } from '../api/account-users';
import { useCreateMerchantAccount, useDeleteMerchantAccount, useMerchantAccounts, useUpdateMerchantAccount } from '../api/merchant-accounts';
import { MerchantAccountDialog, type MerchantAccountSubmission } from './merchant-account-dialog';
import { MerchantAccountsTable } from './merchant-accounts-table';

type Notice = { severity: 'success' | 'warning' | 'error'; text: string } | null;
const errorText = (error: unknown) => (isApiError(error) ? error.message : messages.common.somethingWentWrong);

/** spec 1 §2 section 4 Merchant Accounts: table with add, edit, remove and the default payment method (§4, §5). */
export function MerchantAccountsSection({ organisation, accountCompleted }: { organisation: Organisation; accountCompleted: boolean }) {
  const accounts = useMerchantAccounts();
  const create = useCreateMerchantAccount();
  const update = useUpdateMerchantAccount();
  const remove = useDeleteMerchantAccount();
  const join = useJoinBuyingGroup();
  const [dialog, setDialog] = useState<{ account?: MerchantAccount } | null>(null);
  const [removing, setRemoving] = useState<MerchantAccount | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const list = accounts.data ?? [];
  const joiningBuyingGroup = !isBuyingGroupMember(organisation.buyingGroupStatusID);

  const openAdd = () => {
    const block = addMerchantAccountBlock(accountCompleted, list.map((account) => account.supplierID));
    if (block) return setNotice({ severity: 'error', text: messages.merchantAccounts[block] });
    setNotice(null);
    setDialog({});
  };

  const submit = async ({ draft, signature }: MerchantAccountSubmission) => {
    const editing = dialog?.account;
    try {
      if (editing) {
        const result = await update.mutateAsync({ id: editing.id, typeID: draft.typeID });
        setNotice({ severity: result.success ? 'success' : 'error', text: result.message });
      } else {
        const result = await create.mutateAsync({ ...draft, supplierID: Number(draft.supplierID), branchID: Number(draft.branchID) });
        if (!result.success) throw new Error(result.message);
        // spec 1 §4: after a successful create, a company not yet in the buying group joins it.
        if (signature) {
          const contact = organisation.computedContactUser;
          await join.mutateAsync({
            FullName: contact ? `${contact.firstName} ${contact.surname}` : organisation.orgName,
            SignatureImage: signature,
            Address1: organisation.address1 ?? '',
            Address2: organisation.address2 ?? '',
            Address3: organisation.address3 ?? '',
            Town: organisation.townCity ?? '',
            Postcode: organisation.postCode ?? '',
          });
        }
        // Added but not recognised (status 2): a warning, with the server's words on what to do.
        const severity = result.account?.isValidated === merchantAccountValidation.unsuccessful ? 'warning' : 'success';
        setNotice({ severity, text: signature ? `${result.message} ${messages.accountAdmin.buyingGroupJoined}` : result.message });
      }
    } catch (error) {
      // spec 1 §4: if creation fails, the returned message is shown as an error and the dialog closes.
      setNotice({ severity: 'error', text: errorText(error) });
    }
    setDialog(null);
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      const result = await remove.mutateAsync(removing.id);
      setNotice({ severity: 'success', text: result.message });
    } catch (error) {
      setNotice({ severity: 'error', text: errorText(error) });
    }
    setRemoving(null);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="merchant-accounts-heading" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id="merchant-accounts-heading" variant="h2">
            Merchant Accounts
          </Typography>
          {!joiningBuyingGroup && <Chip size="small" color="success" label="Buying group member" />}
        </Box>
        <Button variant="contained" onClick={openAdd}>
          Add merchant account
        </Button>
      </Box>
      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice.severity === 'error' && <strong>Error </strong>}
          {notice.text}
        </Alert>
      )}
      {accounts.isError && <Alert severity="error">{messages.common.somethingWentWrong}</Alert>}
      {accounts.isSuccess && list.length === 0 && (
        <Typography color="text.secondary">No merchant accounts yet. Add your trade account with a merchant to order on account.</Typography>
      )}
      {list.length > 0 && <MerchantAccountsTable accounts={list} onEdit={(account) => setDialog({ account })} onRemove={setRemoving} onNotice={setNotice} />}
      {dialog && (
        <MerchantAccountDialog
          open
          account={dialog.account}
          joiningBuyingGroup={joiningBuyingGroup}
          saving={create.isPending || update.isPending || join.isPending}
          onClose={() => setDialog(null)}
          onSubmit={(submission) => void submit(submission)}
        />
      )}
      <AppDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={messages.accountAdmin.removeMerchantAccount}
        actions={
          <>
            <Button onClick={() => setRemoving(null)}>Cancel</Button>
            <Button color="error" variant="contained" onClick={() => void confirmRemove()} disabled={remove.isPending}>
              Remove
            </Button>
          </>
        }
      >
        <Typography>
          {removing ? `${removing.supplier.name} account ${removing.accountNumber} will be removed from your company.` : ''}
        </Typography>
      </AppDialog>
    </Paper>
  );
}

import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MerchantAccount } from '@sparesfinder/contracts/merchant-accounts';
import { messages } from '@sparesfinder/contracts/messages';
import {
  branchAndNumberOnlySupplierId,
  merchantAccountValidation,
  missingMerchantAccountFields,
  validateButtonLabel,
  type MerchantAccountField,
} from '@sparesfinder/domain/account/merchant-account-status';
import { AppDialog } from '../../../components/ui/app-dialog';
import { isApiError } from '../../../lib/api-error';
import { useAccountTypes, useGroupedBranches, useSuppliers, useValidateMerchantAccount } from '../api/merchant-accounts';
import { keepPhoneCharacters } from './account-fields';
import { SignaturePad } from './signature-pad';

export interface MerchantAccountDraft {
  supplierID: number | '';
  branchID: number | '';
  typeID: number;
  accountNumber: string;
  postcode: string;
  telephoneNumber: string;
}

export interface MerchantAccountSubmission {
  draft: MerchantAccountDraft;
  /** The buying-group signature when the organisation is joining with this account (spec 1 §4, §5). */
  signature?: string;
}

interface Props {
  open: boolean;
  /** The account being edited; absent when adding. */
  account?: MerchantAccount;
  /** Creating the first account while not a member needs the agreement and a signature (spec 1 §5). */
  joiningBuyingGroup: boolean;
  saving: boolean;
  onClose: () => void;
  onSubmit: (submission: MerchantAccountSubmission) => void;
}

const emptyDraft: MerchantAccountDraft = { supplierID: '', branchID: '', typeID: 1, accountNumber: '', postcode: '', telephoneNumber: '' };

/** spec 1 §2 credit-account add/edit dialog; §4 validate button and read-only fields on edit; §5 required fields. */
export function MerchantAccountDialog({ open, account, joiningBuyingGroup, saving, onClose, onSubmit }: Props) {
  const editing = account !== undefined;
  const [draft, setDraft] = useState<MerchantAccountDraft>(() =>
    account
      ? { supplierID: account.supplierID, branchID: account.branchID ?? '', typeID: account.typeID, accountNumber: account.accountNumber, postcode: account.postcode ?? '', telephoneNumber: account.telephoneNumber ?? '' }
      : emptyDraft,
  );
  const [validation, setValidation] = useState<{ isValidated: number; message: string }>({ isValidated: account?.isValidated ?? 0, message: '' });
  const checkAccount = useValidateMerchantAccount();
  const validating = checkAccount.isPending;
  const [errors, setErrors] = useState<Partial<Record<MerchantAccountField | 'supplierID', string>>>({});
  const [formError, setFormError] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [signature, setSignature] = useState('');
  const suppliers = useSuppliers();
  const types = useAccountTypes();
  const supplierId = draft.supplierID === '' ? undefined : draft.supplierID;
  const grouped = useGroupedBranches(supplierId);
  const branchOptions = useMemo(() => (grouped.data ?? []).flatMap((group) => group.branches.map((branch) => ({ ...branch, group: group.group }))), [grouped.data]);
  const selectedBranch = branchOptions.find((branch) => branch.id === draft.branchID) ?? null;
  // No merchant yet: the fields every merchant needs (spec 1 §5: branch and account number, the fewest, merchant 1's).
  const missing = missingMerchantAccountFields(supplierId ?? branchAndNumberOnlySupplierId, draft);

  const set = <Key extends keyof MerchantAccountDraft>(name: Key, value: MerchantAccountDraft[Key]) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    setFormError('');
    // spec 1 §4: changing the account number, phone or postcode resets validation to 0.
    if (name === 'accountNumber' || name === 'postcode' || name === 'telephoneNumber' || name === 'supplierID' || name === 'branchID') {
      setValidation({ isValidated: merchantAccountValidation.none, message: '' });
    }
  };

  const application = () => ({ ...draft, supplierID: Number(draft.supplierID), branchID: Number(draft.branchID) });

  const validate = () =>
    checkAccount.mutate(application(), {
      onSuccess: (result) => {
        setValidation(result);
        if (result.isValidated === merchantAccountValidation.unsuccessful) setErrors({ accountNumber: messages.merchantAccounts.accountNumberNotRecognised });
      },
      onError: (error) => setFormError(isApiError(error) ? error.message : messages.common.somethingWentWrong),
    });

  const submit = () => {
    if (editing) return onSubmit({ draft });
    if (missing.length > 0) {
      setErrors({
        ...Object.fromEntries(missing.map((field) => [field, field === 'accountNumber' ? messages.merchantAccounts.accountNumberNotRecognised : 'Required'])),
        ...(supplierId === undefined && { supplierID: 'Required' }),
      });
      setFormError(messages.merchantAccounts.completeRequiredFields);
      return;
    }
    if (joiningBuyingGroup && (!agreed || signature === '')) {
      setFormError(messages.accountAdmin.agreementRequired);
      return;
    }
    onSubmit({ draft, signature: joiningBuyingGroup ? signature : undefined });
  };

  const validated = validation.isValidated === merchantAccountValidation.validated || validation.isValidated === merchantAccountValidation.inReview;
  // Add stays available so a missing field can say 'Please complete all required fields' (spec 1 §5, §8); the server
  // decides the status on create either way. Only a number the merchant just did not recognise cannot be added.
  const refused = validation.isValidated === merchantAccountValidation.unsuccessful;
  const readOnly = editing;

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={editing ? 'Edit merchant account' : 'Add merchant account'}
      fullScreenOnPhones
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="contained" onClick={submit} disabled={saving || (!editing && refused)}>
            {saving ? 'Saving…' : editing ? 'Save changes' : 'Add account'}
          </Button>
        </>
      }
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        {formError && (
          <Alert severity="error" role="alert">
            <strong>Error</strong> {formError}
          </Alert>
        )}
        <TextField select id="merchant-supplier" label="Merchant" required value={draft.supplierID} disabled={readOnly} error={Boolean(errors.supplierID)} helperText={errors.supplierID} onChange={(event) => { set('supplierID', Number(event.target.value)); set('branchID', ''); }}>
          {(suppliers.data ?? (account ? [{ id: account.supplierID, name: account.supplier.name }] : [])).map((supplier) => (
            <MenuItem key={supplier.id} value={supplier.id}>
              {supplier.name}
            </MenuItem>
          ))}
        </TextField>
        {readOnly ? (
          // Nothing to choose: the account's branch as it is, without the search (or its hint).
          <TextField id="merchant-branch" label="Branch" value={account?.branch?.name ?? selectedBranch?.name ?? ''} disabled />
        ) : (
          <Autocomplete
            id="merchant-branch"
            options={branchOptions}
            groupBy={(branch) => branch.group}
            getOptionLabel={(branch) => branch.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            value={selectedBranch}
            onChange={(_event, branch) => set('branchID', branch?.id ?? '')}
            disabled={supplierId === undefined}
            loading={grouped.isFetching}
            noOptionsText="No branch matches"
            renderInput={(params) => (
              <TextField {...params} label="Branch" required error={Boolean(errors.branchID)} helperText={errors.branchID ?? 'Type to search; branches are grouped by region'} />
            )}
          />
        )}
        <TextField id="merchant-account-number" label="Account number" required placeholder="1234X56" value={draft.accountNumber} disabled={readOnly} onChange={(event) => set('accountNumber', event.target.value)} error={Boolean(errors.accountNumber)} helperText={errors.accountNumber} slotProps={{ htmlInput: { maxLength: 30 } }} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField id="merchant-postcode" label="Account postcode" required={supplierId !== 1} value={draft.postcode} disabled={readOnly} onChange={(event) => set('postcode', event.target.value)} error={Boolean(errors.postcode)} helperText={errors.postcode} slotProps={{ htmlInput: { maxLength: 10 } }} />
          <TextField id="merchant-phone" label="Account phone number" type="tel" required={supplierId !== 1} value={draft.telephoneNumber} disabled={readOnly} onChange={(event) => set('telephoneNumber', keepPhoneCharacters(event.target.value))} error={Boolean(errors.telephoneNumber)} helperText={errors.telephoneNumber} slotProps={{ htmlInput: { maxLength: 30, inputMode: 'numeric' } }} />
        </Box>
        <TextField select id="merchant-type" label="Account type" value={draft.typeID} onChange={(event) => set('typeID', Number(event.target.value))}>
          {(types.data?.collection ?? [{ id: draft.typeID, name: 'Trade credit account' }]).map((type) => (
            <MenuItem key={type.id} value={type.id}>
              {type.name}
            </MenuItem>
          ))}
        </TextField>
        {!editing && (
          <Box>
            <Button variant="outlined" fullWidth onClick={validate} disabled={missing.length > 0 || validating || validated}>
              {validating ? 'Checking…' : validateButtonLabel(supplierId ?? 0)}
            </Button>
            {validation.message && (
              <Alert severity={validation.isValidated === merchantAccountValidation.unsuccessful ? 'error' : 'success'} role="status" sx={{ mt: 1 }}>
                {validation.message}
              </Alert>
            )}
          </Box>
        )}
        {!editing && joiningBuyingGroup && (
          <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
            <Typography variant="h3" sx={{ mb: 1 }}>
              Join the buying group
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Your first merchant account joins your company to the SparesFinder buying group, for members' prices on products and parts.
            </Typography>
            <FormControlLabel control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />} label="I agree to the buying group terms on behalf of my company" />
            <SignaturePad label="Signature: draw with your mouse, pen or finger" onChange={setSignature} />
          </Box>
        )}
      </Box>
    </AppDialog>
  );
}

import type {
  GroupedBranchesResponse,
  MerchantAccount,
  MerchantAccountApplication,
  MerchantAccountWriteResponse,
  ValidateMerchantAccountResponse,
} from '@sparesfinder/contracts/merchant-accounts';
import { conflict, notFound, ruleBroken, validationError } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';
import { regionOfPostcode } from '@sparesfinder/domain/account/branch-region';
import { availableCreditPence } from '@sparesfinder/domain/checkout/order-placement';
import {
  accountMerchantIds,
  addMerchantAccountBlock,
  automaticValidationSupplierId,
  matchesRegister,
  merchantAccountValidation,
  missingMerchantAccountFields,
  validationOnCreate,
} from '@sparesfinder/domain/account/merchant-account-status';
import type { Actor } from '../../lib/actor';
import type { AccountCheckAllowance } from './account-check-allowance';
import type { MerchantAccountsRepository } from './merchant-accounts.repository';

type AccountRow = Awaited<ReturnType<MerchantAccountsRepository['listAccounts']>>[number];

const toMerchantAccount = ({ supplierName, branchName, creditLimitPence, balancePence, ...row }: AccountRow): MerchantAccount => ({
  ...row,
  supplier: { name: supplierName },
  branch: branchName === null ? null : { name: branchName },
  // The same rule the checkout applies to an account order (domain/checkout/order-placement.ts).
  credit:
    row.isValidated === merchantAccountValidation.validated
      ? { limitPence: creditLimitPence, balancePence, availablePence: availableCreditPence({ creditLimitPence, balancePence }) }
      : null,
});

/** The account types a merchant account can be (spec 1 §7 ListTypes); ours, the spec names none. */
const accountTypes = [
  { id: 1, name: 'Trade credit account' },
  { id: 2, name: 'Cash account' },
];

export function createMerchantAccountsService(deps: {
  merchantAccountsRepository: MerchantAccountsRepository;
  isAccountCompleted: (actor: Actor) => Promise<boolean>;
  /** Queues the merchant's review of an application now in review (merchant-account-review.job.ts). */
  queueReview: (organisationSupplierId: number) => Promise<void>;
  accountChecks: AccountCheckAllowance;
}) {
  const { merchantAccountsRepository: repository } = deps;

  const requireAccount = async (actor: Actor, id: number) => {
    const account = await repository.findAccount(actor.organisationId, id);
    if (!account) throw notFound('Merchant account');
    return account;
  };

  /** Field checks shared by Validate and Create: the merchant, its branch and the per-merchant required fields. */
  const checkApplication = async (application: MerchantAccountApplication) => {
    if (!(accountMerchantIds as readonly number[]).includes(application.supplierID)) {
      throw validationError(messages.accountAdmin.merchantNotOffered, { supplierID: [messages.accountAdmin.merchantNotOffered] });
    }
    const missing = missingMerchantAccountFields(application.supplierID, application);
    if (missing.length > 0) {
      throw validationError(
        messages.merchantAccounts.completeRequiredFields,
        Object.fromEntries(missing.map((field) => [field, [field === 'accountNumber' ? messages.merchantAccounts.accountNumberNotRecognised : messages.merchantAccounts.completeRequiredFields]])),
      );
    }
    if (!(await repository.findBranch(application.supplierID, application.branchID))) {
      throw validationError(messages.accountAdmin.branchNotOfMerchant, { branchID: [messages.accountAdmin.branchNotOfMerchant] });
    }
  };

  /** The merchant that validates at once answers from its register; each answer is counted (an account-number oracle). */
  const checkRegisterNow = async (actor: Actor, application: MerchantAccountApplication) => {
    await deps.accountChecks.spendOne(actor.organisationId);
    return matchesRegister({ ...application, supplierId: application.supplierID }, await repository.findRegisterEntry(application.supplierID, application.accountNumber));
  };

  return {
    async list(actor: Actor): Promise<MerchantAccount[]> {
      return (await repository.listAccounts(actor.organisationId)).map(toMerchantAccount);
    },

    /** Ours: the validate button's answer (spec 1 §4). Supplier 2 checks its register now; others take 2-3 days. */
    async validate(actor: Actor, application: MerchantAccountApplication): Promise<ValidateMerchantAccountResponse> {
      await checkApplication(application);
      if (application.supplierID !== automaticValidationSupplierId) {
        return { isValidated: merchantAccountValidation.inReview, message: messages.accountAdmin.validationRequested };
      }
      return (await checkRegisterNow(actor, application))
        ? { isValidated: merchantAccountValidation.validated, message: messages.accountAdmin.accountValidated }
        : { isValidated: merchantAccountValidation.unsuccessful, message: messages.merchantAccounts.accountNumberNotRecognised };
    },

    /**
     * spec 1 §4 "Creating a merchant account". The organisation row is locked, so a double click or a second tab
     * finds the first account and gets a conflict instead of a duplicate. Validation is decided here, never taken
     * from the client: supplier 2 against its register, the others go to review.
     */
    async create(actor: Actor, application: MerchantAccountApplication): Promise<MerchantAccountWriteResponse> {
      await checkApplication(application);
      if (!(await deps.isAccountCompleted(actor))) throw ruleBroken(messages.merchantAccounts.saveAccountFirst);
      const supplier = await repository.findSupplier(application.supplierID);
      if (!supplier) throw notFound('Supplier');
      const automatic = application.supplierID === automaticValidationSupplierId;
      const validation = validationOnCreate(application.supplierID, automatic && (await checkRegisterNow(actor, application)));
      const id = await repository.inTransaction(async (tx) => {
        if (!(await repository.lockOrganisation(actor.organisationId, tx))) throw notFound('Organisation');
        const existing = (await repository.listAccounts(actor.organisationId, tx)).map((account) => account.supplierID);
        if (addMerchantAccountBlock(true, existing) === 'deleteExistingAccount') throw ruleBroken(messages.merchantAccounts.deleteExistingAccount);
        if (existing.includes(application.supplierID)) throw conflict(messages.accountAdmin.merchantAccountExists);
        return repository.insertAccount(
          {
            organisationId: actor.organisationId,
            supplierId: application.supplierID,
            typeId: application.typeID,
            branchId: application.branchID,
            accountNumber: application.accountNumber.toUpperCase(),
            postcode: application.postcode ? application.postcode.toUpperCase() : null,
            telephoneNumber: application.telephoneNumber || null,
            defaultPaymentMethodTypeId: supplier.defaultPaymentMethodTypeId,
            ...validation,
          },
          tx,
        );
      });
      if (validation.isValidated === merchantAccountValidation.inReview) await deps.queueReview(id);
      const account = await requireAccount(actor, id);
      // Added either way (status 2 is an account the shop keeps), but never announced as plain success when refused.
      const refused = validation.isValidated === merchantAccountValidation.unsuccessful;
      return { success: true, message: refused ? messages.accountAdmin.merchantAccountCreatedUnrecognised : messages.accountAdmin.merchantAccountCreated, account: toMerchantAccount(account) };
    },

    /** spec 1 §4: on edit only the type may change; the rest is read-only. */
    async update(actor: Actor, input: { id: number; typeID?: number }): Promise<MerchantAccountWriteResponse> {
      await requireAccount(actor, input.id);
      if (input.typeID !== undefined) {
        if (!accountTypes.some((type) => type.id === input.typeID)) throw validationError('Unknown account type', { typeID: ['Unknown account type'] });
        await repository.updateType(actor.organisationId, input.id, input.typeID);
      }
      return { success: true, message: messages.accountAdmin.merchantAccountUpdated, account: toMerchantAccount(await requireAccount(actor, input.id)) };
    },

    async remove(actor: Actor, id: number): Promise<MerchantAccountWriteResponse> {
      if (!(await repository.deleteAccount(actor.organisationId, id))) throw notFound('Merchant account');
      return { success: true, message: messages.accountAdmin.merchantAccountRemoved };
    },

    async updatePaymentMethod(actor: Actor, input: { id: number; defaultPaymentMethodTypeId: number }): Promise<MerchantAccountWriteResponse> {
      const types = await repository.listPaymentMethodTypes();
      if (!types.some((type) => type.id === input.defaultPaymentMethodTypeId)) {
        throw validationError(messages.accountAdmin.unknownPaymentMethod, { defaultPaymentMethodTypeId: [messages.accountAdmin.unknownPaymentMethod] });
      }
      if (!(await repository.updatePaymentMethod(actor.organisationId, input.id, input.defaultPaymentMethodTypeId))) throw notFound('Merchant account');
      return { success: true, message: messages.accountAdmin.paymentMethodUpdated, account: toMerchantAccount(await requireAccount(actor, input.id)) };
    },

    listSuppliers: () => repository.listSuppliers(accountMerchantIds),
    listTypes: () => ({ collection: accountTypes }),
    async listBranches(supplierId: number) {
      const rows = await repository.listBranches(supplierId);
      return { collection: rows.map(({ id, name, supplierCode }) => ({ id, name, supplierCode })) };
    },

    /** The branches by region (from each branch's postcode), regions A-Z, branches A-Z within. */
    async listGroupedBranches(supplierId: number): Promise<GroupedBranchesResponse> {
      const groups = new Map<string, { id: number; name: string; supplierCode: string }[]>();
      for (const { postcode, ...branch } of await repository.listBranches(supplierId)) {
        const region = regionOfPostcode(postcode);
        groups.set(region, [...(groups.get(region) ?? []), branch]);
      }
      return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([group, branches]) => ({ group, branches }));
    },

    async listPaymentMethodTypes() {
      return { collection: await repository.listPaymentMethodTypes() };
    },
  };
}
export type MerchantAccountsService = ReturnType<typeof createMerchantAccountsService>;

import type { AccountInfo, ChangePreferenceResponse, ListTradesResponse, Preference, UpdateAccountInfoResponse } from '@sparesfinder/contracts/account';
import { notFound, validationError } from '@sparesfinder/contracts/errors';
import { messages } from '@sparesfinder/contracts/messages';
import { isTradeId, trades } from '@sparesfinder/domain/account/trades';
import type { Actor } from '../../lib/actor';
import type { AccountSettingsRepository } from './account-settings.repository';

/** Company Details, Preferences and trades (spec 1 §2 Account page, §4 Account save, §7 Account). */
export function createAccountSettingsService(deps: { accountSettingsRepository: AccountSettingsRepository }) {
  const { accountSettingsRepository: repository } = deps;
  return {
    /** Saving the mandatory fields is what makes IsAccountCompleted true (the popup and the basket block follow it). */
    async updateAccountInfo(actor: Actor, info: AccountInfo): Promise<UpdateAccountInfoResponse> {
      if (!(await repository.updateAccountInfo(actor.organisationId, info))) throw notFound('Organisation');
      return { success: true, message: messages.account.successfullyUpdated };
    },

    async getPreference(actor: Actor): Promise<Preference> {
      const row = await repository.findPreference(actor.organisationId);
      if (!row) throw notFound('Organisation');
      return row;
    },

    async changePreference(actor: Actor, preferNonGenuineParts: boolean): Promise<ChangePreferenceResponse> {
      await repository.setPreference(actor.organisationId, preferNonGenuineParts);
      return { success: true, message: messages.account.preferenceSaved, preferNonGenuineParts };
    },

    async listTrades(actor: Actor): Promise<ListTradesResponse> {
      const selected = new Set(await repository.findTradeIds(actor.organisationId));
      return trades.map((trade) => ({ id: trade.id, name: trade.name, selected: selected.has(trade.id) }));
    },

    async updateTrades(actor: Actor, tradeIds: number[]): Promise<ListTradesResponse> {
      const unknown = tradeIds.filter((id) => !isTradeId(id));
      if (unknown.length > 0) throw validationError('Unknown trade', { tradeIds: [`Unknown trade id ${unknown.join(', ')}`] });
      await repository.replaceTrades(actor.organisationId, [...new Set(tradeIds)]);
      return this.listTrades(actor);
    },
  };
}
export type AccountSettingsService = ReturnType<typeof createAccountSettingsService>;

/** The trades a company can say it works in (spec 1 §3 "Trade": id, selected flag; Account/ListTrades). */
export const trades = [
  { id: 1, name: 'Gas heating' },
  { id: 2, name: 'Oil heating' },
  { id: 3, name: 'Plumbing' },
  { id: 4, name: 'Bathrooms' },
  { id: 5, name: 'Renewables and heat pumps' },
  { id: 6, name: 'Electrical' },
  { id: 7, name: 'Property maintenance' },
] as const;

export const isTradeId = (id: number): boolean => trades.some((trade) => trade.id === id);

/** Street and estate names for branch and customer addresses (generic British names, no real business premises). */
export const tradeEstates = [
  'Trade Park', 'Business Park', 'Industrial Estate', 'Trading Estate', 'Enterprise Park', 'Commercial Centre',
  'Riverside Works', 'Canal Wharf', 'Station Yard', 'Mill Court',
] as const;

export const streetNames = [
  'Canal Road', 'Station Road', 'Mill Lane', 'Victoria Road', 'Commercial Street', 'Brunswick Street', 'Wharf Street',
  'Foundry Lane', 'Gelderd Road', 'Dewsbury Road', 'Church Lane', 'Albion Street', 'Kings Road', 'Queens Road',
  'Bridge Street', 'Park Road', 'Union Street', 'Market Street', 'York Road', 'Manor Road', 'Chapel Street',
  'Springfield Way', 'Meadow Lane', 'Clarence Road', 'Hunslet Road', 'Water Lane', 'Crown Point Road', 'Newhall Road',
] as const;

/** Inward-code letters: Royal Mail never uses C, I, K, M, O or V there. */
export const inwardLetters = 'ABDEFGHJLNPQRSTUWXYZ';

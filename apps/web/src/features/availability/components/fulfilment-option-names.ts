/** spec 3 §4.1 fulfilment options as the radios name them. */
export const fulfilmentOptionNames: Record<number, string> = {
  0: 'Collect same day',
  1: 'Collect next day',
  2: 'Next-day delivery',
  3: 'Collect on a later date',
  4: 'Express same-day delivery',
  5: 'By-box delivery',
};

/** spec 3 §9 'Distance shown in whole miles': rounded to the nearest mile, so a branch 0.4 miles away reads '0 miles'. */
export const wholeMiles = (miles: number) => {
  const whole = Math.round(miles);
  return `${whole} ${whole === 1 ? 'mile' : 'miles'}`;
};

/** Amber text for short stock, dark enough for 4.5:1 on white (MUI's warning.dark is 3.8:1; axe flags it). */
export const limitedColour = '#9a4a00';

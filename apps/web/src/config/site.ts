import { commonMessages } from '@sparesfinder/contracts/shell-messages';

/** Contact details and external policy links shown in the footer and on the home page. */
export const siteConfig = {
  name: 'SparesFinder',
  supportHours: commonMessages.supportHours, // spec 1 §1
  // Ofcom drama-range number and a reserved domain until the live details are confirmed.
  supportPhone: '0113 496 0000',
  supportPhoneHref: 'tel:+441134960000',
  supportEmail: 'support@sparesfinder.test',
  policyLinks: [
    { label: 'Terms and conditions', href: 'https://www.sparesfinder.test/terms-and-conditions' },
    { label: 'Privacy policy', href: 'https://www.sparesfinder.test/privacy-policy' },
    { label: 'Cookie policy', href: 'https://www.sparesfinder.test/cookie-policy' },
    { label: 'Accessibility statement', href: 'https://www.sparesfinder.test/accessibility' },
  ],
} as const;

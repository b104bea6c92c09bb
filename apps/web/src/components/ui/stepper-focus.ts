import { useEffect, useRef } from 'react';

/**
 * 'Add to order' gives way to the quantity stepper (spec 2 §4 card add button): the button, disabled while the line
 * is saved and then gone, would leave a keyboard user's focus on <body>. Call `expectStepper()` when an add from 0
 * is sent; once the stepper's quantity box (inside `stepperBox`) shows and is enabled, it takes the focus. A failed
 * add (`failed`) forgets the request so a later change elsewhere does not pull the focus.
 */
export function useFocusStepperAfterAdd(failed: boolean) {
  const stepperBox = useRef<HTMLDivElement>(null);
  const wanted = useRef(false);
  useEffect(() => {
    if (!wanted.current) return;
    if (failed) wanted.current = false;
    const box = stepperBox.current?.querySelector<HTMLInputElement>('input[role="spinbutton"]');
    if (box && !box.disabled) {
      wanted.current = false;
      box.focus();
    }
  });
  return {
    stepperBox,
    expectStepper: () => {
      wanted.current = true;
    },
  };
}

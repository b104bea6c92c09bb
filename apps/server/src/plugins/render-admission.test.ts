import { describe, expect, it } from 'vitest';
import { createRenderAdmission, mayRender } from './render-admission';

describe('mayRender', () => {
  it.each([
    [{ inFlight: 0, utilisation: 0.2 }, true],
    [{ inFlight: 1, utilisation: 0.5 }, true],
    [{ inFlight: 2, utilisation: 0.1 }, false],
    [{ inFlight: 0, utilisation: 0.51 }, false],
  ])('with at most 2 under way and busy above 0.5: %o → %s', (state, expected) => {
    expect(mayRender(state, { maxInFlight: 2, busyAbove: 0.5 })).toBe(expected);
  });

  it('never counts the loop busy at busyAbove 1, and still limits renders under way', () => {
    expect(mayRender({ inFlight: 0, utilisation: 1 }, { maxInFlight: 1, busyAbove: 1 })).toBe(true);
    expect(mayRender({ inFlight: 1, utilisation: 0 }, { maxInFlight: 1, busyAbove: 1 })).toBe(false);
  });
});

describe('createRenderAdmission', () => {
  it('counts renders under way until each is released, once', () => {
    let utilisation = 0;
    const admission = createRenderAdmission({ maxInFlight: 2, busyAbove: 0.5 }, { utilisation: () => utilisation });
    const first = admission.tryEnter()!;
    const second = admission.tryEnter()!;
    expect(admission.tryEnter()).toBeUndefined();
    first();
    first(); // a second release frees nothing more
    const third = admission.tryEnter();
    expect(third).toBeDefined();
    expect(admission.tryEnter()).toBeUndefined();
    second();
    third!();
    utilisation = 0.8;
    expect(admission.tryEnter()).toBeUndefined();
  });

  it("samples the event loop: after a window spent busy it declines, after an idle one it admits", async () => {
    const admission = createRenderAdmission({ maxInFlight: 4, busyAbove: 0.5 }, { windowMs: 50 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 120));
      const busyUntil = performance.now() + 150;
      while (performance.now() < busyUntil) {
        // the event loop is held, as a long render holds it
      }
      await new Promise((resolve) => setTimeout(resolve, 5)); // the sampler's late tick measures the busy stretch
      expect(admission.tryEnter()).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(admission.tryEnter()).toBeDefined();
    } finally {
      admission.close();
    }
  });
});

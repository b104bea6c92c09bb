import { describe, expect, it } from 'vitest';
import { canMoveOrder, isFinalOrderStatus, type OrderStatus } from './order-status';
import { orderStatusNotice } from './order-status-notice';
import { nextSimulatedStep, orderStatusTimetableMinutes as t, overdueSimulatedStep, simulatedOutcome } from './order-status-timetable';

const placedAt = new Date('2026-11-24T10:00:00Z');
const minutes = (n: number) => n * 60_000;

/** Walks the simulation from 'placed', each step at its due time: the statuses and the minutes each took. */
function walk(orderNumber: number, isDelivery: boolean, timeScale = 1) {
  let order = { orderNumber, isDelivery, status: 'placed' as OrderStatus, statusSince: placedAt };
  const path: [OrderStatus, number][] = [];
  for (let step = nextSimulatedStep(order, timeScale); step; step = nextSimulatedStep(order, timeScale)) {
    expect(canMoveOrder(order.status, step.to, order)).toBe(true);
    path.push([step.to, (step.dueAt.getTime() - order.statusSince.getTime()) / 60_000]);
    order = { ...order, status: step.to, statusSince: step.dueAt };
  }
  expect(isFinalOrderStatus(order.status)).toBe(true);
  return path;
}

describe('simulatedOutcome: 1 in 20 rejected, 1 in 20 part fulfilled, by order number', () => {
  it.each([
    [800_019, 'rejected'],
    [800_039, 'rejected'],
    [800_011, 'partFulfilled'],
    [800_031, 'partFulfilled'],
    [800_001, 'fulfilled'],
    [800_020, 'fulfilled'],
  ] as const)('%i → %s', (orderNumber, outcome) => {
    expect(simulatedOutcome(orderNumber)).toBe(outcome);
  });

  it('is the stated share over a run of order numbers', () => {
    const outcomes = Array.from({ length: 1000 }, (_, i) => simulatedOutcome(800_000 + i));
    expect(outcomes.filter((o) => o === 'rejected')).toHaveLength(50);
    expect(outcomes.filter((o) => o === 'partFulfilled')).toHaveLength(50);
  });
});

describe('nextSimulatedStep walks the timetable through legal transitions only', () => {
  it.each([
    ['a collection', 800_001, false, [['accepted', t.answer], ['readyToCollect', t.pickForCollection], ['completed', t.collect]]],
    ['a delivery', 800_002, true, [['accepted', t.answer], ['outForDelivery', t.loadForDelivery], ['completed', t.deliver]]],
    ['a rejected order', 800_019, false, [['rejected', t.answer]]],
    ['a part-fulfilled delivery', 800_011, true, [['accepted', t.answer], ['partFulfilled', t.loadForDelivery]]],
    ['a part-fulfilled collection', 800_031, false, [['accepted', t.answer], ['partFulfilled', t.pickForCollection]]],
  ] as const)('%s', (_name, orderNumber, isDelivery, path) => {
    expect(walk(orderNumber, isDelivery)).toEqual(path);
  });

  it('the time scale shrinks every step (e2e runs at a hundredth)', () => {
    expect(walk(800_001, false, 0.01)).toEqual([['accepted', t.answer / 100], ['readyToCollect', t.pickForCollection / 100], ['completed', t.collect / 100]]);
  });

  it('the first answer comes within the 60 minutes the spec promises (spec 1 §9)', () => {
    const step = nextSimulatedStep({ orderNumber: 800_001, isDelivery: false, status: 'placed', statusSince: placedAt });
    expect(step!.dueAt.getTime() - placedAt.getTime()).toBeLessThanOrEqual(minutes(60));
  });

  it.each(['completed', 'rejected', 'partFulfilled'] as const)('nothing follows %s', (status) => {
    expect(nextSimulatedStep({ orderNumber: 800_001, isDelivery: false, status, statusSince: placedAt })).toBeNull();
  });
});

describe('overdueSimulatedStep: a step late by its own length again is lost and queued again', () => {
  const since = new Date('2026-11-25T09:00:00Z');
  const at = (minutes: number) => new Date(since.getTime() + minutes * 60_000);
  const placed = { orderNumber: 930_001, isDelivery: false, status: 'placed' as OrderStatus, statusSince: since };

  it('a placed order: not at its due answer (5 minutes), not at 10 minutes, lost just after', () => {
    expect(overdueSimulatedStep(placed, at(t.answer), 1)).toBeNull();
    expect(overdueSimulatedStep(placed, at(2 * t.answer), 1)).toBeNull();
    expect(overdueSimulatedStep(placed, at(2 * t.answer + 0.01), 1)).toEqual({ to: 'accepted', dueAt: at(t.answer) });
  });

  it('each step by its own length, scaled like the timetable', () => {
    const delivery = { ...placed, isDelivery: true, status: 'outForDelivery' as OrderStatus };
    expect(overdueSimulatedStep(delivery, at(2 * t.deliver - 1), 1)).toBeNull();
    expect(overdueSimulatedStep(delivery, at(2 * t.deliver + 1), 1)?.to).toBe('completed');
    expect(overdueSimulatedStep(delivery, at((2 * t.deliver + 1) / 100), 0.01)?.to).toBe('completed');
    expect(overdueSimulatedStep(delivery, at((2 * t.deliver - 1) / 100), 0.01)).toBeNull();
  });

  it('never for a final status, however long ago', () => {
    for (const status of ['completed', 'rejected', 'partFulfilled'] as const) expect(overdueSimulatedStep({ ...placed, status }, at(100_000), 1)).toBeNull();
  });
});

describe('orderStatusNotice', () => {
  it('names the order, the status and the merchant', () => {
    expect(orderStatusNotice({ orderNumber: 800_123, supplierName: 'Heatline Merchants', branchName: 'Leeds' }, 'readyToCollect')).toEqual({
      title: 'Order 800123: Ready to collect',
      text: 'Your order 800123 is ready to collect from Heatline Merchants (Leeds).',
    });
  });

  it('falls back to "The merchant" when the branch is gone', () => {
    expect(orderStatusNotice({ orderNumber: 800_001, supplierName: null, branchName: null }, 'accepted').text).toBe('The merchant has accepted your order 800001.');
  });
});

import { describe, expect, it } from 'vitest';
import { keyHistoryEntry } from './history-entry-key';

describe('keyHistoryEntry', () => {
  it('a new entry (an address typed or pasted) gets a key of its own; a reload keeps it', () => {
    window.history.replaceState(null, '');
    keyHistoryEntry();
    const key = window.history.state?.key as string;
    expect(key).toMatch(/^[a-z0-9]{1,8}$/);
    keyHistoryEntry();
    expect(window.history.state.key).toBe(key);

    window.history.replaceState({ idx: 0 }, '');
    keyHistoryEntry();
    expect(window.history.state).toMatchObject({ idx: 0 });
    expect(window.history.state.key).not.toBe(key);
  });
});

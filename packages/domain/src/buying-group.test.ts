import { describe, expect, it } from 'vitest';
import { isBuyingGroupMember } from './buying-group';

describe('isBuyingGroupMember', () => {
  it('counts statuses above 1 as members', () => {
    expect(isBuyingGroupMember(0)).toBe(false);
    expect(isBuyingGroupMember(1)).toBe(false);
    expect(isBuyingGroupMember(2)).toBe(true);
    expect(isBuyingGroupMember(3)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { readSparesState, writeSparesState } from './spares-url';

describe('the finder state in the URL', () => {
  it('reads the spec 1 §2 deep link /Spares?tab=searchByKeyword&q=...', () => {
    expect(readSparesState(new URLSearchParams('tab=searchByKeyword&q=CAL-87161'))).toMatchObject({ tab: 'searchByKeyword', q: 'CAL-87161', manufacturerId: null, sort: 'asc', page: 1 });
  });

  it.each([
    ['', { tab: 'selectAppliance', manufacturerId: null }],
    ['tab=bogus&man=x&app=-1&type=1.5&page=0', { tab: 'selectAppliance', manufacturerId: null, applianceId: null, partTypeId: null, page: 1 }],
    ['tab=selectAppliance&man=1&app=2&type=3&sort=desc&page=2', { manufacturerId: 1, applianceId: 2, partTypeId: 3, sort: 'desc', page: 2 }],
    ['tab=searchByGcNumber&gc=47-999-01&app=3', { tab: 'searchByGcNumber', gc: '47-999-01', applianceId: 3 }],
    ['diagrams=1&diagram=4', { diagramsFor: 1, diagramId: 4 }],
  ])('%s', (query, expected) => expect(readSparesState(new URLSearchParams(query))).toMatchObject(expected));

  it.each([
    [{ tab: 'selectAppliance', manufacturerId: 1, applianceId: 2, partTypeId: 3, q: 'ignored' }, 'tab=selectAppliance&man=1&app=2&type=3'],
    [{ tab: 'searchByGcNumber', gc: '47 999 01', manufacturerId: 9 }, 'tab=searchByGcNumber&gc=47+999+01'],
    [{ tab: 'searchByKeyword', q: 'diverter valve', manufacturerId: null, sort: 'desc', page: 3 }, 'tab=searchByKeyword&q=diverter+valve&sort=desc&page=3'],
    [{ tab: 'searchByKeyword', q: 'x', sort: 'asc', page: 1, diagramsFor: 5, diagramId: 6 }, 'tab=searchByKeyword&q=x&diagrams=5&diagram=6'],
  ] as const)('writes %j as %s', (state, query) => expect(writeSparesState(state).toString()).toBe(query));

  it('round-trips', () => {
    const state = readSparesState(new URLSearchParams('tab=searchByGcNumber&gc=4799902&app=2&sort=desc'));
    expect(readSparesState(writeSparesState(state))).toEqual(state);
  });
});

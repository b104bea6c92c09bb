import { describe, expect, it } from 'vitest';
import { messages } from '@sparesfinder/contracts/messages';
import { useSignedInApp } from '../../test/signed-in-app';

const t = useSignedInApp({ as: ['admin'] });
const { admin } = t.sessions;

describe('GET /PostCode/GetPostcode', () => {
  it('suggests addresses at a known postcode, normalised', async () => {
    const response = await t.get(admin, '/PostCode/GetPostcode?postCode=ls115ab');
    expect(response.statusCode).toBe(200);
    const suggestions = response.json();
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions[0]).toMatchObject({ address: expect.any(Array), city: 'Leeds', county: 'West Yorkshire', postcode: 'LS11 5AB' });
    expect((await t.get(admin, '/PostCode/GetPostcode?postCode=LS11%205AB')).json()).toEqual(suggestions);
  });

  it('answers no suggestions for a well-formed postcode nobody knows', async () => {
    expect((await t.get(admin, '/PostCode/GetPostcode?postCode=ZZ99%209ZZ')).json()).toEqual([]);
  });

  it.each(['', 'hello', 'LS11'])('answers 400 with the spec text for %j', async (postCode) => {
    const response = await t.get(admin, `/PostCode/GetPostcode?postCode=${encodeURIComponent(postCode)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ postCode: [messages.location.invalidPostcode] });
  });
});

describe('GET /PostCode/GetPostCodeDetails', () => {
  it('places a postcode', async () => {
    const response = await t.get(admin, '/PostCode/GetPostCodeDetails?postCode=LS11%205AB');
    expect(response.statusCode).toBe(200);
    const { latitude, longitude, postcode } = response.json();
    expect(postcode).toBe('LS11 5AB');
    expect(latitude).toBeCloseTo(53.78, 1);
    expect(longitude).toBeCloseTo(-1.55, 1);
  });

  it('answers 404 for an unknown postcode and 400 for a malformed one', async () => {
    const unknown = await t.get(admin, '/PostCode/GetPostCodeDetails?postCode=ZZ99%209ZZ');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messages.postcode.notFound);
    expect((await t.get(admin, '/PostCode/GetPostCodeDetails')).statusCode).toBe(400);
  });
});

describe('GET /PostCode/GetReversePostCode', () => {
  it('names the nearest postcodes first', async () => {
    const response = await t.get(admin, '/PostCode/GetReversePostCode?lon=-1.552&lat=53.78');
    expect(response.statusCode).toBe(200);
    expect(response.json().result[0]).toEqual({ postcode: 'LS11 1AA' });
  });

  it('answers an empty result far from the UK', async () => {
    expect((await t.get(admin, '/PostCode/GetReversePostCode?lon=0&lat=0')).json()).toEqual({ result: [] });
  });

  it.each(['lon=abc&lat=53', 'lon=-1.5', 'lon=-1.5&lat=95'])('answers 400 for %s', async (query) => {
    const response = await t.get(admin, `/PostCode/GetReversePostCode?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.lat ?? response.json().fieldErrors.lon).toEqual([messages.postcode.invalidCoordinates]);
  });
});

import { describe, expect, it } from 'vitest';
import { mapLinkOf, readMapLink } from './map-link';

const at = (latitude: number, longitude: number) => ({ kind: 'coordinates', latitude, longitude });

describe('reading a place from a Google Maps link', () => {
  it.each([
    [
      'a place’s address, its pin preferred to the view',
      'https://www.google.com/maps/place/Sunrise+School/@25.6000,85.1000,17z/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d25.6093!4d85.1376!16s',
      at(25.6093, 85.1376),
    ],
    ['a map’s view', 'https://www.google.com/maps/place/Patna/@25.6,85.1,17z', at(25.6, 85.1)],
    ['a view in metres, in India’s Google', 'https://www.google.co.in/maps/@25.594095,85.137566,500m/data=!3m1!1e3', at(25.594095, 85.137566)],
    ['a search by position', 'https://www.google.com/maps/search/?api=1&query=25.6,85.1', at(25.6, 85.1)],
    ['a search with the comma escaped', 'https://www.google.com/maps/search/?api=1&query=25.6%2C85.1', at(25.6, 85.1)],
    ['a q parameter', 'https://www.google.com/maps?q=25.6,85.1', at(25.6, 85.1)],
    ['a q parameter with loc:', 'https://maps.google.com/maps?q=loc:25.6,85.1&z=15', at(25.6, 85.1)],
    ['the old ll parameter', 'https://maps.google.com/?ll=25.6,85.1&z=16', at(25.6, 85.1)],
    ['directions to a position', 'https://www.google.com/maps/dir/?api=1&destination=25.6,85.1', at(25.6, 85.1)],
    ['a position in the search path', 'https://www.google.com/maps/search/25.6,+85.1', at(25.6, 85.1)],
    ['southern and western numbers', 'https://www.google.com/maps/@-33.8688,-151.2093,12z', at(-33.8688, -151.2093)],
    ['an address without https://', 'www.google.com/maps/place/x/@25.6,85.1,17z', at(25.6, 85.1)],
    ['two numbers typed', ' 25.61, 85.14 ', at(25.61, 85.14)],
    ['what the settings screen shows', mapLinkOf(25.6093, 85.1376), at(25.6093, 85.1376)],
  ])('reads %s', (_what, link, expected) => {
    expect(readMapLink(link)).toEqual(expected);
  });

  it.each(['https://maps.app.goo.gl/AbCdEf123', 'maps.app.goo.gl/AbCdEf123', 'https://goo.gl/maps/AbCdEf123'])(
    'cannot read the short link %s without the network',
    (link) => {
      expect(readMapLink(link)).toEqual({ kind: 'shortLink' });
    },
  );

  it.each([
    ['a search by name', 'https://www.google.com/maps/search/Sunrise+School+Patna'],
    ['a place by name only', 'https://www.google.com/maps/place/Sunrise+School'],
    ['the map’s home', 'https://www.google.com/maps'],
    ['a query by name', 'https://www.google.com/maps?q=Sunrise+School'],
  ])('finds no position in %s', (_what, link) => {
    expect(readMapLink(link)).toEqual({ kind: 'noCoordinates' });
  });

  it.each([
    ['another site', 'https://www.openstreetmap.org/#map=17/25.6/85.1'],
    ['a site that pretends', 'https://google.com.evil.example/maps/@25.6,85.1,17z'],
    ['Google’s search, not its maps', 'https://www.google.com/search?q=25.6,85.1'],
    ['words', 'near the old post office'],
    ['a script', 'javascript:alert(1)'],
    ['nothing but one number', '25.6'],
  ])('refuses %s', (_what, link) => {
    expect(readMapLink(link)).toEqual({ kind: 'notMapLink' });
  });

  it.each([
    ['a latitude beyond 90', 'https://www.google.com/maps/@95.1,85.1,17z'],
    ['a longitude beyond 180', 'https://www.google.com/maps?q=25.6,185.1'],
    ['typed numbers off the globe', '-91, 10'],
  ])('refuses %s as off the map', (_what, link) => {
    expect(readMapLink(link)).toEqual({ kind: 'outOfRange' });
  });
});
